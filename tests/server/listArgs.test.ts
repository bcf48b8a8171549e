// The generic list arguments (sort, where, start, limit), through real list operations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instruments } from '../../server/db/schema.js';
import { parseListArgs } from '../../server/domain/lists.js';
import {
  ADMIN_EMAIL,
  CATEGORIES,
  LIST_ENVELOPE,
  makeApp,
  type GqlResponse,
  type TestApp,
} from './helpers.js';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await makeApp();
  admin = await app.signUpVerified(ADMIN_EMAIL);
  for (const category of ['50%_off', '50 off', 'back\\slash', 'Zebra']) {
    await app.call(
      'mutation ($c: String!) { createCategory(category: $c) { success } }',
      { c: category },
      admin,
    );
  }
});
afterAll(() => app.close());

const INSTRUMENTS = `query ($sort: String, $where: JSON, $start: Int, $limit: Int) {
  getInstruments(sort: $sort, where: $where, start: $start, limit: $limit) { ${LIST_ENVELOPE} count nodes { ticker decimals type } } }`;

async function tickers(variables: Record<string, unknown>) {
  const answer = await app.call(INSTRUMENTS, variables, admin);
  expect(answer.success).toBe(true);
  return answer.nodes!.map((n) => n.ticker);
}

async function categories(where: Record<string, unknown>) {
  const answer = await app.call(CATEGORIES, { where, sort: 'category:asc' }, admin);
  expect(answer.success).toBe(true);
  return answer.nodes!.map((n) => n.category);
}

describe('sort', () => {
  it('orders by one or more whitelisted fields', async () => {
    expect(await tickers({ sort: 'ticker:desc', limit: 3 })).toEqual(['ZAR', 'USDT', 'USDC']);
    expect(
      await tickers({ sort: 'type:asc, decimals:desc, ticker', where: { type: 'crypto' } }),
    ).toEqual(['ETH', 'DOT', 'SOL', 'BTC', 'ADA', 'USDC', 'USDT']);
    expect(await tickers({ sort: 'ticker:ASC', limit: 2 })).toEqual(['ADA', 'AUD']);
  });

  it('refuses fields that are not sortable and orders that are not asc or desc', async () => {
    expect(await app.call(INSTRUMENTS, { sort: 'password_hash:asc' }, admin)).toEqual({
      success: false,
      message: 'Cannot sort by "password_hash"',
      errors: ['Cannot sort by "password_hash"'],
      count: 0,
      nodes: [],
    });
    expect((await app.call(INSTRUMENTS, { sort: 'ticker:sideways' }, admin)).message).toBe(
      'Sort order of "ticker" must be asc or desc',
    );
    expect(
      (
        await app.call(
          'query { getUsersAdmin(sort: "password_hash:desc") { success message } }',
          {},
          admin,
        )
      ).message,
    ).toBe('Cannot sort by "password_hash"');
  });
});

