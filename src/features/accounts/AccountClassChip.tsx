import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AccountClass } from '../../graphql/generated';

const colors: Record<AccountClass, 'primary' | 'secondary' | 'success' | 'warning' | 'info'> = {
  bank: 'primary',
  cash: 'success',
  crypto: 'warning',
  equity: 'info',
  real: 'secondary',
};

export function AccountClassChip({ accountClass }: { accountClass: AccountClass }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colors[accountClass]}
      label={t(`accountClass.${accountClass}`)}
    />
  );
}
