import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslation } from 'react-i18next';
import { NetWorthPreviewCard } from './NetWorthPreviewCard';
import { RegisterButton } from './RegisterButton';

const perks = ['free', 'allAssets', 'languages'] as const;

export function HeroSection() {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="landing-hero-title"
      sx={(theme) => {
        const accent = theme.palette.primary.main;
        return {
          position: 'relative',
          overflow: 'hidden',
          pt: { xs: 6, md: 10 },
          pb: { xs: 8, md: 12 },
          backgroundImage: [
            `radial-gradient(60% 60% at 85% 20%, ${alpha(accent, 0.18)} 0%, transparent 70%)`,
            `radial-gradient(50% 50% at 0% 0%, ${alpha(theme.palette.secondary.main, 0.12)} 0%, transparent 70%)`,
          ].join(', '),
        };
      }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            gap: { xs: 6, md: 8 },
            alignItems: 'center',
          }}
        >
          <Box>
            <Chip
              label={t('landing.hero.eyebrow')}
              sx={(theme) => ({
                mb: 3,
                fontWeight: 600,
                color: theme.palette.text.primary,
                bgcolor: alpha(theme.palette.primary.main, 0.12),
                border: `1px solid ${alpha(theme.palette.primary.main, 0.3)}`,
              })}
            />
            <Typography
              id="landing-hero-title"
              variant="h2"
              component="h1"
              sx={{
                fontWeight: 800,
                letterSpacing: '-0.03em',
                lineHeight: 1.08,
                fontSize: { xs: '2.5rem', sm: '3.25rem', md: '3.75rem' },
              }}
            >
              {t('landing.hero.title')}
            </Typography>
            <Typography
              variant="h6"
              component="p"
              color="textSecondary"
              sx={{
                mt: 3,
                fontWeight: 400,
                lineHeight: 1.6,
                maxWidth: 560,
                fontSize: { xs: '1.1rem', md: '1.25rem' },
              }}
            >
              {t('landing.hero.subtitle')}
            </Typography>
            <Box sx={{ mt: 4 }}>
              <RegisterButton label={t('landing.hero.cta')} />
            </Box>
            <Stack
              component="ul"
              direction={{ xs: 'column', sm: 'row' }}
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                mt: 4,
                flexWrap: 'wrap',
                columnGap: 3,
                rowGap: 1,
              }}
            >
              {perks.map((perk) => (
                <Stack
                  component="li"
                  key={perk}
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center' }}
                >
                  <CheckCircleIcon fontSize="small" color="success" aria-hidden />
                  <Typography variant="body2" color="textSecondary" sx={{ fontWeight: 500 }}>
                    {t(`landing.hero.perks.${perk}`)}
                  </Typography>
                </Stack>
              ))}
            </Stack>
          </Box>
          <Box sx={{ maxWidth: 460, mx: 'auto', width: '100%' }}>
            <NetWorthPreviewCard />
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
