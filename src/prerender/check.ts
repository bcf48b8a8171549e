// Whether a prerendered page is the one the app would draw for this visitor. The page's first
// script (inline/check.ts, built from this module at build time) asks before the first paint; the
// app asks again as it starts (takeOver.tsx). Both ask with the app's own rules: the language
// (lib/language.ts), the colour mode (lib/colorMode.ts) and the session (lib/session.ts). This
// module and those it imports must stay free of React and other libraries: they are the script.
import { readColorMode } from '../lib/colorMode';
import { hasCookieConsent } from '../lib/cookieConsent';
import { detectLanguage, type Language } from '../lib/language';
import { type Session, startingSession } from '../lib/session';
import { CONSENTED_ATTRIBUTE, PRERENDER_COLOR_MODE, STALE_ATTRIBUTE } from './attributes';

/** Whom a page is prerendered for: a first visitor, or a signed-in, verified user. */
export type Audience = 'visitor' | 'user';

/** A prerendered page as its check sees it: its language and its audience. */
export type PageCheck = { language: Language; audience: Audience };

/**
 * Whether the app draws a page for `audience` with `session`: a visitor's page with none (a
 * signed-in visitor is sent on, or sees other buttons), a user's page with a verified user's (the
 * menu of an admin, or an unverified user's redirect, would differ).
 */
export const sessionFits = (audience: Audience, session: Session): boolean =>
  audience === 'user'
    ? session.status === 'valid' && session.role === 'user'
    : session.status === 'none';

/**
 * Whether the page drawn in `language` for `audience` is what the app draws here: the language
 * and colour mode it detects, the session it starts with, and for a user's page an address
 * without a query (a list's page, search or view in the address would be drawn otherwise). A
 * storage that cannot be read makes it stale.
 */
function pageFits({ language, audience }: PageCheck): boolean {
  try {
    return (
      detectLanguage() === language &&
      readColorMode() === PRERENDER_COLOR_MODE &&
      sessionFits(audience, startingSession()) &&
      (audience === 'visitor' || !window.location.search)
    );
  } catch {
    return false;
  }
}

/** The check before the first paint: hides a page that is not this visitor's, and a consented banner. */
export function checkPage(page: PageCheck): void {
  const html = document.documentElement;
  if (!pageFits(page)) html.setAttribute(STALE_ATTRIBUTE, '');
  if (hasCookieConsent()) html.setAttribute(CONSENTED_ATTRIBUTE, '');
}
