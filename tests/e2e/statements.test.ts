// Journey: a person imports bank statements instead of typing them: a German giro CSV into a euro
// account (editing one row before booking) and an OFX into a dollar account, where a payment they
// had already entered by hand is recognised as a duplicate and left unticked. After confirming,
// the account shows the booked transactions and the new balance. A pension account's file as the
// bank writes it is booked with a rule made from one of its rows, and the transaction list finds
// the row by the payee and category the rule gave it.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  callApi,
  launchBrowser,
  signedInContext,
  signUpConfirmed,
  startApp,
  type RunningApp,
} from './support';

const GERMAN_CSV = [
  '"Umsätze Girokonto";"Zeitraum: 01.10.2026 - 31.10.2026"',
  '"Kontostand vom 31.10.2026:";"1.154,61 EUR"',
  '',
  '"Buchungstag";"Wertstellung";"Buchungstext";"Auftraggeber/Empfänger";"Verwendungszweck";"Betrag";"Währung"',
  '"01.10.2026";"01.10.2026";"Gehalt";"Muster GmbH";"Gehalt Oktober";"2.500,00";"EUR"',
  '"02.10.2026";"02.10.2026";"Lastschrift";"Hausverwaltung Müller";"Miete Oktober";"-1.200,00";"EUR"',
  '"05.10.2026";"05.10.2026";"Kartenzahlung";"REWE Markt";"Einkauf";"-45,39";"EUR"',
  '"07.10.2026";"07.10.2026";"Entgelt";"";"Kontoführung";"-100,00";"EUR"',
].join('\r\n');

const stmttrn = (fitid: string, date: string, amount: string, name: string) =>
  `<STMTTRN><TRNTYPE>${amount.startsWith('-') ? 'DEBIT' : 'CREDIT'}<DTPOSTED>${date}` +
  `<TRNAMT>${amount}<FITID>${fitid}<NAME>${name}</STMTTRN>`;

const OFX = `OFXHEADER:100
DATA:OFXSGML
VERSION:102

<OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STMTRS><CURDEF>USD
<BANKACCTFROM><BANKID>121000248<ACCTID>1234567890<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST><DTSTART>20261001<DTEND>20261031
${stmttrn('202610010001', '20261001', '1500.00', 'ACME PAYROLL')}
${stmttrn('202610030001', '20261003', '-4.25', 'BLUE BOTTLE COFFEE')}
${stmttrn('202610040001', '20261004', '-60.00', 'SHELL OIL')}
</BANKTRANLIST><LEDGERBAL><BALAMT>1435.75<DTASOF>20261031</LEDGERBAL>
</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>
`;

// A pension account's export as a German bank writes it: the pension credit lacks its booking
// text, the quarterly account statement books 0,00, and the running balance is the closing one.
const PENSION_CSV = [
  'Buchung;Wertstellungsdatum;Auftraggeber/Empfänger;Buchungstext;Verwendungszweck;Betrag;Währung;Saldo nach Buchung',
  '30.11.2025;30.11.2025;;Rechnungsabschluss;Saldo nach Abschluss;0,00;EUR;3.061,34',
  '28.11.2025;28.11.2025;Rentenservice;Rente 12/2025;2.647,74;EUR;3.061,34',
  '20.11.2025;20.11.2025;REWE Markt;Kartenzahlung;REWE SAGT DANKE;-86,40;EUR;413,60',
].join('\r\n');

let app: RunningApp;
let browser: Browser;
let page: Page;
const accounts: Record<string, string> = {};

