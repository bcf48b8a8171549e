// Scalars written inline in a query (literals) parse the same as when sent as variables.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_EMAIL, ENVELOPE, makeApp, type TestApp } from './helpers.js';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await makeApp();
  admin = await app.signUpVerified(ADMIN_EMAIL);
});
afterAll(() => app.close());

it('takes a JSON object written inline', async () => {
  const answer = await app.call(
    `mutation { createVenueAdmin(name: "Inline", slug: "inline", description: "Inline JSON",
      account_fields: { public_key: "Public key", private_key: "Private key" },
      account_class: crypto, account_type: crypto, meta: { tier: 1, tags: ["a", "b"], ok: true, none: null })
      { ${ENVELOPE} venue { account_fields meta } } }`,
    {},
    admin,
  );
  expect(answer.success).toBe(true);
  expect(answer.venue).toEqual({
    account_fields: { public_key: 'Public key', private_key: 'Private key' },
    meta: { tier: 1, tags: ['a', 'b'], ok: true, none: null },
  });
});

it('takes an inline where filter and an inline decimal', async () => {
  const answer = await app.call(
    `query { getInstruments(where: { ticker_in: ["USD", "EUR"] }, sort: "ticker:asc") { success count nodes { ticker } } }`,
    {},
    admin,
  );
  expect(answer).toMatchObject({
    success: true,
    count: 2,
    nodes: [{ ticker: 'EUR' }, { ticker: 'USD' }],
  });
});

it('answers decimals without leading or trailing zeros', async () => {
  const usd = await app.call(
    'query { getInstruments(where: { ticker_in: ["USD"] }) { success nodes { id } } }',
    {},
    admin,
  );
  const instrument = (usd.nodes as { id: string }[])[0]!.id;
  for (const [sent, answered] of [
    ['0012.50000', '12.5'],
    ['100.000000000000000000', '100'],
    ['0.000', '0'],
    ['-0.000', '0'],
    ['-007.010', '-7.01'],
    ['123456.12', '123456.12'],
    ['-0.5', '-0.5'],
    ['0', '0'],
  ]) {
    const answer = await app.call(
      `mutation ($n: String!, $i: ID!, $v: Decimal) { createAccount(name: $n, instrument_id: $i, account_class: cash, value: $v) { ${ENVELOPE} account { value initial_value } } }`,
      { n: `Zeros ${sent}`, i: instrument, v: sent },
      admin,
    );
    expect(answer.success, `${sent}: ${answer.message}`).toBe(true);
    expect(answer.account, sent).toEqual({ value: answered, initial_value: answered });
  }
});

it('quotes at most 40 characters of a bad value in its errors', async () => {
  const digits = '1'.repeat(100_000);
  for (const [query, variables] of [
    [
      'mutation ($v: Decimal) { createAccount(name: "Big", account_class: cash, value: $v) { success } }',
      { v: digits },
    ],
    [
      `mutation { createAccount(name: "Big", account_class: cash, value: "${digits}") { success } }`,
      {},
    ],
  ] as const) {
    const response = await app.gql(query, variables, admin);
    expect(response.errors).toHaveLength(1);
    const message = response.errors![0]!.message;
    expect(message).toContain(`"${'1'.repeat(40)}…" is not a decimal number`);
    expect(message.length).toBeLessThan(500);
  }
});
