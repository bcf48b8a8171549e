import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { initAnalytics } from './lib/analytics';
import { createAppI18n } from './lib/i18n';
import { dropForgottenSession } from './lib/session';

dropForgottenSession();
const i18n = createAppI18n();
const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} i18n={i18n} />
  </StrictMode>,
);

// analytics after the first render: the gtag script never delays the page
window.setTimeout(() => initAnalytics(), 0);