before(async () => {
  app = await startApp();
  browser = await launchBrowser();
  const { token } = await signUpConfirmed(app, 'linus@example.com', 'Linus Import');
  const instruments = await callApi<{
    getInstruments: { nodes: { id: string; ticker: string }[] };
  }>(app, '{ getInstruments(limit: 100) { nodes { id ticker } } }', {}, token);
  const ticker = (t: string) => instruments.getInstruments.nodes.find((i) => i.ticker === t)!.id;
  for (const [name, currency] of [
    ['Girokonto', 'EUR'],
    ['Checking', 'USD'],
    ['Rentenkonto', 'EUR'],
  ] as const) {
    const created = await callApi<{ createAccount: { account: { id: string } } }>(
      app,
      `mutation($n:String!,$i:ID!){ createAccount(name:$n, account_class:bank, instrument_id:$i,
        value:"0", initial_value:"0"){ account { id } } }`,
      { n: name, i: ticker(currency) },
      token,
    );
    accounts[name] = created.createAccount.account.id;
  }
  // entered by hand before the statement came: the OFX's coffee of 3 October
  await callApi(
    app,
    `mutation($a:ID!){ createTransaction(account_id:$a, transaction_type:debit, amount:"4.25",
      description:"Blue Bottle Coffee", date:"2026-10-03"){ success } }`,
    { a: accounts.Checking },
    token,
  );
  // entered by hand, in the person's own words: the statement's REWE payment of 20 November
  await callApi(
    app,
    `mutation($a:ID!){ createTransaction(account_id:$a, transaction_type:debit, amount:"86.40",
      description:"Einkauf REWE", date:"2025-11-20"){ success } }`,
    { a: accounts.Rentenkonto },
    token,
  );
  // a wide desktop: the transactions table shows its payee column (at 1280 px it gives it up to
  // keep the row actions in view), which the booked rows are checked by
  page = await (
    await signedInContext(browser, app, token, 'user', { width: 1440, height: 900 })
  ).newPage();
});

after(async () => {
  await browser?.close();
  await app?.stop();
});

/** Chooses the account and the file on the upload page, and uploads. */
async function upload(account: string, name: string, content: string) {
  await page.goto('/banking/transactions/create');
  await page.waitForLoadState('networkidle');
  await page.getByRole('combobox', { name: 'Account' }).click();
  await page.getByRole('option', { name: account }).click();
  await page.locator('input[type=file]').setInputFiles({
    name,
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(content, 'utf8'),
  });
  await page.getByText(name).waitFor();
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.getByRole('grid', { name: 'Statement rows' }).waitFor();
}

test('the upload form says what is missing before anything is sent', async () => {
  await page.goto('/banking/transactions/create');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.getByText('File and account are required').waitFor();
  await page.getByText('Please select an account').waitFor();
  await page.getByText('Please select a file').waitFor();
});

test('a German giro CSV: review, edit a row, confirm, see the transactions and the balance', async () => {
  await upload('Girokonto', 'umsaetze-oktober.csv', GERMAN_CSV);
  await page.getByText('Upload successful').waitFor();
  await page.getByRole('button', { name: 'Confirm 4 transactions' }).waitFor();
  // the closing balance the file states, and the balance the booking would leave, agree
  assert.equal(await page.getByText(/but the statement closes at/).count(), 0);

  const cell = page.getByRole('gridcell', { name: 'Kartenzahlung · Einkauf' });
  await cell.dblclick();
  const editor = page.getByRole('grid').locator('input[type=text]');
  await editor.fill('');
  await editor.press('Enter');
  await page.getByText('Please Input Description!').waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('gridcell', { name: 'Kartenzahlung · Einkauf' }).dblclick();
  await page.getByRole('grid').locator('input[type=text]').fill('Wocheneinkauf REWE');
  await page.keyboard.press('Enter');
  await page.getByRole('gridcell', { name: 'Wocheneinkauf REWE' }).waitFor();

  await page.getByRole('button', { name: 'Confirm 4 transactions' }).click();
  await page.getByText('4 transactions booked.').waitFor();
  await page.getByRole('link', { name: 'View the account' }).click();
  await page.waitForURL(`**/banking/accounts/show/${accounts.Girokonto}`);
  await page.getByRole('main').getByText('€1,154.61').first().waitFor();
  await page.getByText('Wocheneinkauf REWE').waitFor();
  await page
    .getByRole('row', { name: /Lastschrift · Miete Oktober.*Hausverwaltung Müller/ })
    .waitFor();
});

