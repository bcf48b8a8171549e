import { useTranslation } from 'react-i18next';
import { isCreditLike } from './amounts';
import { TintedChip, type TintedChipProps } from '../components/TintedChip';

export type TransactionTypeChipProps = { type: string } & Omit<TintedChipProps, 'label' | 'tint'>;

/** A transaction's type as a small chip: credit-like green, transfer blue, anything else red. */
export function TransactionTypeChip({ type, ...rest }: TransactionTypeChipProps) {
  const { t } = useTranslation();
  const tint = isCreditLike(type) ? 'success' : type === 'transfer' ? 'info' : 'error';
  return (
    <TintedChip
      {...rest}
      tint={tint}
      label={t(`transactionType.${type}`, { defaultValue: type })}
    />
  );
}
