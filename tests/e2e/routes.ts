// Shared by the browser journeys and the scripts that drive the built app (screenshots,
// Lighthouse). Plain module, no node:test hooks, so a script can import it without becoming a test run.
import { createServer } from 'node:net';

/** Every public page, with made-up tokens and an unknown path (the 404 page). */
export const PUBLIC_ROUTES = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/update-password/not-a-real-token',
  '/email-verify/not-a-real-token',
  '/terms-conditions',
  '/privacy-policy',
  '/no-such-page',
];

/** A TCP port free on 127.0.0.1 right now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
