import { Chip, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isCreditLike } from '../lib/amounts';

export type TransactionTypeChipProps = { type: string } & Omit<ChipProps, 'label' | 'color'>;

/** A transaction's type as a small chip: credit-like green, transfer blue, anything else red. */
export function TransactionTypeChip({ type, ...rest }: TransactionTypeChipProps) {
  const { t } = useTranslation();
  const color = isCreditLike(type) ? 'success' : type === 'transfer' ? 'info' : 'error';
  return (
    <Chip
      size="small"
      variant="outlined"
      {...rest}
      color={color}
      label={t(`transactionType.${type}`, { defaultValue: type })}
    />
  );
}
