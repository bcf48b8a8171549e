import { StrictMode } from 'react';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { loadAnalytics } from './app/loadAnalytics';
import { createAppI18n, i18nReady } from './lib/i18n';
import { nextTask } from './lib/nextTask';
import { dropForgottenSession } from './lib/session';
import { mountApp } from './prerender/takeOver';

type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the router has matched the address and run its route's lazy parts. */
const routed = (router: AppRouter) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

// The app starts in the task after its code's evaluation: on a phone each is a long task already
// (Lighthouse: 100–300 ms), and a task holds up whoever taps or types meanwhile.
function start() {
  dropForgottenSession();
  const i18n = createAppI18n();
  const router = createAppRouter();
  mountApp(
    document.getElementById('root')!,
    <StrictMode>
      <App router={router} i18n={i18n} />
    </StrictMode>,
    () => Promise.all([routed(router), i18nReady(i18n)]),
  );
}
void nextTask().then(start);

// analytics after the first render: the gtag script never delays the page
window.setTimeout(() => void loadAnalytics(), 0);