test('an OFX: the payment entered by hand is a duplicate and stays unticked', async () => {
  await upload('Checking', 'checking.qfx', OFX);
  const duplicate = page.getByRole('row', { name: /BLUE BOTTLE COFFEE/ });
  await duplicate.getByText('Duplicate').waitFor();
  assert.equal(await duplicate.getByRole('checkbox').isChecked(), false);
  const payroll = page.getByRole('row', { name: /ACME PAYROLL/ });
  assert.equal(await payroll.getByRole('checkbox').isChecked(), true);

  await page.getByRole('button', { name: 'Confirm 2 transactions' }).click();
  await page.getByText('2 transactions booked.').waitFor();
  await page.getByRole('link', { name: 'View the account' }).click();
  await page.getByRole('main').getByText('$1,435.75').first().waitFor();
  await page.getByRole('row', { name: /SHELL OIL/ }).waitFor();

  // the same file again: every row is known now, nothing is ticked
  await upload('Checking', 'checking.qfx', OFX);
  await page.getByRole('button', { name: 'Confirm 0 transactions' }).waitFor();
  assert.equal(
    await page.getByRole('button', { name: 'Confirm 0 transactions' }).isDisabled(),
    true,
  );
});

test('a bank’s file as it comes: the short row read, the zero row set aside, the payment entered by hand probably booked', async () => {
  await upload('Rentenkonto', 'rentenkonto.csv', PENSION_CSV);
  await page.getByText('1 line of the file was not staged').waitFor();
  await page.getByText('Show which and why').click();
  await page.getByText('Line 2: The amount is 0: the row moves no money.').waitFor();
  const pension = page.getByRole('row', { name: /Rente 12\/2025/ });
  assert.equal(await pension.getByRole('checkbox').isChecked(), true);
  const rewe = page.getByRole('row', { name: /REWE SAGT DANKE/ });
  await rewe.getByText('Probably booked').waitFor();
  assert.equal(await rewe.getByRole('checkbox').isChecked(), false);
  // the statement's closing balance is the running balance after its latest booking
  await page.getByText('€3,061.34').first().waitFor();

  // a rule from the pension's row: it gets the category and payee, and so does every next one
  await pension.getByRole('button', { name: 'Make a rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a rule from this row' });
  assert.equal(await dialog.getByLabel('Text contains').inputValue(), 'Rentenservice');
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Salary' }).click();
  await dialog.getByLabel('Payee').fill('Deutsche Rentenversicherung');
  await dialog.getByRole('button', { name: 'Add rule' }).click();
  await page.getByText('Rule added: 1 row of this statement changed.').waitFor();
  await pension.getByRole('gridcell', { name: 'Salary' }).waitFor();
  await pension.getByRole('gridcell', { name: 'Deutsche Rentenversicherung' }).waitFor();

  await page.getByRole('button', { name: 'Confirm 1 transaction' }).click();
  await page.getByText('1 transaction booked.').waitFor();
  await page.getByRole('link', { name: 'View the account' }).click();
  const booked = page.getByRole('row', { name: /Rente 12\/2025/ });
  await booked.getByRole('gridcell', { name: 'Deutsche Rentenversicherung' }).waitFor();
  await booked.getByRole('gridcell', { name: 'Salary' }).waitFor();

  // the transaction list finds it by its payee, and by its category
  await page.goto('/transactions');
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('rentenversicherung');
  await page.getByRole('row', { name: /Einkauf REWE/ }).waitFor({ state: 'detached' });
  await page
    .getByRole('row', { name: /Rente 12\/2025.*Deutsche Rentenversicherung.*Salary/ })
    .waitFor();
  await search.fill('');
  await page.getByRole('row', { name: /Einkauf REWE/ }).waitFor();
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Salary' }).click();
  await page.getByRole('row', { name: /Einkauf REWE/ }).waitFor({ state: 'detached' });
  await page.getByRole('row', { name: /Rente 12\/2025/ }).waitFor();
  // and the rule is the person's to keep
  await page.goto('/rules');
  await page
    .getByRole('row', { name: /Rentenservice.*Payee.*Salary.*Deutsche Rentenversicherung/ })
    .waitFor();
});
