import { useTranslation } from 'react-i18next';
import { isCreditLike } from './amounts';
import { TintedChip, type TintedChipProps } from '../components/TintedChip';

const MOVES = ['transfer', 'buy', 'sell'];

export type TransactionTypeChipProps = { type: string } & Omit<TintedChipProps, 'label' | 'tint'>;

/** A transaction's type as a small chip: credit-like green, a transfer or a trade blue, anything
 * else red. */
export function TransactionTypeChip({ type, ...rest }: TransactionTypeChipProps) {
  const { t } = useTranslation();
  // a transfer and a trade (buy, sell) move money between one's own holdings
  const tint = MOVES.includes(type) ? 'info' : isCreditLike(type) ? 'success' : 'error';
  return (
    <TintedChip
      {...rest}
      tint={tint}
      label={t(`transactionType.${type}`, { defaultValue: type })}
    />
  );
}
