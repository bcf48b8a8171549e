import MenuOutlined from '@mui/icons-material/MenuOutlined';
import {
  Alert,
  AppBar,
  Box,
  Button,
  Drawer,
  IconButton,
  Link,
  Toolbar,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQuery } from '@apollo/client/react';
import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Navigate, Outlet, Link as RouterLink, useLocation } from 'react-router-dom';
import { GetMeDocument } from '../graphql/Session.generated';
import { prepareIntl } from '../lib/prepareIntl';
import { paths } from '../lib/paths';
import { clearSession } from '../lib/session';
import { signedInRedirect, useSession } from '../lib/useSession';
import { ColorModeSwitch } from './ColorModeSwitch';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { PageLoader } from './PageLoader';
import { SideMenu } from './SideMenu';
import { HEADER_HEIGHT } from './headerHeight';
import { MAIN_ID, SkipLink } from './SkipLink';
import { UserMenu } from './UserMenu';

export const SIDE_MENU_WIDTH = 248;
export const CONTENT_MAX_WIDTH = 1480;

const supportEmail = import.meta.env.VITE_SUPPORT_EMAIL || 'support@example.com';

/**
 * The page inside the frame: one element, the same at every draw of the frame, so that React does
 * not draw the page again when only the frame changes (the user's name arriving). While React takes
 * a prerendered page over, a changed element would make it take the whole page over at once, in one
 * long task, instead of in slices (Lighthouse's phone: about 300 ms).
 */
const page = (
  <Suspense fallback={<PageLoader />}>
    <Outlet />
  </Suspense>
);

/**
 * The frame of every signed-in page (its route's child, or `children`): a skip link, sticky 64px
 * header, fixed side menu (a drawer on phones), content up to 1480px wide with 24px padding, and a
 * footer. The header applies the same redirects as the route guard: an expired or unreadable token
 * goes to the login page, an unverified user to the e-mail confirmation.
 */
export function AppShell({ children }: { children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  // the layout follows the width in CSS (the same markup at every width, as prerendered); this only
  // drops the phone's drawer when the window grows past it
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const { pathname } = useLocation();
  const session = useSession();
  const redirect = signedInRedirect(session, pathname);
  const verified = session.status === 'valid' && session.role !== 'unverified';
  const { data } = useQuery(GetMeDocument, { skip: session.status !== 'valid' });
  const user = data?.getMe.user;

  useEffect(() => {
    if (session.status === 'invalid') clearSession();
  }, [session.status]);
  // the signed-in pages format money and dates: their locale data loads while the data is awaited
  useEffect(() => prepareIntl(i18n.language), [i18n.language]);

  if (redirect) return <Navigate to={redirect} replace />;

  const isAdmin = session.status === 'valid' && session.role === 'admin';
  const menu = verified && <SideMenu isAdmin={isAdmin} onNavigate={closeDrawer} />;
  const name = user?.fullname ?? '';

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100vh',
        bgcolor: 'background.default',
      }}
    >
      <SkipLink />
      <AppBar
        position="sticky"
        color="inherit"
        sx={{
          height: HEADER_HEIGHT,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          zIndex: (th) => th.zIndex.drawer + 1,
        }}
      >
        <Toolbar sx={{ minHeight: `${HEADER_HEIGHT}px !important`, gap: 1 }}>
          {menu && (
            <IconButton
              edge="start"
              color="inherit"
              aria-label={t('menu.open')}
              onClick={() => setDrawerOpen(true)}
              sx={{ display: { md: 'none' } }}
            >
              <MenuOutlined />
            </IconButton>
          )}
          <Logo to={verified ? paths.dashboard : paths.emailConfirm} compactOnPhone />
          <Box sx={{ flex: 1 }} />
          <LanguageSwitch />
          <ColorModeSwitch />
          {user && (
            <UserMenu
              name={name}
              email={user.email}
              avatarUrl={user.avatar_url}
              canChangePassword={verified}
            />
          )}
        </Toolbar>
      </AppBar>
      <Box sx={{ display: 'flex', flex: 1 }}>
        {menu && (
          <>
            <Drawer
              variant="permanent"
              sx={{
                display: { xs: 'none', md: 'block' },
                width: SIDE_MENU_WIDTH,
                flexShrink: 0,
                '& .MuiDrawer-paper': {
                  width: SIDE_MENU_WIDTH,
                  top: HEADER_HEIGHT,
                  height: `calc(100% - ${HEADER_HEIGHT}px)`,
                },
              }}
            >
              {menu}
            </Drawer>
            <Drawer
              variant="temporary"
              open={drawerOpen && !isDesktop}
              onClose={closeDrawer}
              sx={{ '& .MuiDrawer-paper': { width: SIDE_MENU_WIDTH } }}
            >
              <Toolbar sx={{ minHeight: `${HEADER_HEIGHT}px !important` }}>
                <Logo to={paths.dashboard} />
              </Toolbar>
              {menu}
            </Drawer>
          </>
        )}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Box
            component="main"
            id={MAIN_ID}
            tabIndex={-1}
            sx={{
              flex: 1,
              width: '100%',
              maxWidth: CONTENT_MAX_WIDTH,
              mx: 'auto',
              p: 3,
              '&:focus': { outline: 'none' },
            }}
          >
            {user?.needs_two_factor && pathname !== paths.twoFactor && (
              // the policy asks two factors of administrators: the administration waits for them
              <Alert
                severity="warning"
                sx={{ mb: 3 }}
                action={
                  <Button color="inherit" size="small" component={RouterLink} to={paths.twoFactor}>
                    {t('twoFactor.requiredAction')}
                  </Button>
                }
              >
                {t('twoFactor.required')}
              </Alert>
            )}
            {children ? <Suspense fallback={<PageLoader />}>{children}</Suspense> : page}
          </Box>
          <Box
            component="footer"
            sx={{ px: 3, py: 2, borderTop: 1, borderColor: 'divider', textAlign: 'center' }}
          >
            <Typography variant="body2" color="textSecondary">
              <Trans
                i18nKey="footer.feedback"
                values={{ email: supportEmail }}
                components={{ mail: <Link href={`mailto:${supportEmail}`} /> }}
              />
            </Typography>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
