// The app's side of a prerendered page (ARCHITECTURE.md, "take over"): the build drew some pages
// (pages.ts), so they show before the app's code has loaded; the app then takes the page over
// (hydrates it) instead of drawing it again, if the page is the one it would draw for this visitor
// (check.ts), and draws afresh otherwise. A feature asks one thing of it: useTakenOver().
import { startTransition, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { prepareIntl } from '../lib/prepareIntl';
import { readSession } from '../lib/session';
import { PRERENDERED_ATTRIBUTE, STALE_ATTRIBUTE } from './attributes';
import { type Audience, sessionFits } from './check';

let tookOver: () => void = () => {};
/**
 * Resolves once the app has taken the prerendered page over, or at once when it draws the page
 * afresh: what must not interrupt the take-over waits for it (preloadedAnswers.ts).
 */
export const takenOver = new Promise<void>((resolve) => (tookOver = resolve));

/** The value of #root's PRERENDERED_ATTRIBUTE for a page drawn for `audience`. */
export const prerenderedAttributeValue = (audience: Audience) =>
  audience === 'user' ? 'user' : '';

/** Whom the page in `container` was prerendered for. */
const prerenderedAudience = (container: HTMLElement): Audience =>
  container.getAttribute(PRERENDERED_ATTRIBUTE) === prerenderedAttributeValue('user')
    ? 'user'
    : 'visitor';

/**
 * Whether the page in `container` is to be taken over: one was prerendered, the check found it to
 * be this visitor's, and the session still fits (another tab may have signed in or out since).
 * Otherwise the container is emptied and usable, for the app to draw afresh.
 */
export function takesOver(container: HTMLElement): boolean {
  if (!container.hasAttribute(PRERENDERED_ATTRIBUTE)) {
    tookOver();
    return false;
  }
  const fits =
    !document.documentElement.hasAttribute(STALE_ATTRIBUTE) &&
    sessionFits(prerenderedAudience(container), readSession());
  if (fits) return true;
  container.replaceChildren();
  container.removeAttribute(PRERENDERED_ATTRIBUTE);
  container.removeAttribute('inert');
  document.documentElement.removeAttribute(STALE_ATTRIBUTE);
  tookOver();
  return false;
}

/** Rendered last in a prerendered page's app: once React has taken the page over, it is usable. */
function TakenOver({ container }: { container: HTMLElement }) {
  useEffect(() => {
    container.removeAttribute('inert');
    tookOver();
  }, [container]);
  return null;
}

/**
 * Starts `app` in `container`: takes the prerendered page over once `ready` (its code and texts
 * are here, so that the first render matches the page), or draws afresh at once.
 */
export function mountApp(container: HTMLElement, app: ReactNode, ready: () => Promise<unknown>) {
  if (!takesOver(container)) {
    const root = createRoot(container);
    startTransition(() => root.render(app));
    return;
  }
  // a signed-in page formats money and dates as soon as its data (asked for by the page) is here:
  // its language's locale data loads while the code and texts are still arriving
  if (prerenderedAudience(container) === 'user') prepareIntl(document.documentElement.lang);
  // (not as a transition: taken over in slices, / measured slower, TBT 278 against 137 ms)
  void ready().then(() =>
    hydrateRoot(
      container,
      <>
        {app}
        <TakenOver container={container} />
      </>,
    ),
  );
}

const subscribeNever = () => () => {};

/**
 * Whether the page is the browser's yet: false in the prerender and while the app takes a
 * prerendered page over, true once it has (drawn then as a transition, in slices, not in one long
 * task after the take-over), and true from the start on a page drawn afresh. What the build
 * cannot know (a cookie, a stored choice, the width, the year, the data) is drawn as the prerender
 * drew it until then, so that the two never differ.
 */
export function useTakenOver(): boolean {
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
  return known;
}
