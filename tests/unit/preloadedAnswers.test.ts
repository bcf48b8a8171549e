// A prerendered page's script asks for its first data (src/lib/preloadedAnswers.ts); the app's
// client takes those answers once, only for the token they were asked with, and asks the API
// itself otherwise.
import { ApolloClient, ApolloLink, gql, InMemoryCache, Observable } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prerenderedRoot } from '../../src/lib/prerender';
import { preloadedAnswerLink, preloadScript } from '../../src/lib/preloadedAnswers';

// the app started (nothing prerendered here): preloaded answers are given once it has
prerenderedRoot(document.createElement('div'));

const Greeting = gql`
  query Greeting {
    greeting
  }
`;
const operation = { operationName: 'Greeting', query: '{ greeting }' };
const options = { uri: '/api', tokenKey: 'accountant-auth', stale: 'data-prerender-stale' };

/** The page's script, run with `token` stored, its requests answered by `answer`. */
function runScript(token: string | null, answer: () => Promise<Response>) {
  if (token) localStorage.setItem('accountant-auth', token);
  const fetch = vi.fn(answer);
  vi.stubGlobal('fetch', fetch);
  new Function(preloadScript([operation], options))();
  vi.unstubAllGlobals();
  return fetch;
}

/** A client whose own requests to the API are counted and answered "from the API". */
function client() {
  const asked = vi.fn();
  const api = new ApolloLink(() => {
    asked();
    return new Observable((observer) => {
      observer.next({ data: { greeting: 'from the API' } });
      observer.complete();
    });
  });
  const token = () => localStorage.getItem('accountant-auth');
  return {
    asked,
    client: new ApolloClient({
      link: ApolloLink.from([preloadedAnswerLink(token), api]),
      cache: new InMemoryCache(),
    }),
  };
}

const preloadedAnswer = () => Promise.resolve(Response.json({ data: { greeting: 'preloaded' } }));

afterEach(() => {
  delete (window as unknown as Record<string, unknown>).__preloadedAnswers;
  document.documentElement.removeAttribute('data-prerender-stale');
});

describe('answers preloaded by a prerendered page', () => {
  it('asks with the stored token and is taken once, instead of asking again', async () => {
    const fetch = runScript('token-a', preloadedAnswer);
    expect(fetch).toHaveBeenCalledOnce();
    const [uri, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(uri).toBe('/api');
    expect(init.headers).toMatchObject({ authorization: 'Bearer token-a' });
    expect(JSON.parse(init.body as string)).toEqual({ ...operation, variables: {} });

    const { client: apollo, asked } = client();
    expect((await apollo.query({ query: Greeting })).data).toEqual({ greeting: 'preloaded' });
    expect(asked).not.toHaveBeenCalled();
    // taken: asked again, the API answers
    const again = await apollo.query({ query: Greeting, fetchPolicy: 'network-only' });
    expect(again.data).toEqual({ greeting: 'from the API' });
    expect(asked).toHaveBeenCalledOnce();
  });

  it('is not taken by another session', async () => {
    runScript('token-a', preloadedAnswer);
    localStorage.setItem('accountant-auth', 'token-b');
    const { client: apollo, asked } = client();
    expect((await apollo.query({ query: Greeting })).data).toEqual({ greeting: 'from the API' });
    expect(asked).toHaveBeenCalledOnce();
  });

  it('asks the API when the page could not get the answer', async () => {
    runScript('token-a', () => Promise.reject(new TypeError('offline')));
    const { client: apollo, asked } = client();
    expect((await apollo.query({ query: Greeting })).data).toEqual({ greeting: 'from the API' });
    expect(asked).toHaveBeenCalledOnce();
  });

  it('asks nothing for a page that does not fit, or without a session', () => {
    document.documentElement.setAttribute('data-prerender-stale', '');
    expect(runScript('token-a', preloadedAnswer)).not.toHaveBeenCalled();
    document.documentElement.removeAttribute('data-prerender-stale');
    localStorage.clear();
    expect(runScript(null, preloadedAnswer)).not.toHaveBeenCalled();
  });
});
