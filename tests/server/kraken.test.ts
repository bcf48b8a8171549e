// The Kraken connector against a fake Kraken on 127.0.0.1: private calls signed as Kraken
// documents (its published test vector), nonces that always grow, the public asset list and an
// account's balances as exact decimals, and every way Kraken fails said in plain words.
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VENUE_ERROR_MESSAGES,
  VenueError,
  redactVenueText,
  type Connector,
} from '../../server/domain/venues/connector.js';
import { REDACTED } from '../../server/log.js';
import { krakenConnector, krakenSignature, nextNonce } from '../../server/domain/venues/kraken.js';
import { closedPort, fakeServer, type FakeReply, type FakeServer } from './fakeHttp.js';

/** From Kraken's REST docs, "Authentication". */
const VECTOR = {
  secret:
    'kQH5HW/8p1uGOVjbgWA7FunAmGO8lsSUXNsu3eow76sz84Q18fWxnyRzBHCd3pd5nE9qa99HAZtuZuj6F1huXg==',
  nonce: '1616492376594',
  body: 'nonce=1616492376594&ordertype=limit&pair=XBTUSD&price=37500&type=buy&volume=1.25',
  path: '/0/private/AddOrder',
  sign: '4/dpxb3iT4tp/ZCVEwSnEsLxx0bqyhLpdfOpc6fn7OR8+UClSV5n9E6aSS8MPtnRfp32bAb0nmbRn6H8ndwLUQ==',
};

const API_KEY = 'test-api-key';
const API_SECRET = Buffer.alloc(64, 3).toString('base64');
const SECRETS = { api_key: API_KEY, api_secret: API_SECRET };

let kraken: FakeServer;
/** What the fake answers: Assets, and a private call that is signed right. */
let reply: () => FakeReply;
/** The private calls it received: their headers and bodies. */
let received: { key: string; sign: string; body: string }[];

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

beforeAll(async () => {
  kraken = await fakeServer(async (url, request) => {
    if (url.pathname === '/0/public/Assets') return reply();
    const body = await readBody(request);
    const key = String(request.headers['api-key']);
    const sign = String(request.headers['api-sign']);
    received.push({ key, sign, body });
    const nonce = new URLSearchParams(body).get('nonce') ?? '';
    if (sign !== krakenSignature(url.pathname, nonce, body, API_SECRET)) {
      return { json: { error: ['EAPI:Invalid signature'] } };
    }
    return reply();
  });
});

afterAll(() => kraken.close());

const connector = (timeoutMs = 2000, krakenApiUrl = kraken.url): Connector =>
  krakenConnector({ krakenApiUrl, timeoutMs });

/** The VenueError a call rejects with (the test fails when it resolves). */
async function failure(promise: Promise<unknown>): Promise<VenueError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(VenueError);
  return error as VenueError;
}

describe('signing', () => {
  it("matches Kraken's published test vector", () => {
    expect(krakenSignature(VECTOR.path, VECTOR.nonce, VECTOR.body, VECTOR.secret)).toBe(
      VECTOR.sign,
    );
  });

  it('makes nonces that always grow: milliseconds × 1000, counting within a millisecond', () => {
    const now = Date.now() + 60_000;
    const first = BigInt(nextNonce(now));
    expect(first).toBe(BigInt(now) * 1000n);
    const same = [nextNonce(now), nextNonce(now), nextNonce(now)].map(BigInt);
    expect(same).toEqual([first + 1n, first + 2n, first + 3n]);
    // A clock set back still grows.
    expect(BigInt(nextNonce(now - 5000))).toBe(first + 4n);
    expect(BigInt(nextNonce(now + 1))).toBe((BigInt(now) + 1n) * 1000n);
  });
});

