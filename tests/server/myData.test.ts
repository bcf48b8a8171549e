// A person's data is theirs (issue 28): the export holds everything they own (and no secret), as
// JSON and as spreadsheet-safe CSV in one archive; deleting the account leaves no row of them; the
// export imported as a new person gives back the same records, balances and net worth. A file that
// is no export, or one changed since, is refused whole; three imports an hour.
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { selectRows } from '../../server/db/rows.js';
import { users } from '../../server/db/schema.js';
import { IMPORT_STALE_MS, recoverImports } from '../../server/domain/dataImport.js';
import { IMPORT_RUNNING } from '../../server/domain/ledger/write.js';
import { totpCode } from '../../server/lib/totp.js';
import {
  ADMIN_EMAIL,
  ENVELOPE,
  ME,
  PASSWORD,
  makeApp,
  recordingJobs,
  uploadAs,
  type Row,
  type TestApp,
} from './helpers.js';
import { L, ledgerCalls } from './ledgerHelpers.js';
import { longExport } from './longExport.js';

const EXPORT = `mutation { exportMyData { success message errors filename archive transactions } }`;
const IMPORT = `mutation ($file: Upload!) { importMyData(file: $file) { success message errors
  imported { accounts assets transactions valuations rules own_prices uncategorised } } }`;
const DELETE = `mutation ($password: String!, $code: String) { deleteMe(password: $password, code: $code) {
  ${ENVELOPE} removed { accounts assets transactions valuations rules own_prices statement_uploads
    sessions access_tokens passkeys security_events } } }`;
const SUMMARY = `query { getDashboardSummary { success net_worth assets liabilities } }`;
const RULE = `mutation ($match: String!, $category_id: ID) { createRule(match: $match, category_id: $category_id) { success } }`;
const VALUATION = `mutation ($asset_id: ID!, $date: Date!, $value: Decimal!) {
  createAssetValuation(asset_id: $asset_id, date: $date, value: $value) { success } }`;

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await makeApp();
  admin = await app.signUpVerified(ADMIN_EMAIL);
});
afterAll(() => app.close());

/** A person with a bank account, savings, a house and a mortgage; a transfer, a categorised salary,
 * a purchase whose text a spreadsheet would run, a rule, and an earlier valuation of the house. */
async function personWithData(email: string) {
  const token = await app.signUpVerified(email);
  const me = ledgerCalls(app, token);
  const bank = await me.account('Everyday', '1000.00');
  const savings = await me.account('Savings', '5000');
  const house = await me.account('House', '250000', 'USD', 'real');
  await me.account('Mortgage', '-180000', 'USD', 'liability');
  const groceries = (
    await app.call(
      'query { getCategories(where: { category: "Groceries" }) { nodes { id } } }',
      {},
      token,
    )
  ).nodes![0]!.id as string;
  await me.transaction({ account_id: bank.id, amount: '3200', description: 'Salary' });
  await me.transaction({
    account_id: bank.id,
    amount: '86.40',
    fee: '0.60',
    transaction_type: 'debit',
    description: '=HYPERLINK("http://evil.example","Groceries")',
    category_id: groceries,
    date: '2026-02-03',
  });
  await me.transaction({
    account_id: bank.id,
    amount: '500',
    transaction_type: 'transfer',
    destination_account_id: savings.id,
    description: 'To savings',
    date: '2026-02-10',
  });
  await me.ok(RULE, { match: 'REWE', category_id: groceries });
  const [houseAsset] = await me.assetsOf(house.id as string);
  await me.ok(VALUATION, { asset_id: houseAsset!.id, date: '2026-03-01', value: '265000' });
  return { token, me };
}

/** The columns of `type` in which a row matches `condition`, over every table. */
async function rowsNaming(type: 'uuid' | 'text', condition: ReturnType<typeof sql>) {
  const columns = await selectRows<{ table_name: string; column_name: string }>(
    app.db,
    sql`SELECT table_name, column_name FROM information_schema.columns
         WHERE table_schema = 'public' AND data_type = ${type}
           AND table_name IN (SELECT table_name FROM information_schema.tables
                               WHERE table_schema = 'public' AND table_type = 'BASE TABLE')`,
  );
  expect(columns.length).toBeGreaterThan(10);
  const naming: string[] = [];
  for (const { table_name, column_name } of columns) {
    const [row] = await selectRows<{ n: string }>(
      app.db,
      sql`SELECT count(*)::text AS n FROM ${sql.identifier(table_name)}
           WHERE ${sql.identifier(column_name)} ${condition}`,
    );
    if (row!.n !== '0') naming.push(`${table_name}.${column_name}`);
  }
  return naming;
}

