// Venue accounts through the API, against a fake Kraken on 127.0.0.1 that checks every private
// call's signature and nonce: linking an account syncs it, later syncs book the differences as
// transactions, Kraken's errors change nothing, only the owner may sync, credentials never come
// back in an answer or a log line, and the administrator sees the assets Kraken lists that no
// mapping covers.
import type { IncomingMessage } from 'node:http';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { selectRows } from '../../server/db/rows.js';
import { krakenSignature } from '../../server/domain/venues/kraken.js';
import { venueDeps } from '../../server/domain/venues/registry.js';
import { SECRETS_UNREADABLE } from '../../server/lib/secrets.js';
import type { Jobs } from '../../server/jobs/jobs.js';
import { QUEUES, startJobs } from '../../server/jobs/queue.js';
import { venueJobs } from '../../server/jobs/venueJobs.js';
import { log, REDACTED } from '../../server/log.js';
import { fakeServer, type FakeReply, type FakeServer } from './fakeHttp.js';
import { ADMIN_EMAIL, LIST_ENVELOPE, makeApp, type Row, type TestApp } from './helpers.js';
import { L, ledgerCalls, type Ledger } from './ledgerHelpers.js';

// ---------------------------------------------------------------------------------------------
// A fake Kraken: its asset list, and one account per API key
// ---------------------------------------------------------------------------------------------

const ASSETS = {
  XXBT: {
    aclass: 'currency',
    altname: 'XBT',
    decimals: 10,
    display_decimals: 5,
    status: 'enabled',
  },
  XETH: {
    aclass: 'currency',
    altname: 'ETH',
    decimals: 10,
    display_decimals: 5,
    status: 'enabled',
  },
  ZUSD: {
    aclass: 'currency',
    altname: 'ZUSD',
    decimals: 4,
    display_decimals: 2,
    status: 'enabled',
  },
  SOL: { aclass: 'currency', altname: 'SOL', decimals: 10, display_decimals: 5, status: 'enabled' },
  XLTC: {
    aclass: 'currency',
    altname: 'LTC',
    decimals: 10,
    display_decimals: 5,
    collateral_value: 0.75,
    margin_rate: 0.02,
    status: 'enabled',
  },
  PEPE: {
    aclass: 'currency',
    altname: 'PEPE',
    decimals: 2,
    display_decimals: 0,
    status: 'enabled',
  },
  XXDG: {
    aclass: 'currency',
    altname: 'XDG',
    decimals: 8,
    display_decimals: 2,
    status: 'deposit_only',
  },
};

type KrakenAccount = {
  secret: string;
  balances: Record<string, string>;
  /** Instead of the balances (an error Kraken reports, an outage). */
  reply?: FakeReply;
  nonce: bigint;
  calls: number;
};

let kraken: FakeServer;
let assetsReply: () => FakeReply;
const krakenAccounts = new Map<string, KrakenAccount>();

