// The public pages, the dashboard and the accounts are prerendered at build time
// (scripts/prerender.ts, src/prerender.tsx): their HTML is in the page, so it shows before the
// app's JavaScript has loaded, and the app then takes it over (hydrates it) instead of drawing it
// again. Each page is drawn in each language, light: a public page as a first visitor sees it
// (signed out), the dashboard and the accounts as a verified user sees them while their data
// loads; the server sends the one the browser's languages ask for. A script at the top of the page
// (`prerenderCheckScript`) decides before the first paint whether that is what this visitor would
// see; when it is not, the prerendered page is hidden and the app draws the page from scratch, as
// on every other route.
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { COLOR_MODE_KEY } from './colorMode';
import { CONSENT_COOKIE } from './cookieConsent';
import { LANGUAGE_STORAGE_KEY, supportedLanguages, type Language } from './i18n';
import {
  BROWSER_SESSION_COOKIE,
  readSession,
  REMEMBER_KEY,
  ROLE_KEY,
  TOKEN_KEY,
  type Session,
} from './session';

/** On #root when it holds a prerendered page: `user` on a signed-in page, empty on a public one. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** Whom a page is prerendered for: a first visitor, or a signed-in, verified user. */
export type Audience = 'visitor' | 'user';

/**
 * The session a signed-in page is drawn for: a verified user's (the prerender knows no token; the
 * menu of an admin, or an unverified user's redirect, would differ, so they get no prerender).
 */
const USER_SESSION: Session = { status: 'valid', token: '', role: 'user' };
/** On <html> when the prerendered page is not this visitor's (the check script sets it). */
export const STALE_ATTRIBUTE = 'data-prerender-stale';
/** On <html> when the visitor has consented to cookies: the prerendered banner is hidden. */
export const CONSENTED_ATTRIBUTE = 'data-cookie-consent';
/** On the cookie banner, so that the rule below finds it. */
export const COOKIE_BANNER_ATTRIBUTE = 'data-cookie-banner';

/** The prerender's colour mode (a first visitor's, unless the system says else). */
export const PRERENDER_COLOR_MODE = 'light';

/** The page's styles that go with the check script (in a <style> tag of the prerendered page). */
export const prerenderStyles = `html[${STALE_ATTRIBUTE}] #root{display:none}html[${CONSENTED_ATTRIBUTE}] [${COOKIE_BANNER_ATTRIBUTE}]{display:none}`;

/**
 * The script that runs before the first paint of a prerendered page. It asks what the app asks
 * when it starts: the language (`?lng=`, the one chosen before, the browser's, as src/lib/i18n.ts
 * detects it), the colour mode (saved, else the system's: src/lib/colorMode.ts) and the session
 * (src/lib/session.ts). A visitor's page fits no stored session (a signed-in visitor is sent on, or
 * sees other buttons); a user's page fits only a live session of a verified user that is not to
 * end with the browser that has closed, and an address without a query (a list's page, search or
 * view in the URL would be drawn otherwise). If the storage cannot be read, the page is treated as
 * stale. tests/unit/prerender.test.ts checks that it agrees with the app's own rules.
 */
