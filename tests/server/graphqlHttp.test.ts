// The GraphQL-over-HTTP audits (graphql-http's serverAudits) against the API: every MUST and
// SHOULD passes, and so does every MAY but GET with URL-encoded parameters. Those three are
// refused on purpose: a GET must carry the CSRF header (a cross-site link cannot), and the
// audit sends none.
import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeApp, type TestApp } from './helpers.js';

let app: TestApp;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

const REFUSED_ON_PURPOSE = [
  'MAY accept application/x-www-form-urlencoded formatted GET requests',
  'MAY allow URL-encoded JSON string {variables} parameter in GETs when accepting application/graphql-response+json',
  'MAY allow URL-encoded JSON string {variables} parameter in GETs when accepting application/json',
];

it('passes the GraphQL-over-HTTP audits', async () => {
  const audits = serverAudits({
    url: 'http://app.test/api',
    fetchFn: (input: RequestInfo | URL, init?: RequestInit) =>
      app.yoga.fetch(String(input), init ?? {}, { clientIp: '10.0.0.1' }),
  });
  const failed: string[] = [];
  let passed = 0;
  for (const audit of audits) {
    const result = await audit.fn();
    if (result.status === 'ok') passed++;
    else if (!REFUSED_ON_PURPOSE.includes(audit.name))
      failed.push(`${audit.name}: ${result.reason}`);
  }
  expect(failed).toEqual([]);
  expect(passed).toBe(58);
});
