// The marks a prerendered page carries, shared by the build (render.tsx), the page's scripts
// (inline/) and the app (takeOver.tsx).

/** On #root when it holds a prerendered page: `user` on a signed-in page, empty on a public one. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** On <html> when the prerendered page is not this visitor's (the check sets it). */
export const STALE_ATTRIBUTE = 'data-prerender-stale';
/** On <html> when the visitor has consented to cookies: the prerendered banner is hidden. */
export const CONSENTED_ATTRIBUTE = 'data-cookie-consent';
/** On the cookie banner, so that the page's style for consented visitors finds it (render.tsx). */
export const COOKIE_BANNER_ATTRIBUTE = 'data-cookie-banner';

/** The prerender's colour mode (a first visitor's, unless the system says else). */
export const PRERENDER_COLOR_MODE = 'light';