const accountsOf = async (token: string) =>
  ((await app.call(L.accounts, { limit: 100, sort: 'name:asc' }, token)).nodes as Row[]).map(
    (a) => ({ name: a.name, class: a.account_class, value: a.value, initial: a.initial_value }),
  );
const transactionsOf = async (token: string) =>
  ((await app.call(L.transactions, { limit: 100, sort: 'date:asc' }, token)).nodes as Row[]).map(
    (t) => ({
      date: t.date,
      type: t.transaction_type,
      amount: t.amount,
      fee: t.fee,
      description: t.description,
      account: (t.account as Row).name,
      categorised: t.category_id !== null,
    }),
  );

describe("a person's data", () => {
  it('is exported whole and safe, deleted without a trace, and imported back the same', async () => {
    const { token } = await personWithData('mover@example.com');
    const before = {
      summary: await app.call(SUMMARY, {}, token),
      accounts: await accountsOf(token),
      transactions: await transactionsOf(token),
    };
    // 3,613 in the bank, 5,500 saved, the house at today's value, less the mortgage
    expect(before.summary.net_worth).toBe('79113');

    // The export: one archive of export.json and a CSV file of each table.
    const exported = await app.call(EXPORT, {}, token);
    expect(exported).toMatchObject({ success: true, transactions: 3 });
    expect(exported.filename).toMatch(/^wealth-tracker-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const archive = Buffer.from(exported.archive as string, 'base64');
    const files = unzipSync(archive);
    expect(Object.keys(files).sort()).toEqual([
      'accounts.csv',
      'assets.csv',
      'export.json',
      'own_prices.csv',
      'rules.csv',
      'security_log.csv',
      'transactions.csv',
      'valuations.csv',
    ]);
    const json = strFromU8(files['export.json']!);
    const document = JSON.parse(json) as Record<string, unknown[]>;
    expect(document).toMatchObject({ format: 'wealth-tracker-export', version: 1 });
    expect(document.accounts).toHaveLength(4);
    expect(document.valuations).toHaveLength(2);
    // no secret leaves: no password hash, no token, no key
    expect(json).not.toMatch(/scrypt|password|secret|token_hash|\$[0-9a-z]+\$/i);
    // a cell a spreadsheet would run as a formula is text
    const bytes = files['transactions.csv']!;
    // a byte order mark first, so that spreadsheets read UTF-8 (the decoder drops it)
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = strFromU8(bytes);
    expect(csv.startsWith('id,date,transaction_type')).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""Groceries"")"`);
    expect(csv).not.toMatch(/,=HYPERLINK/);
    expect(
      (await app.call('query { getSecurityEvents { nodes { kind } } }', {}, token)).nodes,
    ).toContainEqual({ kind: 'data_exported' });

    // An import into an account that holds something is refused (and counted against them).
    const own = await uploadAs(app, token, IMPORT, {}, { content: archive, name: 'a.zip' });
    expect(own.success).toBe(false);

    // Deleting asks the password, then everything of the person goes.
    const wrong = await app.call(DELETE, { password: 'not it at all' }, token);
    expect(wrong).toMatchObject({
      success: false,
      field_errors: [{ field: 'password', message: 'The password is not right' }],
    });
    const { uuid } = (await app.call(ME, {}, token)).user as { uuid: string };
    const deleted = await app.call(DELETE, { password: PASSWORD }, token);
    expect(deleted).toMatchObject({
      success: true,
      message: 'Your account and everything in it are deleted.',
      removed: { accounts: 4, assets: 4, transactions: 3, valuations: 2, rules: 1 },
    });
    expect((await app.gql(ME, {}, token)).errors?.[0]?.message).toBe('Session expired');
    // no row of any table names them: no id of theirs, nor their address (the key of what the
    // limits counted, too)
    expect(await rowsNaming('uuid', sql`= ${uuid}`)).toEqual([]);
    expect(await rowsNaming('text', sql`LIKE ${'%mover@example.com%'}`)).toEqual([]);
    expect(await rowsNaming('text', sql`LIKE ${`%${uuid}%`}`)).toEqual([]);

    // The archive, imported by a new person, gives back the same.
    const arrival = await app.signUpVerified('arrival@example.com');
    const imported = await uploadAs(app, arrival, IMPORT, {}, { content: archive, name: 'a.zip' });
    expect(imported).toMatchObject({
      success: true,
      message: 'Your data is imported.',
      imported: {
        accounts: 4,
        assets: 4,
        transactions: 3,
        valuations: 2,
        rules: 1,
        own_prices: 0,
        uncategorised: 0,
      },
    });
    expect((await app.call(SUMMARY, {}, arrival)).net_worth).toBe(before.summary.net_worth);
    expect(await accountsOf(arrival)).toEqual(before.accounts);
    expect(await transactionsOf(arrival)).toEqual(before.transactions);
    // once: the account holds something now
    const again = await uploadAs(app, arrival, IMPORT, {}, { content: archive, name: 'a.zip' });
    expect(again).toMatchObject({
      success: false,
      message:
        'An export goes into an account that holds nothing yet: this one has accounts, rules or prices of its own',
    });
  });

  it('refuses a file that is no export, or one changed since, and writes nothing', async () => {
    const { token } = await personWithData('source@example.com');
    const archive = Buffer.from((await app.call(EXPORT, {}, token)).archive as string, 'base64');
    const document = JSON.parse(strFromU8(unzipSync(archive)['export.json']!)) as {
      assets: { balance: string }[];
      transactions: Record<string, unknown>[];
    };
    const target = await app.signUpVerified('target@example.com');
    const upload = (content: string | Uint8Array, name = 'export.json') =>
      uploadAs(app, target, IMPORT, {}, { content, name });

    expect((await upload('Date,Amount\n2026-01-01,5\n', 'bank.csv')).message).toBe(
      'This file is not an export of Wealth Tracker: choose the .zip archive (or its export.json) that "Export my data" made',
    );
    // broken rows are named, with where they are
    const broken = structuredClone(document);
    broken.transactions[0]!.amount = 'a lot';
    broken.transactions[1]!.account_id = 'nowhere';
    broken.transactions[2]!.instrument = 'XYZ';
    const refused = await upload(JSON.stringify(broken));
    expect(refused.success).toBe(false);
    expect(refused.message).toContain('transactions[0].amount: "a lot" is not a decimal number');
    expect(refused.message).toContain('transactions[1].account_id: names no record of the file');
    expect(refused.message).toContain('instruments: this instance does not know XYZ');
    // a balance that its transactions do not come to
    const changed = structuredClone(document);
    changed.assets[0]!.balance = '999999';
    const zipped = zipSync({ 'export.json': strToU8(JSON.stringify(changed)) });
    expect((await upload(zipped, 'changed.zip')).message).toBe(
      "The file's balances do not come to what its transactions add up to: it was changed after the export. Nothing was imported",
    );
    expect((await app.call(L.accounts, {}, target)).count).toBe(0);
    expect((await app.call(L.transactions, {}, target)).count).toBe(0);
    // three tries an hour: an account emptied and filled again must not hold the instance
    const json = strFromU8(unzipSync(archive)['export.json']!);
    expect((await upload(json)).message).toBe('Too many imports: try again in an hour');
    // the untouched JSON goes in
    const fresh = await app.signUpVerified('fresh.start@example.com');
    const imported = await uploadAs(app, fresh, IMPORT, {}, { content: json, name: 'export.json' });
    expect(imported.success).toBe(true);
  });
});

