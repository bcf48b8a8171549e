// Passkeys (issue 28) through the API, with a software authenticator answering the ceremonies as a
// browser would: added while signed in, then a sign-in on their own (the device verified who holds
// it) or as the second step after the password; each ceremony used once; a cloned key, another
// site's answer and another person's passkey refused; removed, a passkey signs in no more.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../server/lib/totp.js';
import { ENVELOPE, LOGIN, ME, PASSWORD, makeApp, type TestApp } from './helpers.js';
import { softAuthenticator } from './softAuthenticator.js';

const BEGIN_ADD = `mutation { beginPasskeyRegistration { success message errors ceremony options } }`;
const FINISH_ADD = `mutation ($ceremony: ID!, $response: JSON!, $name: String!) {
  finishPasskeyRegistration(ceremony: $ceremony, response: $response, name: $name) {
    ${ENVELOPE} passkey { id name backed_up created_at last_used_at } } }`;
const LIST = `query { getPasskeys { success count nodes { id name last_used_at } } }`;
const REMOVE = `mutation ($id: ID!) { deletePasskey(id: $id) { success message errors } }`;
const BEGIN_SIGN_IN = `mutation ($ticket: String) { beginPasskeySignIn(ticket: $ticket) {
  success message errors ceremony options } }`;
const FINISH_SIGN_IN = `mutation ($ceremony: ID!, $response: JSON!, $ticket: String) {
  finishPasskeySignIn(ceremony: $ceremony, response: $response, ticket: $ticket) {
    success message errors token } }`;
const LOGIN_2FA = `query ($email: String!, $password: String!) {
  loginUser(email: $email, password: $password) { success token second_factor { ticket methods } } }`;
const EVENTS = `query { getSecurityEvents(limit: 100) { nodes { kind detail } } }`;
const REFUSED = { success: false, message: 'This passkey was not accepted' };
const EXPIRED = { success: false, message: 'This passkey request has expired: try again' };

let app: TestApp;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

type Options = { challenge: string; rp: { id: string }; user: { id: string; name: string } };

/** A confirmed person with a passkey on `device`; answers their token and the passkey's id. */
async function withPasskey(email: string, device = softAuthenticator(app.config.appUrl)) {
  const token = await app.signUpVerified(email);
  const begun = await app.call(BEGIN_ADD, {}, token);
  const response = device.register(begun.options as Options);
  const added = await app.call(
    FINISH_ADD,
    { ceremony: begun.ceremony, response, name: 'Chrome · Linux' },
    token,
  );
  expect(added.success).toBe(true);
  return { token, device, id: (added.passkey as { id: string }).id };
}

/** A sign-in with the device's passkey: on its own, or as the second step of `ticket`. */
async function signIn(
  device: ReturnType<typeof softAuthenticator>,
  { ticket, ...how }: { ticket?: string; verified?: boolean; counter?: number } = {},
) {
  const begun = await app.call(BEGIN_SIGN_IN, { ticket });
  expect(begun.success).toBe(true);
  const response = device.authenticate(begun.options as never, how);
  return app.call(FINISH_SIGN_IN, { ceremony: begun.ceremony, response, ticket });
}

describe('adding a passkey', () => {
  it('asks the browser for a discoverable key of this site, and keeps only its public key', async () => {
    const token = await app.signUpVerified('adds.one@example.com');
    const begun = await app.call(BEGIN_ADD, {}, token);
    expect(begun.options).toMatchObject({
      rp: { id: 'app.test', name: 'Wealth Tracker' },
      user: { name: 'adds.one@example.com', displayName: 'Test Person' },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required' },
      excludeCredentials: [],
    });
    const device = softAuthenticator(app.config.appUrl);
    const response = device.register(begun.options as Options);

    expect(
      await app.call(FINISH_ADD, { ceremony: begun.ceremony, response, name: ' ' }, token),
    ).toMatchObject({
      success: false,
      field_errors: [{ field: 'name', message: 'Name is required' }],
    });
    const added = await app.call(
      FINISH_ADD,
      { ceremony: begun.ceremony, response, name: 'Chrome · Linux' },
      token,
    );
    expect(added).toMatchObject({
      success: true,
      message: 'Passkey added',
      passkey: { name: 'Chrome · Linux', backed_up: false, last_used_at: null },
    });
    // the ceremony is used up
    expect(
      await app.call(FINISH_ADD, { ceremony: begun.ceremony, response, name: 'Again' }, token),
    ).toMatchObject(EXPIRED);
    expect((await app.call(LIST, {}, token)).count).toBe(1);
    // the next ceremony names it, so that the browser does not make a second on that device
    const next = await app.call(BEGIN_ADD, {}, token);
    expect((next.options as { excludeCredentials: unknown[] }).excludeCredentials).toHaveLength(1);
    expect((await app.call(EVENTS, {}, token)).nodes).toContainEqual({
      kind: 'passkey_added',
      detail: 'Chrome · Linux',
    });
  });

  it("refuses another site's answer and another person's ceremony", async () => {
    const token = await app.signUpVerified('other.site@example.com');
    const device = softAuthenticator(app.config.appUrl);
    const begun = await app.call(BEGIN_ADD, {}, token);
    const phished = device.register(begun.options as Options, { from: 'https://app-test.evil' });
    expect(
      await app.call(FINISH_ADD, { ceremony: begun.ceremony, response: phished, name: 'X' }, token),
    ).toMatchObject(REFUSED);

    const stranger = await app.signUpVerified('stranger@example.com');
    const theirs = await app.call(BEGIN_ADD, {}, token);
    const response = device.register(theirs.options as Options);
    expect(
      await app.call(FINISH_ADD, { ceremony: theirs.ceremony, response, name: 'X' }, stranger),
    ).toMatchObject(EXPIRED);
  });
});

