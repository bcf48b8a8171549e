// Route guards. The rules live in lib/session (the app shell's header applies the same ones).
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { guestOnlyPaths, paths } from '../lib/paths';
import { clearSession } from '../lib/session';
import { signedInRedirect, useSession } from '../lib/useSession';

/** An expired or undecodable token is cleared as soon as it is seen. */
function useClearInvalidSession(status: string) {
  useEffect(() => {
    if (status === 'invalid') clearSession();
  }, [status]);
}

/**
 * /, /login, /register and /forgot-password are for visitors: a signed-in user goes to the
 * dashboard (an unverified one straight to the e-mail confirmation). The page stays drawn until
 * the next one is ready, rather than a blank page while the signed-in area's code arrives; a page
 * that has just signed the person in is on its way already.
 */
export function GuestOnly() {
  const session = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const leaving = useNavigation().state !== 'idle';
  useClearInvalidSession(session.status);
  const signedIn = session.status === 'valid' && guestOnlyPaths.includes(pathname);
  const next =
    session.status === 'valid' && session.role === 'unverified'
      ? paths.emailConfirm
      : paths.dashboard;
  useEffect(() => {
    if (signedIn && !leaving) void navigate(next, { replace: true });
  }, [signedIn, leaving, next, navigate]);
  return <Outlet />;
}

/**
 * The signed-in area: no token → /login; expired or undecodable → cleared, /login; role
 * unverified → /email-confirm wherever else it is; a verified user has nothing to do on /email-confirm.
 */
export function RequireSignedIn() {
  const session = useSession();
  const location = useLocation();
  useClearInvalidSession(session.status);
  const redirect = signedInRedirect(session, location.pathname);
  if (redirect === paths.login)
    return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  if (redirect) return <Navigate to={redirect} replace />;
  if (
    session.status === 'valid' &&
    session.role !== 'unverified' &&
    location.pathname === paths.emailConfirm
  ) {
    return <Navigate to={paths.dashboard} replace />;
  }
  return <Outlet />;
}

/** The administration screens: only for the admin role. */
export function RequireAdmin() {
  const session = useSession();
  if (session.status !== 'valid' || session.role !== 'admin')
    return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}
