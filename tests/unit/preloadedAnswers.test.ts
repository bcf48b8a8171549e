// A prerendered page's script asks for its first data (src/lib/preloadedAnswers.ts); the app's
// client takes those answers once, only for the token they were asked with, and asks the API
// itself otherwise. A text from an answer is shown at once in the element marked for it.
import { ApolloClient, ApolloLink, gql, InMemoryCache, Observable } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prerenderedRoot } from '../../src/lib/prerender';
import {
  preloadedAnswerLink,
  preloadScript,
  type PreloadedOperation,
} from '../../src/lib/preloadedAnswers';
import { formatUsd } from '../../src/lib/format';
import { preloadedNetWorth } from '../../src/features/dashboard/NetWorthCard';
import type { GetDashboardSummaryQuery } from '../../src/graphql/generated';

// the app started (nothing prerendered here): preloaded answers are given once it has
prerenderedRoot(document.createElement('div'));

const Greeting = gql`
  query Greeting {
    greeting
  }
`;
const operation = { operationName: 'Greeting', query: '{ greeting }' };
const options = {
  uri: '/api',
  tokenKey: 'accountant-auth',
  stale: 'data-prerender-stale',
  language: 'de',
};

/** The page's script, run with `token` stored, its requests answered by `answer`. */
function runScript(
  token: string | null,
  answer: () => Promise<Response>,
  operations: PreloadedOperation[] = [operation],
) {
  if (token) localStorage.setItem('accountant-auth', token);
  const fetch = vi.fn(answer);
  vi.stubGlobal('fetch', fetch);
  new Function(preloadScript(operations, options))();
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
  document.body.replaceChildren();
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

describe('a text shown from a preloaded answer', () => {
  const shown: PreloadedOperation = {
    ...operation,
    show: {
      slot: 'greeting',
      text: (data: { greeting: string | null }, language: string) =>
        data.greeting && `${data.greeting} (${language})`,
    },
  };
  /** The page's element for the text, with `text` in it already (the app's, say). */
  function slot(text = '') {
    const element = document.createElement('p');
    element.dataset.preloaded = 'greeting';
    element.textContent = text;
    document.body.append(element);
    return element;
  }
  const answered = (greeting: string | null) => () =>
    Promise.resolve(Response.json({ data: { greeting } }));

  it('fills the empty element in the page’s language as soon as the answer arrives', async () => {
    const element = slot();
    runScript('token-a', answered('Hallo'), [shown]);
    await vi.waitFor(() => expect(element.textContent).toBe('Hallo (de)'));
    // the answer is still the app's to take
    const { client: apollo, asked } = client();
    expect((await apollo.query({ query: Greeting })).data).toEqual({ greeting: 'Hallo' });
    expect(asked).not.toHaveBeenCalled();
  });

  it('leaves the element alone without a text, without an answer, or once it has one', async () => {
    const settled = () => new Promise((resolve) => setTimeout(resolve, 10));
    const element = slot();
    runScript('token-a', answered(null), [shown]);
    runScript('token-a', () => Promise.reject(new TypeError('offline')), [shown]);
    await settled();
    expect(element.textContent).toBe('');
    element.textContent = 'drawn by the app';
    runScript('token-a', answered('Hallo'), [shown]);
    await settled();
    expect(element.textContent).toBe('drawn by the app');
  });

  it('shows the net worth as the dashboard draws it, and nothing without holdings', () => {
    const summary = (net_worth: string, asset_count: number) =>
      ({ getDashboardSummary: { net_worth, asset_count } }) as GetDashboardSummaryQuery;
    for (const language of ['en', 'de']) {
      const value = '1234567.891';
      expect(preloadedNetWorth(summary(value, 3), language)).toBe(formatUsd(value, language));
    }
    expect(preloadedNetWorth(summary('0', 0), 'en')).toBeNull();
  });
});