/** Credentials Kraken knows, holding `balances`. */
function krakenAccount(balances: Record<string, string>) {
  const secrets = {
    api_key: `key-${randomBytes(8).toString('hex')}`,
    api_secret: randomBytes(64).toString('base64'),
  };
  const account: KrakenAccount = { secret: secrets.api_secret, balances, nonce: 0n, calls: 0 };
  krakenAccounts.set(secrets.api_key, account);
  return { secrets, account };
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/** Kraken's Balance: the key known, the signature right, the nonce greater than the last. */
async function balance(request: IncomingMessage): Promise<FakeReply> {
  const body = await readBody(request);
  const account = krakenAccounts.get(String(request.headers['api-key']));
  if (!account) return { json: { error: ['EAPI:Invalid key'] } };
  account.calls++;
  const nonce = new URLSearchParams(body).get('nonce') ?? '';
  const sign = krakenSignature('/0/private/Balance', nonce, body, account.secret);
  if (request.headers['api-sign'] !== sign) return { json: { error: ['EAPI:Invalid signature'] } };
  if (BigInt(nonce) <= account.nonce) return { json: { error: ['EAPI:Invalid nonce'] } };
  account.nonce = BigInt(nonce);
  return account.reply ?? { json: { error: [], result: account.balances } };
}

// ---------------------------------------------------------------------------------------------
// The app, its users, and what reaches the console and the job queue
// ---------------------------------------------------------------------------------------------

let app: TestApp;
let admin: Ledger;
let alice: Ledger;
let bob: Ledger;
let kraken_id: string;
const logged: string[] = [];
const announced = { history: [] as string[], held: [] as string[] };
const recordingJobs: Jobs = {
  historyChanged: async (userId) => void announced.history.push(userId),
  instrumentHeld: async (instrumentId) => void announced.held.push(instrumentId),
};

beforeAll(async () => {
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(args.map((a) => (a instanceof Error ? `${a.stack}` : String(a))).join(' '));
    });
  }
  kraken = await fakeServer((url, request) =>
    url.pathname === '/0/private/Balance' ? balance(request) : assetsReply(),
  );
  assetsReply = () => ({ json: { error: [], result: ASSETS } });
  app = await makeApp(
    { KRAKEN_API_URL: kraken.url, PRICE_FETCH_TIMEOUT_MS: '500' },
    { jobs: recordingJobs },
  );
  admin = ledgerCalls(app, await app.signUpVerified(ADMIN_EMAIL));
  alice = ledgerCalls(app, await app.signUpVerified('alice@example.com'));
  bob = ledgerCalls(app, await app.signUpVerified('bob@example.com'));
  // seeded disabled: the administrator enables it, as they would in the app
  kraken_id = (
    await admin.call('query { getVenuesAdmin(where: { slug: "kraken" }) { nodes { id } } }')
  ).nodes![0]!.id as string;
  await admin.ok(
    `mutation ($id: ID!) { updateVenueAdmin(id: $id, name: "Kraken", slug: "kraken",
      description: "Kraken", account_fields: { api_key: "API key", api_secret: "Private key" },
      account_class: crypto, account_type: crypto, connector_slug: "kraken", status: true) { success } }`,
    { id: kraken_id },
  );
  await admin.ok(
    `mutation ($id: ID!) { setInstrumentPriceAdmin(instrument_id: $id, price: "50000") { success } }`,
    { id: await admin.instrumentId('BTC') },
  );
});

afterAll(async () => {
  vi.restoreAllMocks();
  await app.close();
  await kraken.close();
});

const SYNC_CHANGE =
  'asset_id instrument_id ticker symbols balance_before balance_after transaction_id';
const SYNC = `mutation ($id: ID!) { syncAccount(id: $id) { success message errors
  account { id value venue_id venue { id name } }
  added { ${SYNC_CHANGE} } moved { ${SYNC_CHANGE} } unmapped { symbol balance } synced_at } }`;
const UNMAPPED = `query ($venue_id: ID!) { getUnmappedInstrumentsAdmin(venue_id: $venue_id) {
  ${LIST_ENVELOPE} count nodes { altname aclass decimals collateral_value margin_rate display_decimals status } } }`;
const TRANSACTIONS = `query ($account_id: ID) { getTransactions(account_id: $account_id, limit: 100, sort: "created_at:asc") {
  ${LIST_ENVELOPE} count nodes { id asset_id instrument_id transaction_type amount fee description date meta } } }`;

const link = (who: Ledger, secrets: unknown, extra: Record<string, unknown> = {}) =>
  who.call(L.createAccount, {
    name: 'Kraken',
    account_class: 'crypto',
    venue_id: kraken_id,
    secrets,
    ...extra,
  });

/** The account's assets as ticker → balance, and its transactions. */
async function holdings(who: Ledger, accountId: string) {
  const assets = await who.assetsOf(accountId);
  const tickers = new Map<string, string>();
  for (const ticker of ['USD', 'BTC', 'ETH', 'SOL']) {
    tickers.set(await who.instrumentId(ticker), ticker);
  }
  return Object.fromEntries(assets.map((a) => [tickers.get(a.instrument_id as string), a.balance]));
}

const transactionsOf = async (who: Ledger, accountId: string) =>
  (await who.ok(TRANSACTIONS, { account_id: accountId })).nodes!;

const byTicker = (changes: unknown) =>
  [...(changes as Row[])].sort((a, b) => String(a.ticker).localeCompare(String(b.ticker)));

// ---------------------------------------------------------------------------------------------

