// The session as the app's screens see it, and where the signed-in area sends it.
import { useSyncExternalStore } from 'react';
import { paths } from './paths';
import { onSessionChange, type Session, sessionSnapshot, snapshotSession } from './session';

/**
 * The current session; re-renders on sign-in, sign-out and changes from other tabs. Taking over a
 * prerendered page, React reads the stored session too: the app takes a page over only when it was
 * drawn for that session (src/prerender/), and the prerender gives the page's storage.
 */
export function useSession(): Session {
  return snapshotSession(useSyncExternalStore(onSessionChange, sessionSnapshot, sessionSnapshot));
}

/**
 * Where the signed-in area sends this session, or null to stay: no token → login; expired or
 * undecodable → (cleared by the caller) login; unverified → e-mail confirmation unless already there.
 */
export function signedInRedirect(session: Session, pathname: string): string | null {
  if (session.status !== 'valid') return paths.login;
  if (session.role === 'unverified' && pathname !== paths.emailConfirm) return paths.emailConfirm;
  return null;
}