describe('Balance', () => {
  it('POSTs a signed nonce and answers the balances as exact decimals', async () => {
    received = [];
    reply = () => ({
      // Raw text: the digits must not pass through a float.
      text: '{"error":[],"result":{"ZUSD":"171288.6158","XXBT":"0.1234567891","XETH":0.30000000000000004}}',
    });
    const balances = await connector().balances(SECRETS);
    expect(balances).toEqual([
      { symbol: 'ZUSD', balance: '171288.6158' },
      { symbol: 'XXBT', balance: '0.1234567891' },
      { symbol: 'XETH', balance: '0.30000000000000004' },
    ]);
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call!.key).toBe(API_KEY);
    expect(call!.body).toMatch(/^nonce=\d+$/);
    const nonce = call!.body.slice('nonce='.length);
    expect(call!.sign).toBe(krakenSignature('/0/private/Balance', nonce, call!.body, API_SECRET));
    expect(kraken.requests.at(-1)!.pathname).toBe('/0/private/Balance');
  });

  it('signs each call with a greater nonce', async () => {
    received = [];
    reply = () => ({ json: { error: [], result: {} } });
    await Promise.all([1, 2, 3].map(() => connector().balances(SECRETS)));
    const nonces = received.map((call) => BigInt(call.body.slice('nonce='.length)));
    expect(new Set(nonces).size).toBe(3);
  });

  it('refuses credentials without both fields before asking Kraken', async () => {
    received = [];
    const error = await failure(connector().balances({ api_key: API_KEY }));
    expect(error).toMatchObject({ kind: 'incomplete_key' });
    expect(error.message).toBe("This account's credentials lack the API key or the private key");
    expect(received).toEqual([]);
  });

  const refusals: [string, FakeReply, string, string][] = [
    [
      'an invalid key',
      { json: { error: ['EAPI:Invalid key'] } },
      'invalid_key',
      'Kraken refused the API key: check the API key and the private key',
    ],
    [
      'a permission it lacks',
      { json: { error: ['EGeneral:Permission denied'] } },
      'permission',
      'Kraken denied permission: the API key must be allowed to query funds',
    ],
    [
      'a rate limit',
      { json: { error: ['EAPI:Rate limit exceeded'] } },
      'rate_limit',
      "Kraken's rate limit was reached: try again in a few minutes",
    ],
    [
      'HTTP 429',
      { status: 429, headers: { 'retry-after': '30' }, text: 'slow down' },
      'rate_limit',
      "Kraken's rate limit was reached: try again in a few minutes",
    ],
    [
      'a nonce out of order',
      { json: { error: ['EAPI:Invalid nonce'] } },
      'nonce',
      'Kraken refused the request as out of order (invalid nonce): give this app an API key of its own',
    ],
    [
      'an error array on an HTTP error',
      { status: 403, json: { error: ['EGeneral:Permission denied'] } },
      'permission',
      'Kraken denied permission: the API key must be allowed to query funds',
    ],
    [
      'HTTP 502',
      { status: 502, text: 'Bad gateway' },
      'unreachable',
      'Kraken is not available right now: try again later',
    ],
    [
      'its service unavailable',
      { json: { error: ['EService:Unavailable'] } },
      'unreachable',
      'Kraken is not available right now: try again later',
    ],
    [
      'another error',
      { json: { error: ['EGeneral:Internal error'] } },
      'venue',
      'Kraken answered with an error: try again later',
    ],
    [
      'an answer that is not JSON',
      { text: '<html>maintenance</html>' },
      'venue',
      'Kraken answered with an error: try again later',
    ],
    [
      'a balance that is not a number',
      { json: { error: [], result: { XXBT: 'lots' } } },
      'venue',
      'Kraken answered with an error: try again later',
    ],
    [
      'an answer without a result',
      { json: { error: [] } },
      'venue',
      'Kraken answered with an error: try again later',
    ],
  ];

  it.each(refusals)('says %s in plain words', async (_case, answer, kind, message) => {
    reply = () => answer;
    const error = await failure(connector().balances(SECRETS));
    expect({ kind: error.kind, message: error.message }).toEqual({ kind, message });
    expect(error.message).not.toContain(API_KEY);
  });

  it("keeps Kraken's words out of the message: they are the detail, for the log redacted", async () => {
    const echoes: [FakeReply, string][] = [
      [
        { json: { error: [`EGeneral:Invalid arguments:key ${API_KEY} sign ${API_SECRET}`] } },
        'EGeneral:Invalid arguments:key',
      ],
      [{ status: 400, json: { message: `no such key: ${API_KEY}` } }, 'no such key:'],
      [
        { status: 401, json: { error: [`EAPI:Invalid key ${encodeURIComponent(API_SECRET)}`] } },
        'EAPI:Invalid key',
      ],
    ];
    for (const [echo, said] of echoes) {
      reply = () => echo;
      const error = await failure(connector().balances(SECRETS));
      expect(Object.values(VENUE_ERROR_MESSAGES).map((m) => m('Kraken'))).toContain(error.message);
      expect(error.message).not.toContain(said);
      expect(error.detail).toContain(said);
      const logged = redactVenueText(error.detail, Object.values(SECRETS));
      expect(logged).toContain(REDACTED);
      for (const secret of [API_KEY, API_SECRET, encodeURIComponent(API_SECRET)]) {
        expect(logged).not.toContain(secret);
      }
    }
    // Without the credentials at hand, anything shaped like a key is blotted out all the same.
    expect(redactVenueText(`EAPI:Invalid key ${'k'.repeat(56)}\nnext line`)).toBe(
      `EAPI:Invalid key ${REDACTED} next line`,
    );
  });

  it('says a wrong private key is an invalid key (Kraken checks the signature)', async () => {
    reply = () => ({ json: { error: [], result: {} } });
    const other = Buffer.alloc(64, 9).toString('base64');
    const error = await failure(connector().balances({ api_key: API_KEY, api_secret: other }));
    expect(error).toMatchObject({ kind: 'invalid_key' });
  });

  it('gives up on a Kraken that does not answer in time', async () => {
    reply = () => 'hang';
    const started = Date.now();
    const error = await failure(connector(300).balances(SECRETS));
    expect(error).toMatchObject({
      kind: 'unreachable',
      message: 'Kraken is not available right now: try again later',
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('says an unreachable Kraken is unreachable', async () => {
    const error = await failure(connector(2000, await closedPort()).balances(SECRETS));
    expect(error).toMatchObject({
      kind: 'unreachable',
      message: 'Kraken is not available right now: try again later',
    });
  });
});

describe('Assets', () => {
  it('answers every asset with its numbers exact, margin_rate where Kraken gives one', async () => {
    reply = () => ({
      text: `{"error":[],"result":{
        "XXBT":{"aclass":"currency","altname":"XBT","decimals":10,"display_decimals":5,"collateral_value":1,"status":"enabled"},
        "ZUSD":{"aclass":"currency","altname":"ZUSD","decimals":4,"display_decimals":2,"collateral_value":1.0,"status":"enabled","margin_rate":0.02},
        "PEPE":{"aclass":"currency","altname":"PEPE","decimals":10,"display_decimals":2,"status":"deposit_only"}}}`,
    });
    expect(await connector().assets()).toEqual([
      {
        symbol: 'XXBT',
        altname: 'XBT',
        aclass: 'currency',
        decimals: 10,
        display_decimals: 5,
        collateral_value: '1',
        margin_rate: null,
        status: 'enabled',
      },
      {
        symbol: 'ZUSD',
        altname: 'ZUSD',
        aclass: 'currency',
        decimals: 4,
        display_decimals: 2,
        collateral_value: '1',
        margin_rate: '0.02',
        status: 'enabled',
      },
      {
        symbol: 'PEPE',
        altname: 'PEPE',
        aclass: 'currency',
        decimals: 10,
        display_decimals: 2,
        collateral_value: null,
        margin_rate: null,
        status: 'deposit_only',
      },
    ]);
    expect(kraken.requests.at(-1)!.pathname).toBe('/0/public/Assets');
  });

  it('calls an asset without what Kraken documents malformed', async () => {
    reply = () => ({
      json: { error: [], result: { XXBT: { altname: 'XBT', decimals: 'ten' } } },
    });
    expect(await failure(connector().assets())).toMatchObject({
      kind: 'venue',
      message: 'Kraken answered with an error: try again later',
    });
  });

  it('says an error of the public API in plain words too', async () => {
    reply = () => ({ json: { error: ['EGeneral:Too many requests'] } });
    expect(await failure(connector().assets())).toMatchObject({ kind: 'rate_limit' });
    reply = () => ({ status: 503, text: 'down' });
    expect(await failure(connector().assets())).toMatchObject({ kind: 'unreachable' });
  });
});