describe('getUnmappedInstrumentsAdmin', () => {
  it("answers Kraken's assets that no mapping names, by key or altname", async () => {
    const answer = await admin.call(UNMAPPED, { venue_id: kraken_id });
    expect(answer).toMatchObject({ success: true, count: 3 });
    expect(answer.nodes).toEqual([
      {
        altname: 'LTC',
        aclass: 'currency',
        decimals: 10,
        collateral_value: '0.75',
        margin_rate: '0.02',
        display_decimals: 5,
        status: 'enabled',
      },
      {
        altname: 'PEPE',
        aclass: 'currency',
        decimals: 2,
        collateral_value: null,
        margin_rate: null,
        display_decimals: 0,
        status: 'enabled',
      },
      expect.objectContaining({ altname: 'XDG', status: 'deposit_only' }),
    ]);
    // A mapping by altname covers it, active or not yet.
    const doge = await admin.ok(
      `mutation { createInstrumentAdmin(name: "Dogecoin", ticker: "DOGE", type: crypto, decimals: 8, status: true) { success instrument { id } } }`,
      {},
    );
    await admin.ok(
      `mutation ($i: ID!, $v: ID!) { createMappingAdmin(instrument_id: $i, venue_id: $v, symbol: "xdg") { success } }`,
      { i: doge.instrument!.id, v: kraken_id },
    );
    const after = await admin.call(UNMAPPED, { venue_id: kraken_id });
    expect(after.nodes!.map((n) => n.altname)).toEqual(['LTC', 'PEPE']);
  });

  it("answers Kraken's errors as a plain message", async () => {
    const cases: [FakeReply, string][] = [
      [{ status: 502, text: 'Bad gateway' }, 'Kraken is not available right now: try again later'],
      [
        { json: { error: [], result: { XXBT: 'x' } } },
        'Kraken answered with an error: try again later',
      ],
      [{ text: 'not json' }, 'Kraken answered with an error: try again later'],
      ['hang', 'Kraken is not available right now: try again later'],
      // Its own words never: an error quoting what it was sent is the app's message.
      [
        { json: { error: ['EGeneral:Invalid arguments: key AAAABBBBCCCCDDDDEEEEFFFFGGGG'] } },
        'Kraken answered with an error: try again later',
      ],
    ];
    try {
      for (const [reply, message] of cases) {
        assetsReply = () => reply;
        expect(await admin.call(UNMAPPED, { venue_id: kraken_id })).toEqual({
          success: false,
          message,
          errors: [message],
          count: 0,
          nodes: [],
        });
      }
    } finally {
      assetsReply = () => ({ json: { error: [], result: ASSETS } });
    }
  });

  it('answers an unknown venue as not found, and says when a venue has no connector', async () => {
    const missing = await admin.call(UNMAPPED, {
      venue_id: '00000000-0000-0000-0000-000000000000',
    });
    expect(missing).toMatchObject({ success: false, message: 'Not found', nodes: [] });
    const venue = await admin.ok(
      `mutation { createVenueAdmin(name: "Manual Bank", slug: "manual-bank", description: "d",
        account_fields: {login: "Login"}, account_class: bank, account_type: bank, status: true) { success venue { id } } }`,
      {},
    );
    expect(await admin.call(UNMAPPED, { venue_id: venue.venue!.id })).toMatchObject({
      success: false,
      message: 'Manual Bank has no connector to list its assets',
    });
  });
});