describe('a long import', () => {
  /** When the person's import began and last stamped it was running (null: none runs). */
  const importingAt = async (token: string) => {
    const { uuid } = (await app.call(ME, {}, token)).user as { uuid: string };
    const [row] = await app.db
      .select({ at: users.importing_at })
      .from(users)
      .where(eq(users.id, uuid));
    return { uuid, at: row!.at };
  };
  /** The answer to a new account of the person's, by hand. */
  const byHand = async (me: ReturnType<typeof ledgerCalls>, name: string) =>
    me.call(L.createAccount, {
      name,
      value: '1',
      account_class: 'bank',
      instrument_id: await me.instrumentId('USD'),
    });
  const holdings = async (token: string) => ({
    accounts: (await app.call(L.accounts, {}, token)).count,
    transactions: (await app.call(L.transactions, {}, token)).count,
  });

  it("is written in chunks: the person's other writes wait for it, nobody else does", async () => {
    const document = await longExport(app, 'long.source@example.com', 6_000);
    const token = await app.signUpVerified('long.arrival@example.com');
    const me = ledgerCalls(app, token);
    const other = ledgerCalls(app, await app.signUpVerified('someone.else@example.com'));
    const file = { content: JSON.stringify(document), name: 'export.json' };
    const importing = uploadAs(app, token, IMPORT, {}, file);
    // once it has begun, between its chunks
    while ((await importingAt(token)).at === null) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(await byHand(me, 'Meanwhile')).toMatchObject({
      success: false,
      message: IMPORT_RUNNING,
    });
    // a second import of the same file is told so too
    expect((await uploadAs(app, token, IMPORT, {}, file)).message).toBe(IMPORT_RUNNING);
    // someone else writes meanwhile
    await other.account('Elsewhere', '5');
    expect(await importing).toMatchObject({
      success: true,
      imported: { accounts: 1, assets: 1, transactions: 6_000 },
    });
    expect((await importingAt(token)).at).toBeNull();
    expect((await app.call(SUMMARY, {}, token)).net_worth).toBe('6100');
    expect(await holdings(token)).toEqual({ accounts: 1, transactions: 6_000 });
    // and the person writes again
    expect((await byHand(me, 'Afterwards')).success).toBe(true);
  });

  it('is taken back whole when it does not add up, or when it was cut short', async () => {
    const document = await longExport(app, 'changed.source@example.com', 3_000);
    const token = await app.signUpVerified('changed.arrival@example.com');
    const me = ledgerCalls(app, token);
    document.assets[0]!.balance = '1';
    const changed = await uploadAs(
      app,
      token,
      IMPORT,
      {},
      { content: JSON.stringify(document), name: 'export.json' },
    );
    expect(changed.message).toBe(
      "The file's balances do not come to what its transactions add up to: it was changed after the export. Nothing was imported",
    );
    expect(await holdings(token)).toEqual({ accounts: 0, transactions: 0 });
    expect((await importingAt(token)).at).toBeNull();

    // as if the process had died before an import's last chunk, a while ago
    const whole = await longExport(app, 'whole.source@example.com', 3_000);
    const imported = await uploadAs(
      app,
      token,
      IMPORT,
      {},
      { content: JSON.stringify(whole), name: 'export.json' },
    );
    expect(imported).toMatchObject({ success: true, imported: { transactions: 3_000 } });
    const { uuid } = await importingAt(token);
    const mark = (at: Date) =>
      app.db.update(users).set({ importing_at: at }).where(eq(users.id, uuid));
    // one that is alive is left alone, and the person's writes wait for it
    await mark(new Date(Date.now() - IMPORT_STALE_MS / 2));
    expect(await recoverImports(app.db)).toBe(0);
    expect((await me.call(L.transactions, {})).count).toBe(3_000);
    expect((await byHand(me, 'Not now')).message).toBe(IMPORT_RUNNING);
    await mark(new Date(Date.now() - 2 * IMPORT_STALE_MS));
    expect(await recoverImports(app.db)).toBe(1);
    expect(await holdings(token)).toEqual({ accounts: 0, transactions: 0 });
    expect(await selectRows(app.db, sql`SELECT 1 FROM assets WHERE user_id = ${uuid}`)).toEqual([]);
    expect((await importingAt(token)).at).toBeNull();
    expect(await recoverImports(app.db)).toBe(0);
    // the person starts again, by hand
    expect((await byHand(me, 'By hand')).success).toBe(true);
  });
});