export function prerenderCheckScript(language: Language, audience: Audience = 'visitor'): string {
  const constants = JSON.stringify({
    languages: supportedLanguages,
    language,
    mode: PRERENDER_COLOR_MODE,
    user: audience === 'user',
    languageKey: LANGUAGE_STORAGE_KEY,
    modeKey: COLOR_MODE_KEY,
    tokenKey: TOKEN_KEY,
    roleKey: ROLE_KEY,
    rememberKey: REMEMBER_KEY,
    alive: `${BROWSER_SESSION_COOKIE}=1`,
    consent: `${CONSENT_COOKIE}=true`,
    stale: STALE_ATTRIBUTE,
    consented: CONSENTED_ATTRIBUTE,
  });
  return `(function(c){var h=document.documentElement,k=document.cookie.split(';').map(function(p){return p.trim()});function u(s,t){var p=JSON.parse(atob(t.split('.')[1].replace(/-/g,'+').replace(/_/g,'/')));return typeof p.exp==='number'&&p.exp*1000>=Date.now()&&(s.getItem(c.roleKey)||p.role)==='user'&&(s.getItem(c.rememberKey)!=='0'||k.indexOf(c.alive)>=0)}try{var s=localStorage,w=[new URLSearchParams(location.search).get('lng'),s.getItem(c.languageKey)].concat(navigator.languages||[],navigator.language),l=c.languages[0];for(var i=0;i<w.length;i++){var x=w[i]&&String(w[i]).split(/[-_]/)[0].toLowerCase();if(x&&c.languages.indexOf(x)>=0){l=x;break}}var m=s.getItem(c.modeKey);if(m!=='light'&&m!=='dark')m=window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';var t=s.getItem(c.tokenKey);if(l!==c.language||m!==c.mode||(c.user?!(t&&u(s,t))||location.search:t))h.setAttribute(c.stale,'')}catch(e){h.setAttribute(c.stale,'')}if(k.indexOf(c.consent)>=0)h.setAttribute(c.consented,'')})(${constants})`;
}

let tookOver: () => void = () => {};
/**
 * Resolves once the app has taken the prerendered page over, or at once when it draws the page
 * afresh: what must not interrupt the take-over waits for it (src/lib/preloadedAnswers.ts).
 */
export const takenOver = new Promise<void>((resolve) => (tookOver = resolve));

/** How the app starts on this page: take over the prerendered page, or draw the page afresh. */
export function prerenderedRoot(container: HTMLElement): 'hydrate' | 'render' {
  if (!container.hasAttribute(PRERENDERED_ATTRIBUTE)) {
    tookOver();
    return 'render';
  }
  const audience = prerenderedAudience(container);
  // the session again, as the app reads it once it has dropped one not to be remembered
  const session = readSession();
  const fits =
    !document.documentElement.hasAttribute(STALE_ATTRIBUTE) &&
    (audience === 'user'
      ? session.status === 'valid' && session.role === 'user'
      : session.status === 'none');
  if (fits) return 'hydrate';
  container.replaceChildren();
  container.removeAttribute(PRERENDERED_ATTRIBUTE);
  container.removeAttribute('inert');
  document.documentElement.removeAttribute(STALE_ATTRIBUTE);
  tookOver();
  return 'render';
}

/** The value of #root's PRERENDERED_ATTRIBUTE for a page drawn for `audience`. */
export const prerenderedAttributeValue = (audience: Audience) =>
  audience === 'user' ? 'user' : '';

/** Whom the page in `container` was prerendered for. */
export const prerenderedAudience = (container: HTMLElement): Audience =>
  container.getAttribute(PRERENDERED_ATTRIBUTE) === prerenderedAttributeValue('user')
    ? 'user'
    : 'visitor';

/** The session a page for `audience` is drawn with (and taken over with). */
export const prerenderSession = (audience: Audience): Session =>
  audience === 'user' ? USER_SESSION : { status: 'none' };

/** Rendered last in a prerendered page's app: once React has taken the page over, it is usable. */
export function TakenOver({ container }: { container: HTMLElement }) {
  useEffect(() => {
    container.removeAttribute('inert');
    tookOver();
  }, [container]);
  return null;
}

const subscribeNever = () => () => {};

/**
 * `browserValue()` in the browser; `prerendered` in the prerender, and while the app takes over a
 * prerendered page, after which React draws the browser's value as a transition (in slices, not in
 * one long task after the take-over). A value the build cannot know (a cookie, a stored session,
 * the width, the year) thus never makes the two differ.
 */
export function useBrowserValue<T>(browserValue: () => T, prerendered: T): T {
  // true while React takes this part of a prerendered page over, or in the prerender (React then
  // draws it once more, at once, as it was: cheap, unlike the browser's value)
  const takingOver = useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
  const [known, setKnown] = useState(!takingOver);
  useEffect(() => {
    if (!known) startTransition(() => setKnown(true));
  }, [known]);
  return known ? browserValue() : prerendered;
}
