import { useTranslation } from 'react-i18next';
import { accountClassColors } from './accountClassStyle';
import { TintedChip } from '../components/TintedChip';
import type { AccountClass } from '../graphql/types';

/** An account's (or an asset's) class as a chip in the class's colour; a span, so it fits in text. */
export function AccountClassChip({ accountClass }: { accountClass: AccountClass }) {
  const { t } = useTranslation();
  return (
    <TintedChip
      component="span"
      tint={accountClassColors[accountClass]}
      label={t(`accountClass.${accountClass}`)}
    />
  );
}
