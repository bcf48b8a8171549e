import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** Shown for any route the app does not know. */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <Container
      maxWidth="sm"
      sx={{
        minHeight: '60vh',
        py: { xs: 8, md: 12 },
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
      }}
    >
      <Typography
        aria-hidden
        sx={(theme) => ({
          fontSize: { xs: '6rem', md: '8rem' },
          fontWeight: 800,
          lineHeight: 1,
          letterSpacing: '-0.04em',
          color: 'transparent',
          backgroundImage: `linear-gradient(135deg, ${theme.palette.primary.main} 0%, ${alpha(
            theme.palette.secondary.main,
            0.6,
          )} 100%)`,
          backgroundClip: 'text',
          WebkitBackgroundClip: 'text',
        })}
      >
        {t('notFound.code')}
      </Typography>
      <Typography variant="h4" component="h1" sx={{ mt: 2, fontWeight: 800 }}>
        {t('notFound.title')}
      </Typography>
      <Typography variant="body1" color="textSecondary" sx={{ mt: 1.5, fontSize: '1.1rem' }}>
        {t('notFound.message')}
      </Typography>
      <Button
        component={RouterLink}
        to={paths.home}
        variant="contained"
        size="large"
        startIcon={<HomeOutlinedIcon />}
        sx={{ mt: 4, borderRadius: 999, px: 3.5 }}
      >
        {t('notFound.backHome')}
      </Button>
    </Container>
  );
}
