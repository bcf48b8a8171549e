// A person's rules and payees through the API: rules kept per person, applied to a statement at
// upload (before the suggestion from earlier bookings), to an upload under review, and on demand
// to booked transactions; the payee booked, edited and listed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENVELOPE, makeApp, uploadAs, type Answer, type Row, type TestApp } from './helpers.js';
import { ledgerCalls, type Ledger } from './ledgerHelpers.js';
import { rules } from '../../server/db/schema.js';
import { MAX_RULES } from '../../server/domain/ledger/rules.js';

const RULE = 'id match field category_id payee created_at updated_at';
const R = {
  rules: `query ($where: JSON) { getRules(where: $where, limit: 100) { success message count nodes { ${RULE} } } }`,
  rule: `query ($id: ID!) { getRule(id: $id) { ${ENVELOPE} rule { ${RULE} } } }`,
  create: `mutation ($match: String!, $field: RuleField, $category_id: ID, $payee: String) {
    createRule(match: $match, field: $field, category_id: $category_id, payee: $payee) {
      ${ENVELOPE} rule { ${RULE} } } }`,
  update: `mutation ($id: ID!, $match: String!, $field: RuleField, $category_id: ID, $payee: String) {
    updateRule(id: $id, match: $match, field: $field, category_id: $category_id, payee: $payee) {
      ${ENVELOPE} rule { ${RULE} } } }`,
  remove: `mutation ($id: ID!) { deleteRule(id: $id) { ${ENVELOPE} } }`,
  apply: `mutation ($rule_id: ID, $upload_id: ID) { applyRules(rule_id: $rule_id, upload_id: $upload_id) {
    ${ENVELOPE} count } }`,
  transactions: `query ($where: JSON, $sort: String) { getTransactions(where: $where, sort: $sort, limit: 100) {
    success message count nodes { id description payee category_id category { id category key } } } }`,
  createTransaction: `mutation ($account_id: ID!, $description: String!, $payee: String, $amount: Decimal!,
    $category_id: ID) {
    createTransaction(account_id: $account_id, date: "2026-10-03", transaction_type: debit,
      description: $description, payee: $payee, amount: $amount, category_id: $category_id) {
      ${ENVELOPE} transaction { id payee category_id } } }`,
  updateTransaction: `mutation ($id: ID!, $payee: String) { updateTransaction(id: $id, payee: $payee) {
    ${ENVELOPE} transaction { id payee description } } }`,
  upload: `mutation ($file: Upload!, $account_id: ID!) {
    uploadBankStatement(file: $file, account_id: $account_id) {
      ${ENVELOPE} upload_id count nodes { row description counterparty payee category_id rule_id } } }`,
  rows: `query ($upload_id: ID!) { getUploadRows(upload_id: $upload_id, start: 0, limit: 100) {
    success message count nodes { row description counterparty payee category_id rule_id } } }`,
  confirm: `mutation ($account_id: ID!, $upload_id: ID!, $rows: [Int!]!, $changes: [StatementRowInput!]) {
    confirmUpload(account_id: $account_id, upload_id: $upload_id, rows: $rows, changes: $changes) {
      ${ENVELOPE} count } }`,
};

const STATEMENT = [
  'Buchungstag;Auftraggeber/Empfänger;Verwendungszweck;Betrag',
  '01.10.2026;REWE Markt GmbH;Kartenzahlung REWE SAGT DANKE;-86,40',
  '02.10.2026;Hausverwaltung Schulz;Dauerauftrag Miete Oktober;-950,00',
  '03.10.2026;Stadtwerke;Abschlag Strom;-61,00',
  '04.10.2026;REWE Markt Berlin Mitte;Kartenzahlung;-12,10',
].join('\n');

let app: TestApp;
let me: Ledger;
let other: Ledger;
let category: (name: string) => string;

beforeAll(async () => {
  app = await makeApp();
  me = ledgerCalls(app, await app.signUpVerified('rules@example.com'));
  other = ledgerCalls(app, await app.signUpVerified('rules-other@example.com'));
  const all = (await me.call('query { getCategories(limit: 100) { nodes { id category } } }'))
    .nodes as Row[];
  category = (name) => all.find((c) => c.category === name)!.id as string;
});
afterAll(() => app.close());

async function upload(ledger: Ledger, accountId: string, content: string): Promise<Answer> {
  const answer = await uploadAs(
    app,
    ledger.token,
    R.upload,
    { account_id: accountId },
    {
      content,
      name: 'statement.csv',
    },
  );
  expect(answer, JSON.stringify(answer)).toMatchObject({ success: true });
  return answer;
}

