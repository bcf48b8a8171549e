// Personal access tokens (issue 28): shown once, kept as a hash, reading only or reading and
// writing as their owner, never touching the account's security, revoked at once, each person's own.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access_tokens } from '../../server/db/schema.js';
import { MAX_ACCESS_TOKENS } from '../../server/domain/accessTokens.js';
import {
  ADMIN_EMAIL,
  ENVELOPE,
  LIST_ENVELOPE,
  LOGOUT,
  ME,
  UPDATE_PASSWORD,
  makeApp,
  type Row,
  type TestApp,
} from './helpers.js';

const FIELDS = 'id name scope prefix created_at last_used_at';
const CREATE = `mutation ($name: String!, $scope: AccessTokenScope!) {
  createAccessToken(name: $name, scope: $scope) { ${ENVELOPE} token access_token { ${FIELDS} } } }`;
const LIST = `query { getAccessTokens(limit: 100) { ${LIST_ENVELOPE} count nodes { ${FIELDS} } } }`;
const ONE = `query ($id: ID!) { getAccessToken(id: $id) { ${ENVELOPE} token access_token { ${FIELDS} } } }`;
const REVOKE = `mutation ($id: ID!) { deleteAccessToken(id: $id) { ${ENVELOPE} } }`;
const CATEGORIES = 'query { getCategories { success count } }';
const CREATE_ACCOUNT = `mutation { createAccount(name: "Scripted", account_class: cash, value: "10",
  instrument_id: "00000000-0000-0000-0000-000000000000") { success message } }`;
const SESSIONS = 'query { getSessions { success } }';
const EVENTS = 'query { getSecurityEvents(limit: 100) { nodes { kind detail } } }';
const SIGN_IN_NEEDED = { code: 'FORBIDDEN', message: 'Sign in to do this: an access token cannot' };

let app: TestApp;
let admin: string;
let person: string;
beforeAll(async () => {
  app = await makeApp();
  admin = await app.signUpVerified(ADMIN_EMAIL);
  person = await app.signUpVerified('scripter@example.com');
});
afterAll(() => app.close());

async function create(name: string, scope: 'read' | 'write', token = person) {
  const answer = await app.call(CREATE, { name, scope }, token);
  expect(answer.success).toBe(true);
  return { token: answer.token as string, row: answer.access_token as Row };
}