describe('linking an account', () => {
  it('checks the venue, the class, the balance and every credential field, storing nothing', async () => {
    const before = (await alice.call(L.accounts)).count;
    const fields = async (secrets: unknown, extra: Record<string, unknown> = {}) =>
      (await link(alice, secrets, extra)).field_errors;
    expect(await fields(undefined)).toEqual([
      { field: 'secrets', message: 'Kraken credentials are required' },
    ]);
    expect(await fields({ api_key: '  ' })).toEqual([
      { field: 'secrets.api_key', message: 'API key is required' },
      { field: 'secrets.api_secret', message: 'Private key is required' },
    ]);
    expect(await fields({ api_key: 'k', api_secret: 's', passphrase: 'p' })).toEqual([
      { field: 'secrets.passphrase', message: 'Kraken accounts take no "passphrase"' },
    ]);
    expect(await fields({ api_key: 'k', api_secret: 'x'.repeat(1001) })).toEqual([
      { field: 'secrets.api_secret', message: 'Private key is too long' },
    ]);
    expect(
      await fields({ api_key: 'k', api_secret: 's' }, { account_class: 'bank', value: '5' }),
    ).toEqual([
      { field: 'account_class', message: 'A Kraken account is of class crypto' },
      {
        field: 'value',
        message: "A linked account's balances come from the venue: leave the balance out",
      },
    ]);
    const hidden = await admin.ok(
      `mutation { createVenueAdmin(name: "Hidden", slug: "hidden", description: "d", connector_slug: "kraken",
        account_fields: {api_key: "API key"}, account_class: crypto, account_type: crypto) { success venue { id } } }`,
      {},
    );
    for (const venue_id of [hidden.venue!.id, '00000000-0000-0000-0000-000000000000']) {
      expect(await fields({ api_key: 'k' }, { venue_id })).toEqual([
        { field: 'venue_id', message: 'Venue not found' },
      ]);
    }
    expect((await alice.call(L.accounts)).count).toBe(before);
  });

  it('creates the account and syncs it: one asset per instrument, each balance a transaction', async () => {
    const { secrets } = krakenAccount({
      ZUSD: '100.0000',
      XXBT: '0.5000000000',
      XETH: '2.0000000000',
      PEPE: '1000.00',
      XLTC: '0.0000000000',
    });
    announced.history.length = announced.held.length = 0;
    const answer = await link(alice, secrets);
    expect(answer).toMatchObject({
      success: true,
      message:
        'Account linked and synced: 3 balances booked; not booked for want of a mapping: PEPE',
      account: {
        name: 'Kraken',
        account_class: 'crypto',
        account_type: 'crypto',
        venue_id: kraken_id,
        venue: { id: kraken_id, name: 'Kraken' },
        instrument: { ticker: 'USD' },
        // The account's own currency: what ZUSD holds.
        value: '100',
        initial_value: '0',
      },
    });
    const id = answer.account!.id as string;
    expect(await holdings(alice, id)).toEqual({ USD: '100', BTC: '0.5', ETH: '2' });
    const booked = await transactionsOf(alice, id);
    expect(booked.map((t) => [t.transaction_type, t.amount, t.description])).toEqual(
      expect.arrayContaining([
        ['credit', '100', 'Kraken balance sync'],
        ['credit', '0.5', 'Kraken balance sync'],
        ['credit', '2', 'Kraken balance sync'],
      ]),
    );
    expect(booked).toHaveLength(3);
    // Values follow prices as everywhere in the ledger.
    const btc = await alice.instrumentId('BTC');
    expect((await alice.assetsOf(id)).find((a) => a.instrument_id === btc)).toMatchObject({
      name: 'Bitcoin',
      balance: '0.5',
      unit_price: '50000',
      value: '25000',
    });
    // The instruments newly held get their prices; the history is repaired.
    expect(announced.history).toContain(await userId(alice));
    expect(new Set(announced.held)).toEqual(
      new Set([
        await alice.instrumentId('USD'),
        await alice.instrumentId('BTC'),
        await alice.instrumentId('ETH'),
      ]),
    );
  });

  it('keeps an account Kraken refuses and says why it holds nothing yet', async () => {
    const answer = await link(alice, { api_key: 'unknown-key', api_secret: 'c2VjcmV0' });
    expect(answer).toMatchObject({
      success: true,
      message:
        'Account linked, but its first sync failed: Kraken refused the API key: check the API key and the private key',
      account: { value: '0' },
    });
    await alice.ok(L.deleteAccount, { id: answer.account!.id });
  });
});

/** The user id behind a token (what the jobs are told). */
async function userId(who: Ledger): Promise<string> {
  return (await who.ok('query { getMe { success user { uuid } } }', {})).user!.uuid as string;
}

