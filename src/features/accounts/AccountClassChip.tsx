import { useTranslation } from 'react-i18next';
import { accountClassColors } from '../../components/accountClassStyle';
import { TintedChip } from '../../components/TintedChip';
import type { AccountClass } from '../../graphql/generated';

export function AccountClassChip({ accountClass }: { accountClass: AccountClass }) {
  const { t } = useTranslation();
  return (
    <TintedChip tint={accountClassColors[accountClass]} label={t(`accountClass.${accountClass}`)} />
  );
}