describe('access tokens', () => {
  it('are shown once and kept only as a hash, with their first characters', async () => {
    const { token, row } = await create('  Nightly export ', 'read');
    expect(token).toMatch(/^wt_[A-Za-z0-9_-]{43}$/);
    expect(row).toMatchObject({ name: 'Nightly export', scope: 'read', last_used_at: null });
    expect(row.prefix).toBe(token.slice(0, 9));
    const again = await app.call(ONE, { id: row.id }, person);
    expect(again).toMatchObject({ success: true, token: null, access_token: { id: row.id } });
    expect((await app.call(LIST, {}, person)).nodes).toContainEqual(
      expect.objectContaining({ id: row.id, prefix: row.prefix }),
    );
    const [stored] = await app.db
      .select()
      .from(access_tokens)
      .where(eq(access_tokens.id, row.id as string));
    expect(JSON.stringify(stored)).not.toContain(token.slice(9));
  });

  it('read as their owner; a read-only one is refused every mutation, a read-write one is not', async () => {
    const reader = await create('Reader', 'read');
    const writer = await create('Writer', 'write');
    expect((await app.call(ME, {}, reader.token)).user).toMatchObject({
      email: 'scripter@example.com',
    });
    expect((await app.call(CATEGORIES, {}, reader.token)).success).toBe(true);
    expect(await app.errorCode(CREATE_ACCOUNT, {}, reader.token)).toEqual({
      code: 'FORBIDDEN',
      message: 'This access token may only read',
    });
    // the write token gets as far as the person would (the made-up currency is refused)
    expect((await app.call(CREATE_ACCOUNT, {}, writer.token)).message).not.toMatch(/token/);
    const [used] = await app.db
      .select()
      .from(access_tokens)
      .where(eq(access_tokens.id, reader.row.id as string));
    expect(used!.last_used_at).not.toBeNull();
  });

  it("never act on the account's security", async () => {
    const { token } = await create('Everything', 'write');
    for (const operation of [
      LOGOUT,
      SESSIONS,
      LIST,
      'mutation { endOtherSessions { success } }',
      'query { getTwoFactor { success } }',
      'mutation { beginTotpSetup { success } }',
      'mutation { disableTotp(code: "123456") { success } }',
      'query { getPasskeys { success } }',
      'mutation { beginPasskeyRegistration { success } }',
      'mutation { exportMyData { success } }',
      'mutation { deleteMe(password: "x") { success } }',
    ]) {
      expect(await app.errorCode(operation, {}, token), operation).toEqual(SIGN_IN_NEEDED);
    }
    expect(await app.errorCode(CREATE, { name: 'More', scope: 'write' }, token)).toEqual(
      SIGN_IN_NEEDED,
    );
    expect(
      await app.errorCode(
        UPDATE_PASSWORD,
        { password: 'x'.repeat(12), confirmation: 'x'.repeat(12) },
        token,
      ),
    ).toEqual(SIGN_IN_NEEDED);
  });

  it('stop working once revoked, and the log says so', async () => {
    const { token, row } = await create('Old laptop script', 'read');
    expect((await app.call(REVOKE, { id: row.id }, person)).message).toBe('Access token revoked');
    expect(await app.errorCode(ME, {}, token)).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Invalid access token',
    });
    expect((await app.call(REVOKE, { id: row.id }, person)).message).toBe('Not found');
    const kinds = ((await app.call(EVENTS, {}, person)).nodes as Row[]).filter(
      (event) => event.detail === 'Old laptop script',
    );
    expect(kinds.map((event) => event.kind)).toEqual([
      'access_token_revoked',
      'access_token_created',
    ]);
    expect(await app.errorCode(ME, {}, 'wt_made-up')).toMatchObject({
      message: 'Invalid access token',
    });
  });

  it("are each person's own", async () => {
    const { row } = await create('Private', 'read');
    const other = await app.signUpVerified('other.scripter@example.com');
    expect(await app.call(ONE, { id: row.id }, other)).toMatchObject({
      success: false,
      message: 'Not found',
    });
    expect(await app.call(REVOKE, { id: row.id }, other)).toMatchObject({
      success: false,
      message: 'Not found',
    });
    expect((await app.call(LIST, {}, other)).count).toBe(0);
    expect((await app.call(ONE, { id: row.id }, person)).success).toBe(true);
  });

  it('stop working while their owner is deactivated', async () => {
    const owner = await app.signUpVerified('paused.scripter@example.com');
    const { token } = await create('Paused', 'read', owner);
    const id = (await app.call(ME, {}, owner)).user!.uuid;
    const SET_STATUS = `mutation ($id: ID!, $status: Boolean) { updateUserAdmin(id: $id, status: $status) { success } }`;
    expect((await app.call(SET_STATUS, { id, status: false }, admin)).success).toBe(true);
    expect((await app.errorCode(ME, {}, token)).message).toBe('Invalid access token');
    expect((await app.call(SET_STATUS, { id, status: true }, admin)).success).toBe(true);
    expect((await app.call(ME, {}, token)).success).toBe(true);
  });

  it('need a name and a scope, and are at most 20 a person', async () => {
    expect(await app.call(CREATE, { name: ' ', scope: 'read' }, person)).toMatchObject({
      success: false,
      field_errors: [{ field: 'name', message: 'Name is required' }],
    });
    expect((await app.call(CREATE, { name: 'x'.repeat(101), scope: 'read' }, person)).success).toBe(
      false,
    );
    const many = await app.signUpVerified('many.tokens@example.com');
    for (let i = 0; i < MAX_ACCESS_TOKENS; i++) await create(`Token ${i}`, 'read', many);
    expect(await app.call(CREATE, { name: 'One more', scope: 'read' }, many)).toMatchObject({
      success: false,
      message: 'You can have at most 20 access tokens: revoke one first',
      token: null,
    });
    expect((await app.call(LIST, {}, many)).count).toBe(MAX_ACCESS_TOKENS);
  });
});
