// Screenshots of the app's screens for a human look: light and dark, en and de, desktop and phone.
// Usage: npm run build && npx tsx scripts/screenshots.ts [outDir] [route ...]
// Starts the built app on a temporary data dir, signs a user up and confirms the address, then
// captures each route (public routes signed out, the others signed in).
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { launchBrowser, linkFromOutbox, startApp } from '../tests/e2e/support';

const publicRoutes = new Set([
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/terms-conditions',
  '/privacy-policy',
  '/nowhere',
]);
const [outDir = '/tmp/screens', ...requested] = process.argv.slice(2);
const routes = requested.length ? requested : [...publicRoutes, '/dashboard', '/email-confirm'];

const app = await startApp({ ADMIN_EMAIL: 'admin@example.com' });
const browser = await launchBrowser();
try {
  await mkdir(outDir, { recursive: true });
  // A confirmed administrator, signed in through the API.
  const call = async (query: string, variables: object, token?: string) => {
    const res = await fetch(`${app.url}/api`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as { data: Record<string, { token?: string }> };
  };
  const email = 'admin@example.com';
  const signup = await call(
    'mutation($e:String!){ signupUser(fullname:"Ada Lovelace", email:$e, password:"correct horse battery", terms_accepted:true){ token } }',
    { e: email },
  );
  const unverifiedToken = signup.data.signupUser.token as string;
  const link = await linkFromOutbox(app.dataDir, email, /\/email-verify\/([A-Za-z0-9_-]+)/);
  const verified = await call('mutation($t:String!){ verifyEmail(token:$t){ token } }', {
    t: link.split('/').pop(),
  });
  const token = verified.data.verifyEmail.token as string;

  for (const route of routes) {
    for (const mode of ['light', 'dark'] as const) {
      for (const lng of ['en', 'de'] as const) {
        for (const [device, width, height] of [
          ['desktop', 1440, 900],
          ['phone', 390, 844],
        ] as const) {
          const context = await browser.newContext({
            viewport: { width, height },
            colorScheme: mode,
          });
          const signedIn = !publicRoutes.has(route);
          const sessionToken = route === '/email-confirm' ? unverifiedToken : token;
          await context.addInitScript(
            ([lang, colorMode, t, role]) => {
              localStorage.setItem('i18nextLng', lang);
              localStorage.setItem('colorMode', colorMode);
              document.cookie = 'cookieConsent=true; path=/';
              if (t) {
                localStorage.setItem('accountant-auth', t);
                localStorage.setItem('email-verified', role);
              }
            },
            [
              lng,
              mode,
              signedIn ? sessionToken : '',
              route === '/email-confirm' ? 'unverified' : 'admin',
            ],
          );
          const page = await context.newPage();
          await page.goto(`${app.url}${route}`);
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(300);
          const name = `${route.replace(/\W+/g, '_') || 'root'}-${mode}-${lng}-${device}.png`;
          await page.screenshot({ path: join(outDir, name), fullPage: true });
          await context.close();
        }
      }
    }
  }
  console.info(`Screenshots in ${outDir}`);
} finally {
  await browser.close();
  await app.stop();
}