describe('where', () => {
  it('treats a plain field as eq, null as IS NULL', async () => {
    expect(await tickers({ where: { ticker: 'BTC' } })).toEqual(['BTC']);
    expect(await tickers({ where: { type: 'fiat', decimals: 0 } })).toEqual(['ISK', 'JPY', 'KRW']);
    const venues = await app.call(
      'query ($w: JSON) { getVenuesAdmin(where: $w) { count } }',
      { w: { connector_slug: null } },
      admin,
    );
    expect(venues.count).toBe(0);
  });

  it('maps field_operator to comparisons', async () => {
    const sort = 'ticker:asc';
    expect(await tickers({ sort, where: { type: 'crypto', ticker_ne: 'BTC' } })).toEqual([
      'ADA',
      'DOT',
      'ETH',
      'SOL',
      'USDC',
      'USDT',
    ]);
    expect(await tickers({ sort, where: { decimals_gt: 8 } })).toEqual(['DOT', 'ETH', 'SOL']);
    expect(await tickers({ sort, where: { decimals_gte: 8, decimals_lt: 18 } })).toEqual([
      'BTC',
      'DOT',
      'SOL',
    ]);
    expect(await tickers({ sort, where: { decimals_lte: 0 } })).toEqual(['ISK', 'JPY', 'KRW']);
    expect(await tickers({ sort, where: { ticker_in: ['USD', 'EUR', 'XXX'] } })).toEqual([
      'EUR',
      'USD',
    ]);
    expect(
      await tickers({ sort, where: { type: 'fiat', decimals: 0, ticker_nin: ['ISK', 'EUR'] } }),
    ).toEqual(['JPY', 'KRW']);
    expect(await tickers({ sort, where: { ticker_in: [] } })).toEqual([]);
    expect(await tickers({ sort, where: { ticker_startsWith: 'us' } })).toEqual([
      'USD',
      'USDC',
      'USDT',
    ]);
    const venues = await app.call(
      'query ($w: JSON) { getVenuesAdmin(where: $w) { count } }',
      { w: { connector_slug_null: false } },
      admin,
    );
    expect(venues.count).toBe(1);
  });

  it('matches contains case-insensitively with wildcards taken literally', async () => {
    expect(await categories({ category_contains: 'EBR' })).toEqual(['Zebra']);
    expect(await categories({ category_contains: '%' })).toEqual(['50%_off']);
    expect(await categories({ category_contains: '_' })).toEqual(['50%_off']);
    expect(await categories({ category_contains: '0 o' })).toEqual(['50 off']);
    expect(await categories({ category_contains: '\\' })).toEqual(['back\\slash']);
    expect(await categories({ category_startsWith: '50' })).toEqual(['50 off', '50%_off']);
  });

  it('ors the groups of _or, and ands them with the other keys', async () => {
    const where = {
      type: 'crypto',
      _or: [{ ticker: 'BTC' }, { decimals_gte: 9 }, { ticker: 'USD' }],
    };
    expect(await tickers({ sort: 'ticker', where })).toEqual(['BTC', 'DOT', 'ETH', 'SOL']);
    const nested = { _or: [{ ticker: 'JPY' }, { _or: [{ ticker: 'GBP' }, { ticker: 'CHF' }] }] };
    expect(await tickers({ sort: 'ticker', where: nested })).toEqual(['CHF', 'GBP', 'JPY']);
  });

  it('answers a message for unknown fields, wrong value types and misuse', async () => {
    const message = async (where: unknown) =>
      (await app.call(INSTRUMENTS, { where }, admin)).message;
    expect(await message({ password_hash: 'x' })).toBe('Cannot filter by "password_hash"');
    expect(await message({ ticker_like: 'x' })).toBe('Cannot filter by "ticker_like"');
    expect(await message({ decimals: 'eight' })).toBe('Invalid value for "decimals"');
    expect(await message({ decimals_contains: '8' })).toBe(
      '"decimals_contains" needs a text field and a text value',
    );
    expect(await message({ ticker_in: 'USD' })).toBe('"ticker_in" needs a list of values');
    expect(await message({ _or: { ticker: 'USD' } })).toBe('"_or" needs a list of filters');
    expect(await message([1])).toBe('The filter must be an object');
    expect((await app.call(CATEGORIES, { where: { id: 'not-a-uuid' } }, admin)).message).toBe(
      'Invalid value for "id"',
    );
  });
});

