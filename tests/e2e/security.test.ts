// Journeys (issue 28): a person signed in on a laptop and a phone sees both sessions, ends the
// phone's (the phone is then signed out), signs out everywhere else, and reads what happened in
// the security log; another turns on two-factor sign-in and signs in with the app's code and with
// a recovery code; a third adds a passkey in Chromium's virtual authenticator and signs in with it.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { totpCode } from '../../server/lib/totp';
import {
  launchBrowser,
  newContext,
  settled,
  signUpConfirmed,
  startApp,
  type RunningApp,
} from './support';

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const PASSWORD = 'correct horse battery';

let app: RunningApp;
let browser: Browser;

before(async () => {
  app = await startApp();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await app?.stop();
});

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
  await settled(page);
}

test("end the phone's session, sign out everywhere else, read the security log", async () => {
  const email = `two.devices.${Date.now()}@example.com`;
  // the sign-up and the confirmation are two sessions of a script (node's fetch)
  await signUpConfirmed(app, email, 'Ada Lovelace', PASSWORD);

  const laptopContext = await newContext(browser, app.url);
  const phoneContext = await newContext(browser, app.url, {
    userAgent: PHONE,
    viewport: { width: 390, height: 844 },
  });
  for (const context of [laptopContext, phoneContext]) {
    await context.addCookies([{ name: 'cookieConsent', value: 'true', url: app.url }]);
  }
  const laptop = await laptopContext.newPage();
  const phone = await phoneContext.newPage();
  laptop.setDefaultTimeout(10_000);
  phone.setDefaultTimeout(10_000);
  await signIn(laptop, email);
  await signIn(phone, email);

  // The laptop's sessions, from the account menu: this one marked, the phone's named.
  await laptop.getByRole('button', { name: 'Account menu of Ada Lovelace' }).hover();
  await laptop.getByRole('link', { name: 'Sessions' }).click();
  await laptop.waitForURL('**/settings/sessions');
  const grid = laptop.getByRole('grid');
  const here = grid.getByRole('row').filter({ hasText: 'This device' });
  await here.getByText(/Chrome · Linux/).waitFor();
  assert.equal(await here.getByRole('button', { name: /^End session/ }).count(), 0);
  const phoneRow = grid.getByRole('row').filter({ hasText: 'Safari · iPhone' });
  await phoneRow.getByRole('button', { name: 'End session Safari · iPhone' }).click();
  const dialog = laptop.getByRole('dialog', { name: 'End this session?' });
  await dialog.getByRole('button', { name: 'End session' }).click();
  await dialog.waitFor({ state: 'detached' });
  await phoneRow.waitFor({ state: 'detached' });

  // The phone is signed out at its next request.
  await phone.goto('/accounts');
  await phone.waitForURL('**/login**');

  // Everywhere else: the script's two sessions.
  await laptop.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await laptop
    .getByRole('dialog', { name: 'Sign out everywhere else?' })
    .getByRole('button', { name: 'Sign out the others' })
    .click();
  await laptop.getByRole('status').filter({ hasText: '2 sessions ended.' }).waitFor();
  await grid.getByRole('row').filter({ hasText: 'This device' }).waitFor();
  assert.equal(await grid.getByRole('row').count(), 2); // the header and this session

  // The security log says what happened, newest first.
  await laptop.getByRole('button', { name: 'Account menu of Ada Lovelace' }).hover();
  await laptop.getByRole('link', { name: 'Security log' }).click();
  await laptop.waitForURL('**/settings/security-log');
  const log = laptop.getByRole('grid');
  await log.getByText('Signed out everywhere else').waitFor();
  const kinds = await log.getByRole('row').allInnerTexts();
  const order = ['Signed out everywhere else', 'Session ended', 'Signed in'].map((kind) =>
    kinds.findIndex((row) => row.includes(kind)),
  );
  assert.deepEqual(
    order,
    [...order].sort((a, b) => a - b),
    kinds.join('\n'),
  );
  assert.ok(
    order.every((index) => index > 0),
    kinds.join('\n'),
  );

  await laptopContext.close();
  await phoneContext.close();
});

