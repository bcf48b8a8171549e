import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type SvgIcon from '@mui/material/SvgIcon';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import CurrencyBitcoinIcon from '@mui/icons-material/CurrencyBitcoin';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import CheckIcon from '@mui/icons-material/Check';
import { useTranslation } from 'react-i18next';
import { IconBadge } from './IconBadge';
import { LandingSection } from './LandingSection';

const assetClasses: ReadonlyArray<{ key: string; Icon: typeof SvgIcon }> = [
  { key: 'netWorth', Icon: ShowChartIcon },
  { key: 'crypto', Icon: CurrencyBitcoinIcon },
  { key: 'bank', Icon: AccountBalanceWalletIcon },
  { key: 'realAssets', Icon: HomeWorkIcon },
];
const points = ['first', 'second'] as const;

/** One card each for net worth, the crypto portfolio, bank balances and real assets. */
export function AssetClassesSection() {
  const { t } = useTranslation();
  return (
    <LandingSection
      id="asset-classes"
      title={t('landing.sections.title')}
      subtitle={t('landing.sections.subtitle')}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          gap: { xs: 3, md: 4 },
        }}
      >
        {assetClasses.map(({ key, Icon }) => (
          <Paper
            key={key}
            component="article"
            elevation={0}
            aria-labelledby={`landing-${key}-title`}
            sx={(theme) => ({
              height: '100%',
              p: { xs: 3, md: 4 },
              borderRadius: '20px',
              border: `1px solid ${theme.palette.divider}`,
              backgroundImage: `linear-gradient(160deg, ${theme.palette.action.hover} 0%, transparent 55%)`,
            })}
          >
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <IconBadge Icon={Icon} size={52} />
              <Typography
                id={`landing-${key}-title`}
                variant="h5"
                component="h3"
                sx={{ fontWeight: 700 }}
              >
                {t(`landing.sections.${key}.title`)}
              </Typography>
            </Stack>
            <Typography variant="body1" color="textSecondary" sx={{ mt: 2.5, lineHeight: 1.7 }}>
              {t(`landing.sections.${key}.body`)}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2.5 }}>
              {points.map((point) => (
                <Stack
                  component="li"
                  key={point}
                  direction="row"
                  spacing={1.25}
                  sx={{ alignItems: 'center', py: 0.5 }}
                >
                  <CheckIcon fontSize="small" color="success" aria-hidden />
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {t(`landing.sections.${key}.points.${point}`)}
                  </Typography>
                </Stack>
              ))}
            </Box>
          </Paper>
        ))}
      </Box>
    </LandingSection>
  );
}