describe('syncAccount', () => {
  let accountId: string;
  let state: KrakenAccount;
  let secrets: { api_key: string; api_secret: string };

  beforeAll(async () => {
    ({ secrets, account: state } = krakenAccount({ ZUSD: '100', XXBT: '0.5', XETH: '2' }));
    const linked = await link(alice, secrets, { name: 'Kraken main' });
    expect(linked.message).toBe('Account linked and synced: 3 balances booked');
    accountId = linked.account!.id as string;
  });

  it('books the differences: credits, debits, new holdings, holdings gone; reports what no mapping covers', async () => {
    state.balances = { ZUSD: '40', XXBT: '0.75', SOL: '10', 'XBT.F': '0.05', PEPE: '1000' };
    announced.history.length = announced.held.length = 0;
    const answer = await alice.call(SYNC, { id: accountId });
    expect(answer).toMatchObject({
      success: true,
      message: '4 balances booked',
      errors: [],
      account: { id: accountId, value: '40', venue: { name: 'Kraken' } },
      unmapped: [{ symbol: 'PEPE', balance: '1000' }],
    });
    expect(Date.parse(answer.synced_at as string)).toBeGreaterThan(Date.now() - 60_000);
    const ids = {
      USD: await alice.instrumentId('USD'),
      BTC: await alice.instrumentId('BTC'),
      ETH: await alice.instrumentId('ETH'),
      SOL: await alice.instrumentId('SOL'),
    };
    expect(byTicker(answer.added)).toEqual([
      expect.objectContaining({
        ticker: 'SOL',
        instrument_id: ids.SOL,
        symbols: ['SOL'],
        balance_before: '0',
        balance_after: '10',
      }),
    ]);
    expect(
      byTicker(answer.moved).map((c) => [c.ticker, c.symbols, c.balance_before, c.balance_after]),
    ).toEqual([
      // Staked bitcoin (XBT.F) counts with the rest.
      ['BTC', ['XXBT', 'XBT.F'], '0.5', '0.8'],
      // Kraken no longer reports ether: it holds none.
      ['ETH', [], '2', '0'],
      ['USD', ['ZUSD'], '100', '40'],
    ]);
    expect(await holdings(alice, accountId)).toEqual({
      USD: '40',
      BTC: '0.8',
      ETH: '0',
      SOL: '10',
    });
    const booked = await transactionsOf(alice, accountId);
    const latest = booked.slice(3);
    expect(latest.map((t) => [t.transaction_type, t.amount, t.fee]).sort()).toEqual(
      [
        ['credit', '0.3', '0'],
        ['credit', '10', '0'],
        ['debit', '2', '0'],
        ['debit', '60', '0'],
      ].sort(),
    );
    const changes = [...(answer.added as Row[]), ...(answer.moved as Row[])];
    expect(new Set(changes.map((c) => c.transaction_id))).toEqual(new Set(latest.map((t) => t.id)));
    expect(latest.find((t) => t.amount === '0.3')!.meta).toEqual({
      venue_sync: { venue_id: kraken_id, symbols: ['XXBT', 'XBT.F'] },
    });
    expect((await alice.assetsOf(accountId)).find((a) => a.balance === '0.8')).toMatchObject({
      value: '40000',
    });
    expect(announced.history).toEqual([await userId(alice)]);
    expect(announced.held).toEqual([ids.SOL]);
  });

  it('books nothing when nothing changed', async () => {
    const before = (await transactionsOf(alice, accountId)).length;
    announced.history.length = 0;
    expect(await alice.call(SYNC, { id: accountId })).toMatchObject({
      success: true,
      message: 'Balances are up to date',
      added: [],
      moved: [],
    });
    expect(await transactionsOf(alice, accountId)).toHaveLength(before);
    expect(announced.history).toEqual([]);
  });

  const refusals: [string, FakeReply, string][] = [
    [
      'an invalid key',
      { json: { error: ['EAPI:Invalid key'] } },
      'Kraken refused the API key: check the API key and the private key',
    ],
    [
      'a permission it lacks',
      { json: { error: ['EGeneral:Permission denied'] } },
      'Kraken denied permission: the API key must be allowed to query funds',
    ],
    [
      'a rate limit',
      { json: { error: ['EAPI:Rate limit exceeded'] } },
      "Kraken's rate limit was reached: try again in a few minutes",
    ],
    [
      'a nonce out of order',
      { json: { error: ['EAPI:Invalid nonce'] } },
      'Kraken refused the request as out of order (invalid nonce): give this app an API key of its own',
    ],
    [
      'HTTP 500',
      { status: 500, text: 'oops' },
      'Kraken is not available right now: try again later',
    ],
    ['a timeout', 'hang', 'Kraken is not available right now: try again later'],
    [
      'a malformed answer',
      { json: { error: [], result: { XXBT: 'lots' } } },
      'Kraken answered with an error: try again later',
    ],
    [
      'another error',
      { json: { error: ['EGeneral:Internal error'] } },
      'Kraken answered with an error: try again later',
    ],
  ];

  it.each(refusals)('changes nothing on %s and says so plainly', async (_case, reply, message) => {
    const before = {
      holdings: await holdings(alice, accountId),
      transactions: (await transactionsOf(alice, accountId)).length,
      account: await alice.getAccount(accountId),
    };
    state.balances = { ZUSD: '1', XXBT: '9' };
    state.reply = reply;
    announced.history.length = 0;
    try {
      expect(await alice.call(SYNC, { id: accountId })).toEqual({
        success: false,
        message,
        errors: [message],
        account: null,
        added: [],
        moved: [],
        unmapped: [],
        synced_at: null,
      });
    } finally {
      state.reply = undefined;
      state.balances = { ZUSD: '40', XXBT: '0.75', SOL: '10', 'XBT.F': '0.05', PEPE: '1000' };
    }
    expect(await holdings(alice, accountId)).toEqual(before.holdings);
    expect(await transactionsOf(alice, accountId)).toHaveLength(before.transactions);
    expect(await alice.getAccount(accountId)).toEqual(before.account);
    expect(announced.history).toEqual([]);
  });

  it('never answers what Kraken said, which may quote the key: it logs it, redacted', async () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
    const echo = (key: string, secret: string): FakeReply => ({
      json: { error: [`EGeneral:Invalid arguments: API-Key ${key} API-Sign ${secret}`] },
    });
    try {
      state.reply = echo(secrets.api_key, secrets.api_secret);
      const answer = await alice.call(SYNC, { id: accountId });
      expect(answer).toMatchObject({
        success: false,
        message: 'Kraken answered with an error: try again later',
      });
      // Linking an account whose first sync meets the same answer.
      const echoing = krakenAccount({ ZUSD: '1' });
      echoing.account.reply = echo(echoing.secrets.api_key, echoing.secrets.api_secret);
      const linked = await link(alice, echoing.secrets, { name: 'Kraken echo' });
      expect(linked.message).toBe(
        'Account linked, but its first sync failed: Kraken answered with an error: try again later',
      );
      // The hourly job's line says the same (through the console, checked for keys at the end).
      const jobs = venueJobs({
        ...venueDeps(app.db, app.config),
        jobs: recordingJobs,
        log: console,
      });
      await jobs.syncAll();
      expect(logged).toContain(
        `Venue sync of account ${linked.account!.id} failed: Kraken answered with an error: try again later`,
      );

      const answered = JSON.stringify([answer, linked]);
      const logLines = JSON.stringify(warn.mock.calls);
      for (const text of [answered, logLines]) {
        for (const secret of [...Object.values(secrets), ...Object.values(echoing.secrets)]) {
          expect(text).not.toContain(secret);
        }
      }
      expect(answered).not.toContain('Invalid arguments');
      // The server's log has what Kraken said, with the credentials blotted out.
      expect(warn).toHaveBeenCalledWith(
        {
          venue: 'Kraken',
          account_id: accountId,
          kind: 'venue',
          venue_said: `Kraken: error on Balance: EGeneral:Invalid arguments: API-Key ${REDACTED} API-Sign ${REDACTED}`,
        },
        'Kraken answered with an error: try again later',
      );
    } finally {
      state.reply = undefined;
      warn.mockRestore();
    }
  });

  it("is the owner's alone; a manual account has nothing to sync", async () => {
    const calls = state.calls;
    expect(await bob.call(SYNC, { id: accountId })).toMatchObject({
      success: false,
      message: 'Not found',
      account: null,
    });
    expect(await bob.call(SYNC, { id: 'not-a-uuid' })).toMatchObject({ message: 'Not found' });
    expect(state.calls).toBe(calls);
    expect((await app.errorCode(SYNC, { id: accountId })).code).toBe('UNAUTHENTICATED');
    const manual = await alice.account('Wallet', '5');
    expect(await alice.call(SYNC, { id: manual.id })).toMatchObject({
      success: false,
      message: 'This account is not linked to a venue',
    });
  });

  it("refuses credentials copied from another account: they are bound to their owner's account", async () => {
    const own = krakenAccount({ ZUSD: '7' });
    const bobs = await link(bob, own.secrets);
    expect(bobs.message).toBe('Account linked and synced: 1 balance booked');
    await app.db.execute(sql`
      UPDATE accounts SET secrets_encrypted = (SELECT secrets_encrypted FROM accounts WHERE id = ${accountId})
       WHERE id = ${bobs.account!.id as string}`);
    const calls = state.calls;
    expect(await bob.call(SYNC, { id: bobs.account!.id })).toMatchObject({
      success: false,
      message: SECRETS_UNREADABLE,
    });
    // Even Alice's own credentials on another of her accounts.
    const second = await link(alice, krakenAccount({}).secrets, { name: 'Second' });
    await app.db.execute(sql`
      UPDATE accounts SET secrets_encrypted = (SELECT secrets_encrypted FROM accounts WHERE id = ${accountId})
       WHERE id = ${second.account!.id as string}`);
    expect(await alice.call(SYNC, { id: second.account!.id })).toMatchObject({
      success: false,
      message: SECRETS_UNREADABLE,
    });
    expect(state.calls).toBe(calls);
  });

  it('never answers the credentials, whichever way the account is read', async () => {
    const answers: unknown[] = [
      await alice.call(L.account, { id: accountId }),
      await alice.call(L.accounts, { limit: 100 }),
      await alice.call(L.assets, { account_id: accountId, limit: 100 }),
      await alice.call(TRANSACTIONS, { account_id: accountId }),
      await alice.call(SYNC, { id: accountId }),
      await alice.call(L.updateAccount, { id: accountId, name: 'Kraken renamed' }),
      await alice.call('query { getDashboardSummary { success net_worth } }'),
    ];
    const [stored] = await selectRows<{ sealed: string }>(
      app.db,
      sql`SELECT secrets_encrypted AS sealed FROM accounts WHERE id = ${accountId}`,
    );
    expect(stored!.sealed).toMatch(/^v1:/);
    const text = JSON.stringify(answers);
    for (const secret of [secrets.api_key, secrets.api_secret, stored!.sealed, 'v1:']) {
      expect(text).not.toContain(secret);
    }
    for (const field of ['secrets', 'secrets_encrypted']) {
      const response = await app.gql(
        `query ($id: ID!) { getAccount(id: $id) { account { id ${field} } } }`,
        { id: accountId },
        alice.token,
      );
      expect(response.errors![0]!.message).toBe(`Cannot query field "${field}" on type "Account".`);
    }
    expect(
      await alice.call(L.accounts, { where: { secrets_encrypted_null: false } }),
    ).toMatchObject({ success: false, message: 'Cannot filter by "secrets_encrypted_null"' });
  });
});

