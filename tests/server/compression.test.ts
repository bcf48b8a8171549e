// The API's answers are compressed as the client accepts (server/graphql/compression.ts): brotli
// first, gzip, or none; small answers as they are; a compressed request body is never inflated.
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, type TestApp } from './helpers.js';
import { ledgerCalls } from './ledgerHelpers.js';

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await makeApp();
  token = await app.signUpVerified('packed@example.com');
  const me = ledgerCalls(app, token);
  const account = await me.account('Packed', '100');
  await app.database.session((session) =>
    session.query(
      `INSERT INTO transactions (user_id, account_id, account_class, asset_id, instrument_id,
           transaction_type, amount, fee, description, date)
         SELECT a.user_id, a.id, a.account_class, s.id, s.instrument_id, 'credit', g, 0,
                'Row ' || g, date '2026-01-01' + g
           FROM generate_series(1, 100) g, accounts a JOIN assets s ON s.account_id = a.id
          WHERE a.id = $1`,
      [account.id],
    ),
  );
});
afterAll(() => app.close());

const LARGE = '{ getTransactions(limit: 100) { count nodes { id description amount date } } }';

const ask = (query: string, acceptEncoding?: string, body?: BodyInit, more = {}) =>
  app.yoga.fetch('http://app.test/api', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
      ...more,
    },
    body: body ?? JSON.stringify({ query }),
  });

describe('answers', () => {
  it('go as brotli when the browser accepts it, and say so', async () => {
    const plain = await (await ask(LARGE, 'identity')).text();
    expect(plain.length).toBeGreaterThan(5000);
    const response = await ask(LARGE, 'gzip, deflate, br, zstd');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
    const packed = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(packed.byteLength);
    expect(packed.byteLength).toBeLessThan(plain.length / 3);
    expect(brotliDecompressSync(packed).toString('utf8')).toBe(plain);
  });

  it('go as gzip when only gzip is accepted, or brotli is refused by its q-value', async () => {
    for (const accepted of ['gzip', 'br;q=0, gzip;q=0.5', 'x-gzip']) {
      const response = await ask(LARGE, accepted);
      expect(response.headers.get('content-encoding'), accepted).toBe('gzip');
      const unpacked = gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
      expect(JSON.parse(unpacked).data.getTransactions.count).toBe(100);
    }
  });

  it('go as they are without Accept-Encoding, or when small', async () => {
    for (const [query, accepted] of [
      [LARGE, undefined],
      [LARGE, 'identity'],
      ['{ __typename }', 'gzip, br'],
    ] as const) {
      const response = await ask(query, accepted);
      expect(response.headers.get('content-encoding'), `${query} ${accepted}`).toBeNull();
      expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
      expect((await response.json()) as object).toHaveProperty('data');
    }
  });
});

it('never inflates a compressed request body: its size is what the body limit counts', async () => {
  const packed = gzipSync(JSON.stringify({ query: '{ __typename }' }));
  const response = await ask('', 'gzip', packed, { 'content-encoding': 'gzip' });
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(await response.text()).not.toContain('"__typename"');
});