test('turn on two-factor sign-in, sign out, sign in with a code, then with a recovery code', async () => {
  const email = `two.factor.${Date.now()}@example.com`;
  await signUpConfirmed(app, email, 'Grace Hopper', PASSWORD);
  const context = await newContext(browser, app.url);
  await context.addCookies([{ name: 'cookieConsent', value: 'true', url: app.url }]);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  await signIn(page, email);

  // Set up from the account menu: the key the app would scan, then its first code.
  await page.getByRole('button', { name: 'Account menu of Grace Hopper' }).hover();
  await page.getByRole('link', { name: 'Two-factor sign-in' }).click();
  await page.waitForURL('**/settings/two-factor');
  await page.getByRole('button', { name: 'Set up' }).click();
  await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  assert.match(secret, /^[A-Z2-7]{32}$/);
  await page.getByLabel('Code from the app').fill('000000');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await page.getByText('This code is not valid. Check it, or wait for the next one.').waitFor();
  await page.getByLabel('Code from the app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await page.getByRole('status').filter({ hasText: 'Two-factor sign-in is on.' }).waitFor();
  const codes = await page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
  assert.equal(await codes.count(), 10);
  const recovery = await codes.first().innerText();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await page.getByText('10 recovery codes left.').waitFor();

  /** Signs out from the account menu and gives the password again: the second step follows. */
  const signOutAndIn = async () => {
    await page.getByRole('button', { name: 'Account menu of Grace Hopper' }).hover();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
  };

  // Signed out, the password alone is not enough: the app's next code signs in.
  await signOutAndIn();
  // (the code of the next 30 seconds: the one that turned it on is never accepted again)
  await page.getByLabel('Code from the app').fill(totpCode(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');

  // A recovery code stands in for the phone, once.
  await signOutAndIn();
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recovery);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
  await settled(page);
  await page.goto('/settings/two-factor');
  await page.getByText('9 recovery codes left.').waitFor();

  await context.close();
});

test('add a passkey in the browser, sign out, sign in with it alone', async () => {
  // WebAuthn takes a domain name as the site's id, never an IP address: this app is localhost's
  const site = await startApp({}, { hostname: 'localhost' });
  try {
    const email = `passkey.${Date.now()}@example.com`;
    await signUpConfirmed(site, email, 'Ada Lovelace', PASSWORD);
    const context = await newContext(browser, site.url);
    await context.addCookies([{ name: 'cookieConsent', value: 'true', url: site.url }]);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    // Chromium's virtual authenticator: a platform passkey that verifies its holder, and says yes
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await signIn(page, email);

    await page.getByRole('button', { name: 'Account menu of Ada Lovelace' }).hover();
    await page.getByRole('link', { name: 'Passkeys' }).click();
    await page.waitForURL('**/settings/passkeys');
    await page.getByText('No passkeys').waitFor();
    // (the header's button; the empty list offers the same)
    await page.getByRole('link', { name: 'Add a passkey' }).first().click();
    const name = page.getByLabel('Name');
    assert.equal(await name.inputValue(), 'Chrome · Linux');
    await name.fill('Test laptop');
    await page.getByRole('button', { name: 'Add passkey' }).click();
    await page.waitForURL('**/settings/passkeys/show/**');
    await page.getByText('Test laptop').first().waitFor();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    assert.equal(credentials.length, 1);
    assert.equal(credentials[0]!.isResidentCredential, true);

    // Signed out, the passkey alone signs in: no e-mail, no password typed.
    await page.getByRole('button', { name: 'Account menu of Ada Lovelace' }).hover();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Welcome, Ada Lovelace' }).waitFor();

    // The passkey's list says it was used; the log says how the sign-in was made.
    await page.goto('/settings/security-log');
    await page.getByRole('grid').getByText('With a passkey').waitFor();
    await context.close();
  } finally {
    await site.stop();
  }
});
