// The signed-in session: the token and the role taken from it, kept in local storage.
// Keys as the spec fixes them: `accountant-auth` holds the token, `email-verified` the role. No
// React here: the prerendered pages' check script (src/prerender/) runs these same rules.
import { jwtDecode } from 'jwt-decode';

export const TOKEN_KEY = 'accountant-auth';
export const ROLE_KEY = 'email-verified';
/** '0' when the user signed in without "remember me": the session ends with the browser. */
const REMEMBER_KEY = 'accountant-remember';
/** A cookie without expiry: the browser drops it when it closes, across all tabs. */
export const BROWSER_SESSION_COOKIE = 'accountantSession';

export type Role = 'unverified' | 'user' | 'admin' | (string & {});

export type Session =
  { status: 'none' } | { status: 'invalid' } | { status: 'valid'; token: string; role: Role };

type TokenPayload = { role?: unknown; exp?: unknown; sub?: unknown };

const CHANGE_EVENT = 'accountant-session-change';

function notify() {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Reads a token: undecodable, without exp or role, or expired (exp * 1000 < now) is invalid. */
export function parseToken(token: string, now = Date.now()): { role: Role } | null {
  let payload: TokenPayload;
  try {
    payload = jwtDecode<TokenPayload>(token);
  } catch {
    return null;
  }
  if (typeof payload.exp !== 'number' || typeof payload.role !== 'string') return null;
  if (payload.exp * 1000 < now) return null;
  return { role: payload.role };
}

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

/** Whose session this is: the token's subject, or null when there is no readable token. */
export function sessionOwner(token = getToken()): string | null {
  if (!token) return null;
  try {
    const { sub } = jwtDecode<TokenPayload>(token);
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}

export function readSession(token = getToken()): Session {
  if (!token) return { status: 'none' };
  const parsed = parseToken(token);
  if (!parsed) return { status: 'invalid' };
  return { status: 'valid', token, role: localStorage.getItem(ROLE_KEY) ?? parsed.role };
}

/**
 * Stores a fresh token and its role. `remember` false keeps the token only until the browser
 * closes (a session cookie marks the browser session); true keeps it until it expires.
 */
export function storeSession(token: string, remember = true): void {
  const parsed = parseToken(token);
  localStorage.setItem(TOKEN_KEY, token);
  if (parsed) localStorage.setItem(ROLE_KEY, parsed.role);
  else localStorage.removeItem(ROLE_KEY);
  if (remember) {
    localStorage.removeItem(REMEMBER_KEY);
  } else {
    localStorage.setItem(REMEMBER_KEY, '0');
    document.cookie = `${BROWSER_SESSION_COOKIE}=1; path=/; SameSite=Lax`;
  }
  notify();
}

/** Keeps "remember me" when a fresh token replaces the current one (e-mail verified, password changed). */
export function replaceToken(token: string): void {
  storeSession(token, localStorage.getItem(REMEMBER_KEY) !== '0');
}

export function clearSession(): void {
  const had = localStorage.getItem(TOKEN_KEY) !== null || localStorage.getItem(ROLE_KEY) !== null;
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(ROLE_KEY);
  localStorage.removeItem(REMEMBER_KEY);
  if (had) notify();
}

/** A session that was not to be remembered, after the browser was closed: it ends at start. */
function sessionForgotten(): boolean {
  if (localStorage.getItem(REMEMBER_KEY) !== '0') return false;
  return !document.cookie.split(';').some((c) => c.trim() === `${BROWSER_SESSION_COOKIE}=1`);
}

/** At start: a session that was not to be remembered ends when the browser was closed. */
export function dropForgottenSession(): void {
  if (sessionForgotten()) clearSession();
}

/** The session the app starts with (before dropForgottenSession has run, too). */
export function startingSession(): Session {
  return sessionForgotten() ? { status: 'none' } : readSession();
}

/** Calls `onChange` on sign-in, sign-out and session changes made in other tabs; answers an unsubscribe. */
export function onSessionChange(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The stored session's token and role together (useSession.ts re-renders on a change of either). */
export function sessionSnapshot(): string {
  return `${getToken() ?? ''}\n${localStorage.getItem(ROLE_KEY) ?? ''}`;
}

/** The session of a snapshot. */
export function snapshotSession(snapshot: string): Session {
  return readSession(snapshot.slice(0, snapshot.indexOf('\n')) || null);
}
