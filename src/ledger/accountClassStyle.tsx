// One look per account class, shared by the class chips, the dashboard's class cards and the
// allocation chart: a palette colour and an icon. Debts (liability) take the error colour.
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import CandlestickChartOutlined from '@mui/icons-material/CandlestickChartOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import CurrencyBitcoin from '@mui/icons-material/CurrencyBitcoin';
import HouseOutlined from '@mui/icons-material/HouseOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import type { Theme } from '@mui/material/styles';
import type { ReactElement } from 'react';
import type { AccountClass } from '../graphql/types';
import type { ChipTint } from '../components/TintedChip';

export const accountClassColors: Record<AccountClass, ChipTint> = {
  bank: 'primary',
  cash: 'success',
  crypto: 'warning',
  equity: 'info',
  real: 'secondary',
  liability: 'error',
};

/** The class's colour in the theme (light or dark). */
export function accountClassColor(theme: Theme, accountClass: AccountClass): string {
  return theme.palette[accountClassColors[accountClass]].main;
}

export function AccountClassIcon({
  accountClass,
  fontSize = 'small',
}: {
  accountClass: AccountClass;
  fontSize?: 'small' | 'medium' | 'inherit';
}): ReactElement {
  const props = { fontSize, 'aria-hidden': true } as const;
  switch (accountClass) {
    case 'bank':
      return <AccountBalanceOutlined {...props} />;
    case 'cash':
      return <PaymentsOutlined {...props} />;
    case 'crypto':
      return <CurrencyBitcoin {...props} />;
    case 'equity':
      return <CandlestickChartOutlined {...props} />;
    case 'real':
      return <HouseOutlined {...props} />;
    case 'liability':
      return <CreditCardOutlined {...props} />;
  }
}
