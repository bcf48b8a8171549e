// An export of a person with many transactions, as "Export my data" makes it, for the tests of a
// long import: a person's one bank account exported, and `extra` more credits of 1 booked on it in
// the file, its balances raised by as much, so that the file still adds up.
import { strFromU8, unzipSync } from 'fflate';
import { add } from '../../server/domain/decimal.js';
import type { TestApp } from './helpers.js';
import { ledgerCalls } from './ledgerHelpers.js';

const EXPORT = `mutation { exportMyData { success archive } }`;

export type ExportDocument = {
  accounts: Record<string, unknown>[];
  assets: Record<string, unknown>[];
  transactions: Record<string, unknown>[];
};

/** The export of a new person `email` with one bank account of 100, and `extra` credits of 1. */
export async function longExport(app: TestApp, email: string, extra: number) {
  const token = await app.signUpVerified(email);
  const me = ledgerCalls(app, token);
  await me.account('Everyday', '100');
  const exported = await app.call(EXPORT, {}, token);
  const document = JSON.parse(
    strFromU8(unzipSync(Buffer.from(exported.archive as string, 'base64'))['export.json']!),
  ) as ExportDocument;
  const [account] = document.accounts;
  const [asset] = document.assets;
  for (let i = 0; i < extra; i++) {
    document.transactions.push({
      date: `20${10 + (i % 15)}-0${1 + (i % 9)}-1${i % 10}`,
      transaction_type: 'credit',
      account_id: account!.id,
      asset_id: asset!.id,
      amount: '1',
      fee: '0',
      instrument: asset!.instrument,
      description: `Interest ${i}`,
    });
  }
  account!.value = add(account!.value as string, String(extra));
  asset!.balance = add(asset!.balance as string, String(extra));
  return document;
}
