import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import type SvgIcon from '@mui/material/SvgIcon';
import XIcon from '@mui/icons-material/X';
import GitHubIcon from '@mui/icons-material/GitHub';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink } from 'react-router-dom';
import { paths } from '../lib/paths';
import { useSession } from '../lib/useSession';
import { useTakenOver } from '../prerender/takeOver';
import { ColorModeSwitch } from './ColorModeSwitch';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { HEADER_HEIGHT } from './headerHeight';
import { MAIN_ID, SkipLink } from './SkipLink';

const supportEmail: string = import.meta.env.VITE_SUPPORT_EMAIL || 'support@example.com';

const socialLinks: ReadonlyArray<{
  key: 'x' | 'github' | 'linkedin';
  href: string;
  Icon: typeof SvgIcon;
}> = [
  { key: 'x', href: 'https://x.com', Icon: XIcon },
  { key: 'github', href: 'https://github.com', Icon: GitHubIcon },
  { key: 'linkedin', href: 'https://www.linkedin.com', Icon: LinkedInIcon },
];

/** The frame of the public pages (its route's child, or `children`): navbar, page, footer. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <SkipLink />
      <PublicNavbar />
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, '&:focus': { outline: 'none' } }}
      >
        {children ?? <Outlet />}
      </Box>
      <PublicFooter />
    </Box>
  );
}

function PublicNavbar() {
  const { t } = useTranslation();
  const signedIn = useSession().status === 'valid';
  const theme = useTheme();
  return (
    <AppBar
      position="sticky"
      color="transparent"
      elevation={0}
      sx={{
        bgcolor: alpha(theme.palette.background.default, 0.82),
        backdropFilter: 'blur(12px)',
        borderBottom: `1px solid ${theme.palette.divider}`,
        color: 'text.primary',
        height: HEADER_HEIGHT,
      }}
    >
      <Container maxWidth="lg">
        <Toolbar
          disableGutters
          sx={{ gap: { xs: 0.5, sm: 1 }, minHeight: { xs: HEADER_HEIGHT - 1 } }}
        >
          <Logo to={paths.home} compactOnPhone />
          <Box sx={{ flexGrow: 1 }} />
          <Box
            component="nav"
            aria-label={t('publicLayout.mainNavigation')}
            sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 } }}
          >
            <LanguageSwitch />
            <ColorModeSwitch />
            {signedIn ? (
              // a signed-in visitor on a public page (legal text, 404) goes back to the app
              <Button
                component={RouterLink}
                to={paths.dashboard}
                variant="contained"
                sx={{ borderRadius: 999, px: 2.5, ml: { sm: 1 } }}
              >
                {t('menu.dashboard')}
              </Button>
            ) : (
              <>
                <Button
                  component={RouterLink}
                  to={paths.login}
                  color="inherit"
                  sx={{ ml: { sm: 1 } }}
                >
                  {t('publicLayout.login')}
                </Button>
                <Button
                  component={RouterLink}
                  to={paths.register}
                  variant="contained"
                  sx={{ borderRadius: 999, px: 2.5 }}
                >
                  {t('publicLayout.register')}
                </Button>
              </>
            )}
          </Box>
        </Toolbar>
      </Container>
    </AppBar>
  );
}

function PublicFooter() {
  const { t } = useTranslation();
  const year = useTakenOver() ? new Date().getFullYear() : __BUILD_YEAR__;
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', mt: 'auto' }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 6 } }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={{ xs: 4, md: 8 }}
          sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
        >
          <Box sx={{ maxWidth: 460 }}>
            <Logo to={paths.home} />
            <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }}>
              {t('publicLayout.footer.tagline')}
            </Typography>
            <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
              {t('publicLayout.footer.feedback')}{' '}
              <Link
                href={`mailto:${supportEmail}`}
                sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
              >
                {supportEmail}
              </Link>
            </Typography>
          </Box>
          <Stack spacing={2.5} sx={{ alignItems: { md: 'flex-end' } }}>
            <Stack
              component="nav"
              aria-label={t('publicLayout.footer.legalNavigation')}
              direction="row"
              spacing={3}
              useFlexGap
              sx={{ flexWrap: 'wrap' }}
            >
              <Link
                component={RouterLink}
                to={paths.terms}
                color="textPrimary"
                underline="hover"
                variant="body2"
              >
                {t('publicLayout.footer.terms')}
              </Link>
              <Link
                component={RouterLink}
                to={paths.privacy}
                color="textPrimary"
                underline="hover"
                variant="body2"
              >
                {t('publicLayout.footer.privacy')}
              </Link>
            </Stack>
            <Stack direction="row" spacing={1} sx={{ ml: { xs: -1, md: 0 }, mr: { md: -1 } }}>
              {socialLinks.map(({ key, href, Icon }) => (
                <IconButton
                  key={key}
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t(`publicLayout.footer.social.${key}`)}
                  sx={{ color: 'text.secondary', '&:hover': { color: 'primary.main' } }}
                >
                  <Icon />
                </IconButton>
              ))}
            </Stack>
          </Stack>
        </Stack>
        <Divider sx={{ my: 3 }} />
        <Typography variant="caption" color="textSecondary" component="p">
          {t('publicLayout.footer.copyright', { year, name: t('app.name') })}
        </Typography>
      </Container>
    </Box>
  );
}