describe('the hourly sync (venues-sync)', () => {
  it('syncs every linked account in turn, logging a refusal in one line without credentials', async () => {
    const { secrets, account } = krakenAccount({ ZUSD: '1' });
    const linked = await link(bob, secrets, { name: 'Bob Kraken' });
    account.balances = { ZUSD: '2' };
    const refused = krakenAccount({ ZUSD: '1' });
    const other = await link(bob, refused.secrets, { name: 'Bob refused' });
    refused.account.reply = { json: { error: ['EGeneral:Permission denied'] } };
    // Through the console, which this file captures (and checks for credentials at the end).
    const jobs = venueJobs({ ...venueDeps(app.db, app.config), jobs: recordingJobs, log: console });
    const result = await jobs.syncAll();
    expect(result.failed).toBeGreaterThanOrEqual(1);
    expect(result.synced).toBeGreaterThanOrEqual(1);
    expect(await bob.getAccount(linked.account!.id as string)).toMatchObject({ value: '2' });
    expect(logged).toContain(
      `Venue sync of account ${other.account!.id} failed: Kraken denied permission: the API key must be allowed to query funds`,
    );
  });

  it('is scheduled hourly on its own queue', async () => {
    const queue = await startJobs({
      database: app.database,
      config: app.config,
      work: false,
      pollingIntervalSeconds: 0.5,
      log: { info: () => {}, warn: () => {}, error: () => {} },
    });
    try {
      const schedules = await queue.boss.getSchedules();
      expect(schedules.find((s) => s.name === QUEUES.venues)).toMatchObject({ cron: '45 * * * *' });
      expect(await queue.boss.getQueue(QUEUES.venues)).toMatchObject({ policy: 'stately' });
    } finally {
      await queue.boss.clearStorage();
      await queue.stop(5000);
    }
  });
});

describe('the console', () => {
  it('never saw a credential', async () => {
    const text = logged.join('\n');
    for (const [key, account] of krakenAccounts) {
      expect(text).not.toContain(key);
      expect(text).not.toContain(account.secret);
    }
    const sealed = await selectRows<{ sealed: string }>(
      app.db,
      sql`SELECT secrets_encrypted AS sealed FROM accounts WHERE secrets_encrypted IS NOT NULL`,
    );
    for (const { sealed: one } of sealed) expect(text).not.toContain(one);
  });
});
