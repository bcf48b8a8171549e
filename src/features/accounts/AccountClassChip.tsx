import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { accountClassColors } from '../../components/accountClassStyle';
import type { AccountClass } from '../../graphql/generated';

export function AccountClassChip({ accountClass }: { accountClass: AccountClass }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={accountClassColors[accountClass]}
      label={t(`accountClass.${accountClass}`)}
    />
  );
}
