import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { loadAnalytics } from './app/loadAnalytics';
import { createAppI18n, i18nReady } from './lib/i18n';
import { prerenderedAudience, prerenderedRoot, TakenOver } from './lib/prerender';
import { nextTask } from './lib/nextTask';
import { prepareIntl } from './lib/prepareIntl';
import { dropForgottenSession } from './lib/session';

// The app starts in the task after its code's evaluation: on a phone each is a long task already
// (Lighthouse: 100–300 ms), and a task holds up whoever taps or types meanwhile.
function start() {
  dropForgottenSession();
  const i18n = createAppI18n();
  const router = createAppRouter();
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App router={router} i18n={i18n} />
    </StrictMode>
  );

  if (prerenderedRoot(container) === 'hydrate') {
    // a signed-in page formats money and dates as soon as its data (asked for by the page) is here:
    // its language's locale data loads while the code and texts are still arriving
    if (prerenderedAudience(container) === 'user') prepareIntl(document.documentElement.lang);
    // the prerendered page is already shown: take it over once its code and texts are here, so that
    // the first render matches it (src/lib/prerender.ts)
    const routed = new Promise<void>((resolve) => {
      if (router.state.initialized) return resolve();
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
    // (not as a transition: taken over in slices, / measured slower, TBT 278 against 137 ms)
    void Promise.all([routed, i18nReady(i18n)]).then(() =>
      hydrateRoot(
        container,
        <>
          {app}
          <TakenOver container={container} />
        </>,
      ),
    );
  } else {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}
void nextTask().then(start);

// analytics after the first render: the gtag script never delays the page
window.setTimeout(() => void loadAnalytics(), 0);
