// Test data: tokens shaped like the API's (unsigned: the browser never checks signatures) and users.
import type { MockedResponse } from '@apollo/client/testing';
import type { DocumentNode } from 'graphql';
import { vi } from 'vitest';
import { GetMeDocument, type MeFieldsFragment } from '../../src/graphql/Session.generated';
import type { UserFieldsFragment } from '../../src/graphql/fragments.generated';
import { USD } from './accountFactories';

const base64url = (value: object) =>
  Buffer.from(JSON.stringify(value))
    .toString('base64')
    .replace(/=+$/u, '')
    .replace(/\+/gu, '-')
    .replace(/\//gu, '_');

export type TokenOptions = { role?: string; expiresInSeconds?: number; sub?: string };

/** A JWT-shaped token; expiresInSeconds < 0 makes an expired one. */
export function makeToken({
  role = 'user',
  expiresInSeconds = 3600,
  sub = 'user-1',
}: TokenOptions = {}): string {
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub, role, exp })}.signature`;
}

let nextId = 1;

export type TestUser = UserFieldsFragment & { __typename: 'User' };

export function makeUser(overrides: Partial<UserFieldsFragment> = {}): TestUser {
  const id = nextId++;
  return {
    __typename: 'User',
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    fullname: 'Ada Lovelace',
    email: `ada${id}@example.com`,
    email_verified: true,
    role: 'user',
    status: true,
    meta: null,
    avatar_url: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export type TestMe = MeFieldsFragment & { __typename: 'User' };

/**
 * The signed-in person as getMe answers: the user, with the language of their mails (English) and
 * the currency of their figures (US dollars) unless the user gives them.
 */
export function makeMe(
  user: TestUser | TestMe = makeUser(),
  overrides: Partial<
    Pick<MeFieldsFragment, 'language' | 'base_currency' | 'needs_two_factor'>
  > = {},
): TestMe {
  return { language: 'en', base_currency: USD, needs_two_factor: false, ...user, ...overrides };
}

/** getMe answering with this user, as often as it is asked. */
export function getMeMock(user: TestUser | TestMe = makeUser()): MockedResponse {
  return {
    request: { query: GetMeDocument },
    result: {
      data: {
        getMe: {
          __typename: 'UserResult',
          success: true,
          message: null,
          errors: null,
          user: makeMe(user),
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export type EnvelopeOptions = { message?: string | null; errors?: string[] | null };

/** The answer envelope of a mutation without payload (Result). */
export function resultEnvelope(
  success: boolean,
  { message = null, errors = null }: EnvelopeOptions = {},
) {
  return { __typename: 'Result' as const, success, message, errors };
}

/** An AuthResult: success with a token, or failure with the server's message and errors. */
export function authResult(
  success: boolean,
  { token = null, message = null, errors = null }: EnvelopeOptions & { token?: string | null } = {},
) {
  return { __typename: 'AuthResult' as const, success, message, errors, field_errors: null, token };
}

/** A mock that answers `query` with these variables by `data`, and a spy telling whether it was asked. */
export function answeredMock(
  query: DocumentNode,
  variables: Record<string, unknown> | undefined,
  data: Record<string, unknown>,
  maxUsageCount = 1,
) {
  const result = vi.fn(() => ({ data }));
  const mock: MockedResponse = { request: { query, variables }, result, maxUsageCount };
  return { mock, result };
}
