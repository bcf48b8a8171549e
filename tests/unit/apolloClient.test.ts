import { gql } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../../src/lib/apolloClient';
import { clearSession, storeSession } from '../../src/lib/session';
import { LoginError, SignUpError, assertSuccess, graphQLErrorMessage } from '../../src/lib/errors';
import { makeToken } from './factories';

const query = gql`
  query probe {
    probe
  }
`;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('apollo client', () => {
  it('forgets the cached answers when the session passes to another user or ends, not on a fresh token of the same user', async () => {
    storeSession(makeToken({ sub: 'user-a' }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ data: { probe: 'secret of A' } })),
    );
    const client = createApolloClient();
    await client.query({ query });
    const cached = () => client.readQuery({ query }) as { probe: string } | null;
    expect(cached()?.probe).toBe('secret of A');

    storeSession(makeToken({ sub: 'user-a', role: 'admin' }));
    expect(cached()?.probe).toBe('secret of A');

    storeSession(makeToken({ sub: 'user-b' }));
    await vi.waitFor(() => expect(cached()).toBeNull());

    await client.query({ query, fetchPolicy: 'network-only' });
    clearSession();
    await vi.waitFor(() => expect(cached()).toBeNull());
  });

  it('POSTs to /api with the bearer token and the CSRF header', async () => {
    const token = makeToken();
    localStorage.setItem('accountant-auth', token);
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
      json({ data: { probe: 'ok' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const client = createApolloClient();
    await client.query({ query });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api');
    expect(init.method).toBe('POST');
    const headers = new Headers(init.headers);
    expect(headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(headers.get('x-graphql-yoga-csrf')).toBe('1');
  });

  it('sends no authorization header when signed out', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
      json({ data: { probe: 'ok' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await createApolloClient().query({ query });
    expect(new Headers(fetchMock.mock.calls[0][1].headers).has('authorization')).toBe(false);
  });

  it('on UNAUTHENTICATED clears token and role and calls for the login page', async () => {
    localStorage.setItem('accountant-auth', makeToken());
    localStorage.setItem('email-verified', 'user');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({
          data: null,
          errors: [{ message: 'Sign in first', extensions: { code: 'UNAUTHENTICATED' } }],
        }),
      ),
    );
    const onUnauthenticated = vi.fn();
    const client = createApolloClient({ onUnauthenticated });
    const error = await client.query({ query }).catch((e: unknown) => e);
    expect(graphQLErrorMessage(error)).toBe('Sign in first');
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('accountant-auth')).toBeNull();
    expect(localStorage.getItem('email-verified')).toBeNull();
  });

  it('describes a failed HTTP answer as "GraphQL Error (Code: status)"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Bad gateway', { status: 502 })),
    );
    const error = await createApolloClient()
      .query({ query })
      .catch((e: unknown) => e);
    expect(graphQLErrorMessage(error)).toBe('GraphQL Error (Code: 502)');
  });

  it('shows the first error message of a refused HTTP answer (too many requests, unexpected error)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({ errors: [{ message: 'Too many requests: try again in 12 s' }] }, 429),
      ),
    );
    const error = await createApolloClient()
      .query({ query })
      .catch((e: unknown) => e);
    expect(graphQLErrorMessage(error)).toBe('Too many requests: try again in 12 s');
  });
});

describe('error catalogue', () => {
  it('names the auth errors as specified', () => {
    expect(new LoginError()).toMatchObject({
      name: 'LoginError',
      message: 'Invalid email or password',
    });
    expect(new SignUpError()).toMatchObject({
      name: 'Sign Up Error',
      message: 'Invalid email or password',
    });
  });

  it('fails an unsuccessful create with the server message or "Failed"', () => {
    expect(() => assertSuccess({ success: false, message: 'Name taken' })).toThrow('Name taken');
    expect(() => assertSuccess({ success: false, message: null })).toThrow('Failed');
    expect(assertSuccess({ success: true, message: null })).toEqual({
      success: true,
      message: null,
    });
  });
});