describe('an import', () => {
  it('asks for the history, and the prices of what it holds, as any ledger write does', async () => {
    const { asked, jobs } = recordingJobs();
    const recorded = await makeApp({}, { jobs });
    try {
      const source = ledgerCalls(recorded, await recorded.signUpVerified('euro@example.com'));
      await source.account('Konto', '250', 'EUR');
      const archive = Buffer.from(
        (await recorded.call(EXPORT, {}, source.token)).archive as string,
        'base64',
      );
      const token = await recorded.signUpVerified('euro.arrival@example.com');
      const { uuid } = (await recorded.call(ME, {}, token)).user as { uuid: string };
      asked.length = 0;
      const file = { content: archive, name: 'a.zip' };
      expect((await uploadAs(recorded, token, IMPORT, {}, file)).success).toBe(true);
      const [eur, usd] = [await source.instrumentId('EUR'), await source.instrumentId('USD')];
      // the history once, the prices of the euro account and of the base currency
      expect(asked).toEqual([`history ${uuid}`, `prices ${eur}`, `prices ${usd}`]);
    } finally {
      await recorded.close();
    }
  });
});

describe('deleting an account', () => {
  it('asks the second factor too, and never takes the last administrator', async () => {
    expect(await app.call(DELETE, { password: PASSWORD }, admin)).toMatchObject({
      success: false,
      message:
        'You are the only administrator: make someone else an administrator before you delete your account',
    });
    const token = await app.signUpVerified('careful@example.com');
    const setup = await app.call(
      'mutation { beginTotpSetup { success setup { secret } } }',
      {},
      token,
    );
    const { secret } = setup.setup as { secret: string };
    const enable = 'mutation ($code: String!) { enableTotp(code: $code) { success } }';
    expect((await app.call(enable, { code: totpCode(secret) }, token)).success).toBe(true);
    expect(await app.call(DELETE, { password: PASSWORD }, token)).toMatchObject({
      success: false,
      field_errors: [{ field: 'code', message: 'Code is required' }],
    });
    expect(await app.call(DELETE, { password: PASSWORD, code: '000000' }, token)).toMatchObject({
      success: false,
      field_errors: [{ field: 'code', message: 'Invalid code' }],
    });
    const code = totpCode(secret, Date.now() + 30_000);
    expect((await app.call(DELETE, { password: PASSWORD, code }, token)).success).toBe(true);
  });
});
