import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type SvgIcon from '@mui/material/SvgIcon';
import CurrencyBitcoinIcon from '@mui/icons-material/CurrencyBitcoin';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import BoltIcon from '@mui/icons-material/Bolt';
import DonutLargeIcon from '@mui/icons-material/DonutLarge';
import { useTranslation } from 'react-i18next';
import { IconBadge } from './IconBadge';
import { LandingSection } from './LandingSection';

const highlights: ReadonlyArray<{ key: string; Icon: typeof SvgIcon }> = [
  { key: 'exchanges', Icon: CurrencyBitcoinIcon },
  { key: 'banks', Icon: AccountBalanceIcon },
  { key: 'realtime', Icon: BoltIcon },
  { key: 'overview', Icon: DonutLargeIcon },
];

/** The product's promises: exchange and bank integration, real-time updates, a net-worth overview. */
export function HighlightsSection() {
  const { t } = useTranslation();
  return (
    <LandingSection
      id="features"
      title={t('landing.highlights.title')}
      subtitle={t('landing.highlights.subtitle')}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr))',
          },
          gap: { xs: 4, md: 5 },
        }}
      >
        {highlights.map(({ key, Icon }) => (
          <Stack key={key} direction={{ xs: 'row', sm: 'column' }} spacing={2} useFlexGap>
            <IconBadge Icon={Icon} />
            <Box>
              <Typography variant="h6" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
                {t(`landing.highlights.items.${key}.title`)}
              </Typography>
              <Typography variant="body1" color="textSecondary" sx={{ mt: 1, lineHeight: 1.65 }}>
                {t(`landing.highlights.items.${key}.body`)}
              </Typography>
            </Box>
          </Stack>
        ))}
      </Box>
    </LandingSection>
  );
}