describe('signing in with a passkey', () => {
  it('on its own, when the device verified its holder; each answer once; no cloned key', async () => {
    const { device, token } = await withPasskey('alone@example.com');
    const signedIn = await signIn(device);
    expect(signedIn.success).toBe(true);
    expect((await app.call(ME, {}, signedIn.token)).user).toMatchObject({
      email: 'alone@example.com',
    });
    expect((await app.call(LIST, {}, token)).nodes![0]!.last_used_at).not.toBeNull();
    expect((await app.call(EVENTS, {}, token)).nodes).toContainEqual({
      kind: 'signed_in',
      detail: 'passkey',
    });

    // a key without a PIN or fingerprint is a key, not a person: not enough on its own
    expect(await signIn(device, { verified: false })).toMatchObject(REFUSED);
    // an answer replayed for a ceremony already used
    const begun = await app.call(BEGIN_SIGN_IN, {});
    const response = device.authenticate(begun.options as never);
    expect((await app.call(FINISH_SIGN_IN, { ceremony: begun.ceremony, response })).success).toBe(
      true,
    );
    expect(await app.call(FINISH_SIGN_IN, { ceremony: begun.ceremony, response })).toMatchObject(
      EXPIRED,
    );
    // a copy of the key whose counter stayed behind
    expect(await signIn(device, { counter: 1 })).toMatchObject(REFUSED);
  });

  it('as the second step after the password, with two-factor sign-in on', async () => {
    const { device, token } = await withPasskey('second.step.key@example.com');
    const setup = await app.call(
      'mutation { beginTotpSetup { success setup { secret } } }',
      {},
      token,
    );
    const { secret } = setup.setup as { secret: string };
    const enable = `mutation ($code: String!) { enableTotp(code: $code) { success } }`;
    expect((await app.call(enable, { code: totpCode(secret) }, token)).success).toBe(true);

    const password = await app.call(LOGIN_2FA, {
      email: 'second.step.key@example.com',
      password: PASSWORD,
    });
    const { ticket, methods } = password.second_factor as { ticket: string; methods: string[] };
    expect(methods).toEqual(['totp', 'recovery_code', 'passkey']);
    // the ticket names whose passkeys the browser may offer
    const begun = await app.call(BEGIN_SIGN_IN, { ticket });
    expect((begun.options as { allowCredentials: unknown[] }).allowCredentials).toHaveLength(1);
    // after the password, a key without user verification will do
    const signedIn = await signIn(device, { ticket, verified: false });
    expect(signedIn.success).toBe(true);

    // another person's passkey is no second step of this person's password
    const other = await withPasskey('someone.else@example.com');
    const fresh = await app.call(LOGIN, {
      email: 'second.step.key@example.com',
      password: PASSWORD,
    });
    expect(fresh.token).toBeNull();
    const again = await app.call(LOGIN_2FA, {
      email: 'second.step.key@example.com',
      password: PASSWORD,
    });
    const theirTicket = (again.second_factor as { ticket: string }).ticket;
    const wrongBegun = await app.call(BEGIN_SIGN_IN, { ticket: theirTicket });
    const wrong = other.device.authenticate({
      challenge: (wrongBegun.options as { challenge: string }).challenge,
    });
    expect(
      await app.call(FINISH_SIGN_IN, {
        ceremony: wrongBegun.ceremony,
        response: wrong,
        ticket: theirTicket,
      }),
    ).toMatchObject(REFUSED);
  });

  it('no more once removed; nobody removes what is not theirs', async () => {
    const { device, token, id } = await withPasskey('removes@example.com');
    const stranger = await app.signUpVerified('not.mine@example.com');
    expect(await app.call(REMOVE, { id }, stranger)).toMatchObject({
      success: false,
      message: 'Not found',
    });
    expect(await app.call(REMOVE, { id }, token)).toMatchObject({
      success: true,
      message: 'Passkey removed',
    });
    expect(await signIn(device)).toMatchObject(REFUSED);
    expect((await app.call(EVENTS, {}, token)).nodes).toContainEqual({
      kind: 'passkey_removed',
      detail: 'Chrome · Linux',
    });
  });
});