/** The row whose party and purpose say `text`. */
const byDescription = (rows: Row[], text: string) =>
  rows.find((row) => `${row.counterparty} ${row.description}`.includes(text))!;

describe('rules', () => {
  it('are kept per person, checked as the form checks them', async () => {
    const bad = await me.call(R.create, { match: ' . ', payee: 'X' });
    expect(bad).toMatchObject({
      success: false,
      field_errors: [{ field: 'match', message: 'The text needs a letter or a digit' }],
    });
    const nothing = await me.call(R.create, { match: 'Netflix' });
    expect(nothing.field_errors).toEqual([
      { field: 'category_id', message: 'Choose what the rule sets: a category, a payee or both' },
    ]);
    const unknown = await me.call(R.create, {
      match: 'Netflix',
      category_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.field_errors).toEqual([{ field: 'category_id', message: 'Category not found' }]);
    const long = await me.call(R.create, { match: 'Netflix', payee: 'x'.repeat(101) });
    expect(long.field_errors![0]!.field).toBe('payee');

    const created = await me.ok(R.create, { match: '  Netflix ', payee: 'Netflix' });
    expect(created.rule).toMatchObject({ match: 'Netflix', field: 'any', payee: 'Netflix' });
    const again = await me.call(R.create, { match: 'NETFLIX!', payee: 'N' });
    expect(again).toMatchObject({
      success: false,
      field_errors: [{ field: 'match', message: expect.stringContaining('already') }],
    });
    // the same text in another place is another rule
    await me.ok(R.create, { match: 'netflix', field: 'payee', payee: 'Netflix' });

    // someone else sees, changes and removes none of them
    const id = (created.rule as Row).id as string;
    expect((await other.call(R.rules)).count).toBe(0);
    expect(await other.call(R.rule, { id })).toMatchObject({ success: false, rule: null });
    expect(await other.call(R.update, { id, match: 'mine', payee: 'x' })).toMatchObject({
      success: false,
      message: 'Not found',
    });
    expect(await other.call(R.remove, { id })).toMatchObject({ success: false });
    expect(await other.call(R.apply, { rule_id: id })).toMatchObject({ success: false, count: 0 });

    const updated = await me.ok(R.update, {
      id,
      match: 'Netflix.com',
      category_id: category('Entertainment'),
    });
    // a field left out is cleared
    expect(updated.rule).toMatchObject({
      match: 'Netflix.com',
      payee: null,
      category_id: category('Entertainment'),
    });
    await me.ok(R.remove, { id });
    expect(await me.call(R.rule, { id })).toMatchObject({ success: false });
  });

  it('categorise a statement at upload, the most specific first, the suggestion as fallback', async () => {
    const account = await me.account('Giro rules', '0', 'EUR');
    await me.ok(R.create, {
      match: 'rewe',
      category_id: category('Groceries'),
      payee: 'REWE',
    });
    await me.ok(R.create, { match: 'REWE Markt Berlin', payee: 'REWE Berlin', field: 'payee' });
    await me.ok(R.create, {
      match: 'Miete',
      field: 'description',
      category_id: category('Rent'),
    });
    const answer = await upload(me, account.id as string, STATEMENT);
    const rows = answer.nodes as Row[];
    expect(byDescription(rows, 'REWE SAGT DANKE')).toMatchObject({
      counterparty: 'REWE Markt GmbH',
      payee: 'REWE',
      category_id: category('Groceries'),
      rule_id: expect.any(String),
    });
    // the longer text wins, and sets only what it says: no category of its own
    expect(byDescription(rows, 'Berlin Mitte')).toMatchObject({
      payee: 'REWE Berlin',
      category_id: null,
    });
    expect(byDescription(rows, 'Miete')).toMatchObject({
      payee: 'Hausverwaltung Schulz',
      category_id: category('Rent'),
    });
    expect(byDescription(rows, 'Strom')).toMatchObject({
      payee: 'Stadtwerke',
      category_id: null,
      rule_id: null,
    });

    // a rule made from a reviewed row is applied to the upload: the review reads it again
    await me.ok(R.create, { match: 'Stadtwerke', category_id: category('Utilities') });
    const applied = await me.ok(R.apply, { upload_id: answer.upload_id });
    expect(applied.count).toBe(1);
    expect((await me.ok(R.apply, { upload_id: answer.upload_id })).count).toBe(0);
    const reviewed = (await me.ok(R.rows, { upload_id: answer.upload_id })).nodes as Row[];
    expect(byDescription(reviewed, 'Strom')).toMatchObject({
      category_id: category('Utilities'),
      payee: 'Stadtwerke',
    });
    // someone else cannot apply rules to it
    expect(await other.call(R.apply, { upload_id: answer.upload_id })).toMatchObject({
      success: false,
    });

    // booked with their payees; a payee the person typed in the review wins
    const rent = byDescription(reviewed, 'Miete').row as number;
    await me.ok(R.confirm, {
      account_id: account.id,
      upload_id: answer.upload_id,
      rows: reviewed.map((row) => row.row),
      changes: [{ row: rent, payee: '  Schulz GmbH ' }],
    });
    const booked = (
      await me.ok(R.transactions, { where: { account_id: account.id }, sort: 'date:asc' })
    ).nodes as Row[];
    expect(booked.map((t) => [t.payee, (t.category as Row | null)?.category ?? null])).toEqual([
      ['REWE', 'Groceries'],
      ['Schulz GmbH', 'Rent'],
      ['Stadtwerke', 'Utilities'],
      ['REWE Berlin', null],
    ]);
    // the list filters and searches by payee
    const rewe = await me.ok(R.transactions, { where: { payee_contains: 'rewe' } });
    expect(rewe.count).toBe(2);

    // the next upload suggests from what was booked where no rule speaks
    const next = await upload(
      me,
      account.id as string,
      'Buchungstag;Auftraggeber/Empfänger;Verwendungszweck;Betrag\n05.11.2026;REWE Markt Berlin Mitte;Kartenzahlung;-9,99',
    );
    expect((next.nodes as Row[])[0]).toMatchObject({ payee: 'REWE Berlin', category_id: null });
  });

  it('apply on demand to booked transactions, once', async () => {
    const account = await me.account('Cash rules', '500', 'EUR', 'cash');
    const gym = await me.ok(R.createTransaction, {
      account_id: account.id,
      description: 'FitX monthly fee',
      amount: '24.90',
    });
    expect(gym.transaction).toMatchObject({ payee: null, category_id: null });
    const rule = await me.ok(R.create, {
      match: 'fitx',
      category_id: category('Health'),
      payee: 'FitX',
    });
    const first = await me.ok(R.apply, { rule_id: (rule.rule as Row).id });
    expect(first.count).toBe(1);
    const again = await me.ok(R.apply, {});
    expect(again.count).toBe(0);
    const [booked] = (await me.ok(R.transactions, { where: { description_contains: 'FitX' } }))
      .nodes as Row[];
    expect(booked).toMatchObject({
      payee: 'FitX',
      category: { category: 'Health', key: 'health' },
    });
    // nobody else's transactions are touched
    const theirs = await other.account('Theirs', '100', 'EUR', 'cash');
    await other.ok(R.createTransaction, {
      account_id: theirs.id,
      description: 'FitX too',
      amount: '1',
    });
    await me.ok(R.apply, {});
    const [untouched] = (await other.ok(R.transactions, {})).nodes as Row[];
    expect(untouched).toMatchObject({ payee: null, category_id: null });
  });
});

describe('a person keeps at most MAX_RULES rules', () => {
  it('refuses one more, with a message', async () => {
    const token = await app.signUpVerified('many-rules@example.com');
    const many = ledgerCalls(app, token);
    const { uuid: userId } = (await many.ok('query { getMe { success user { uuid } } }', {}))
      .user as Row;
    await app.db.insert(rules).values(
      Array.from({ length: MAX_RULES }, (_, n) => ({
        user_id: userId as string,
        match: `shop ${n}`,
        match_key: `shop ${n}`,
        payee: `Shop ${n}`,
      })),
    );
    expect(await many.call(R.create, { match: 'one more', payee: 'X' })).toMatchObject({
      success: false,
      message: `You keep ${MAX_RULES} rules, the most one person can: change or delete one first.`,
    });
  });
});

describe('payees', () => {
  it('are kept on transactions made by hand, trimmed, and cleared', async () => {
    const account = await me.account('Payee cash', '100', 'EUR', 'cash');
    const created = await me.ok(R.createTransaction, {
      account_id: account.id,
      description: 'Bread',
      payee: '  Bakery Kraus ',
      amount: '3.20',
    });
    const id = (created.transaction as Row).id;
    expect(created.transaction).toMatchObject({ payee: 'Bakery Kraus' });
    const edited = await me.ok(R.updateTransaction, { id, payee: null });
    expect(edited.transaction).toMatchObject({ payee: null, description: 'Bread' });
    const tooLong = await me.call(R.updateTransaction, { id, payee: 'p'.repeat(101) });
    expect(tooLong.field_errors![0]!.field).toBe('payee');
  });
});
