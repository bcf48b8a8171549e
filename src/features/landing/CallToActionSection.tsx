import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { RegisterButton } from './RegisterButton';

/** The closing call to action on a filled brand-colour panel. */
export function CallToActionSection() {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="landing-cta-title"
      sx={{ pt: { xs: 0, md: 2 }, pb: { xs: 8, md: 12 } }}
    >
      <Container maxWidth="lg">
        <Box
          sx={(theme) => ({
            position: 'relative',
            overflow: 'hidden',
            borderRadius: '32px',
            px: { xs: 3, sm: 6, md: 10 },
            py: { xs: 6, md: 9 },
            textAlign: 'center',
            color: theme.palette.primary.contrastText,
            backgroundColor: theme.palette.primary.main,
            backgroundImage: [
              `radial-gradient(70% 90% at 100% 0%, ${alpha(theme.palette.secondary.main, 0.45)} 0%, transparent 60%)`,
              // towards the deeper tone in light mode, the paler one in dark mode: the text keeps its contrast
              `linear-gradient(135deg, ${theme.palette.primary.main} 0%, ${
                theme.palette.mode === 'light'
                  ? theme.palette.primary.dark
                  : theme.palette.primary.light
              } 100%)`,
            ].join(', '),
            border: `1px solid ${theme.palette.divider}`,
          })}
        >
          <Typography
            id="landing-cta-title"
            variant="h3"
            component="h2"
            sx={{
              fontWeight: 800,
              letterSpacing: '-0.02em',
              fontSize: { xs: '1.85rem', md: '2.6rem' },
            }}
          >
            {t('landing.cta.title')}
          </Typography>
          <Typography
            variant="h6"
            component="p"
            sx={{
              mt: 2,
              mb: 4,
              fontWeight: 400,
              maxWidth: 640,
              mx: 'auto',
              fontSize: { xs: '1.05rem', md: '1.25rem' },
            }}
          >
            {t('landing.cta.body')}
          </Typography>
          <RegisterButton label={t('landing.cta.button')} tone="inverted" />
        </Box>
      </Container>
    </Box>
  );
}