describe('limits and the whitelist', () => {
  const message = async (variables: Record<string, unknown>) =>
    (await app.call(INSTRUMENTS, variables, admin)).message;

  it('caps in/nin values, _or depth and the number of conditions', async () => {
    const values = (n: number) => Array.from({ length: n }, (_, i) => `T${i}`);
    expect(
      (await app.call(INSTRUMENTS, { where: { ticker_in: values(100) } }, admin)).success,
    ).toBe(true);
    expect(await message({ where: { ticker_in: values(101) } })).toBe(
      '"ticker_in" takes at most 100 values',
    );
    expect(await message({ where: { ticker_nin: values(5_000) } })).toBe(
      '"ticker_nin" takes at most 100 values',
    );
    // Longer than the JSON scalar takes: refused before the filter is read, and the answer
    // quotes only the start of the value.
    const long = await app.gql(INSTRUMENTS, { where: { ticker_nin: values(15_000) } }, admin);
    expect(long.errors?.[0]?.message).toMatch(/JSON is longer than 64 KB/);
    expect(long.errors![0]!.message.length).toBeLessThan(200);

    const nest = (depth: number): Record<string, unknown> =>
      depth === 0 ? { ticker: 'BTC' } : { _or: [nest(depth - 1)] };
    expect(await tickers({ where: nest(3) })).toEqual(['BTC']);
    expect(await message({ where: nest(4) })).toBe('"_or" groups may nest at most 3 deep');
    // 3,000 deep: written by hand, as JSON.stringify of the test itself would run out of stack.
    const deep = '{"_or":['.repeat(3000) + '{"ticker":"BTC"}' + ']}'.repeat(3000);
    const response = await app.yoga.fetch(
      'http://app.test/api',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
        body: `{"query":"query ($w: JSON) { getInstruments(where: $w) { success message } }","variables":{"w":${deep}}}`,
      },
      { clientIp: '10.0.0.1' },
    );
    // The JSON scalar refuses it before the filter is read (MAX_JSON_DEPTH).
    expect(((await response.json()) as GqlResponse).errors?.[0]?.message).toMatch(
      /JSON nests deeper than 20 levels/,
    );
    // Written inline in the query, such nesting is refused before parsing (graphql-js parses
    // recursively).
    const inline = '{_or:['.repeat(3000) + '{ticker:"BTC"}' + ']}'.repeat(3000);
    const refused = await app.gql(
      `query { getInstruments(where: ${inline}) { success } }`,
      {},
      admin,
    );
    expect(refused.errors?.[0]?.message).toBe('The query nests deeper than 32 levels');
    const inlineOk = `{ _or: [{ _or: [{ _or: [{ ticker: "BTC" }] }] }] }`;
    expect(
      (await app.call(`query { getInstruments(where: ${inlineOk}) { success count } }`, {}, admin))
        .count,
    ).toBe(1);

    const wide = (n: number) => ({ _or: values(n).map((ticker) => ({ ticker })) });
    expect((await app.call(INSTRUMENTS, { where: wide(49) }, admin)).success).toBe(true);
    expect(await message({ where: wide(50) })).toBe('A filter may hold at most 50 conditions');
    expect(await message({ where: wide(2_000) })).toBe('A filter may hold at most 50 conditions');
    const huge = await app.gql(INSTRUMENTS, { where: wide(20_000) }, admin);
    expect(huge.errors?.[0]?.message).toMatch(/JSON is longer than 64 KB/);
    const many = { _or: [wide(30), wide(30)] };
    expect(await message({ where: many })).toBe('A filter may hold at most 50 conditions');
  });

  it('never takes properties of Object.prototype for fields', async () => {
    expect(await message({ where: { constructor: 'x' } })).toBe('Cannot filter by "constructor"');
    expect(await message({ where: { hasOwnProperty_ne: 'x' } })).toBe(
      'Cannot filter by "hasOwnProperty_ne"',
    );
    expect(await message({ where: JSON.parse('{"__proto__": "x"}') as unknown })).toBe(
      'Cannot filter by "__proto__"',
    );
    expect(await message({ sort: 'toString:asc' })).toBe('Cannot sort by "toString"');
    expect(await message({ sort: '__proto__' })).toBe('Cannot sort by "__proto__"');
  });
});

describe('start and limit', () => {
  it('pages with start and limit and counts every match', async () => {
    const all = await tickers({ sort: 'ticker', limit: 100 });
    expect(all).toHaveLength(38);
    const page = await app.call(INSTRUMENTS, { sort: 'ticker', start: 3, limit: 3 }, admin);
    expect(page.nodes!.map((n) => n.ticker)).toEqual(all.slice(3, 6));
    expect(page.count).toBe(38);
    const last = await app.call(INSTRUMENTS, { sort: 'ticker', start: 37, limit: 3 }, admin);
    expect(last.nodes!.map((n) => n.ticker)).toEqual(all.slice(37));
  });

  it('defaults to 10 rows, caps at 100 and refuses negative values', async () => {
    const answer = await app.call(CATEGORIES, {}, admin);
    expect(answer.nodes).toHaveLength(10);
    expect(answer.count).toBe(14);
    expect((await app.call(INSTRUMENTS, { start: -1 }, admin)).message).toBe(
      'start must be 0 or more',
    );
    expect((await app.call(INSTRUMENTS, { limit: 0 }, admin)).message).toBe(
      'limit must be 1 or more',
    );
    const spec = {
      columns: { ticker: instruments.ticker },
      defaultSort: 'ticker:asc',
      tiebreaker: instruments.id,
    };
    expect(parseListArgs(spec, { limit: 5000 })).toMatchObject({ limit: 100, offset: 0 });
    expect(parseListArgs(spec, {})).toMatchObject({ limit: 10, offset: 0 });
  });
});
