// A prerendered page's script asks for its first data (src/prerender/inline/preload.ts); the app's
// client takes those answers once, only for the token they were asked with, and asks the API
// itself otherwise (src/prerender/preloadedAnswers.ts). A text from an answer is shown at once in
// the element marked for it.
import { ApolloClient, ApolloLink, gql, InMemoryCache, Observable } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NET_WORTH_SLOT, netWorthText } from '../../src/features/dashboard/netWorthText';
import type { GetDashboardSummaryQuery } from '../../src/features/dashboard/Dashboard.generated';
import type { PreloadRequest } from '../../src/prerender/answers';
import preload from '../../src/prerender/inline/preload';
import { preloadedAnswerLink } from '../../src/prerender/preloadedAnswers';
import { takesOver } from '../../src/prerender/takeOver';

// the app started (nothing prerendered here): preloaded answers are given once it has
takesOver(document.createElement('div'));

const Greeting = gql`
  query Greeting {
    greeting
  }
`;
const operation = { operationName: 'Greeting', query: '{ greeting }' };

/** The page's script, run with `token` stored, its requests answered by `answer`. */
function runScript(
  token: string | null,
  answer: () => Promise<Response>,
  requests: PreloadRequest[] = [operation],
) {
  if (token) localStorage.setItem('accountant-auth', token);
  const fetch = vi.fn(answer);
  vi.stubGlobal('fetch', fetch);
  preload({ uri: '/api', language: 'de', requests });
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
  const Summary = gql`
    query Summary {
      getDashboardSummary {
        currency
        net_worth
        asset_count
      }
    }
  `;
  const summaryRequest: PreloadRequest = {
    operationName: 'Summary',
    query: '{ getDashboardSummary { currency net_worth asset_count } }',
    slot: NET_WORTH_SLOT,
  };
  const summary = (net_worth: string, asset_count: number, currency = 'EUR') => ({
    getDashboardSummary: { __typename: 'DashboardSummary', currency, net_worth, asset_count },
  });
  /** The page's element for the text, with `text` in it already (the app's, say). */
  function slot(text = '') {
    const element = document.createElement('p');
    element.dataset.preloaded = NET_WORTH_SLOT;
    element.textContent = text;
    document.body.append(element);
    return element;
  }
  const answered = (data: object | null) => () => Promise.resolve(Response.json({ data }));

  it('fills the empty element in the page’s language and the answer’s currency as soon as the answer arrives', async () => {
    const element = slot();
    runScript('token-a', answered(summary('1234.5', 2)), [summaryRequest]);
    await vi.waitFor(() => expect(element.textContent).toBe('1.234,50\u00a0€'));
    // the answer is still the app's to take
    const { client: apollo, asked } = client();
    const { data } = await apollo.query({ query: Summary });
    expect(data).toEqual(summary('1234.5', 2));
    expect(asked).not.toHaveBeenCalled();
  });

  it('leaves the element alone without a text, without an answer, or once it has one', async () => {
    const settled = () => new Promise((resolve) => setTimeout(resolve, 10));
    const element = slot();
    runScript('token-a', answered(summary('0', 0)), [summaryRequest]);
    runScript('token-a', answered(null), [summaryRequest]);
    runScript('token-a', () => Promise.reject(new TypeError('offline')), [summaryRequest]);
    await settled();
    expect(element.textContent).toBe('');
    element.textContent = 'drawn by the app';
    runScript('token-a', answered(summary('1234.5', 2)), [summaryRequest]);
    await settled();
    expect(element.textContent).toBe('drawn by the app');
  });

  it('shows the net worth as the dashboard draws it, and nothing without holdings', () => {
    const summaryOf = (net_worth: string, asset_count: number, currency = 'USD') =>
      ({ getDashboardSummary: { currency, net_worth, asset_count } }) as GetDashboardSummaryQuery;
    const value = '1234567.891';
    expect(netWorthText(summaryOf(value, 3), 'en')).toBe('$1,234,567.89');
    expect(netWorthText(summaryOf(value, 3), 'de')).toBe('1.234.567,89\u00a0$');
    // in the currency the answer is in, with its own decimals
    expect(netWorthText(summaryOf(value, 3, 'EUR'), 'de')).toBe('1.234.567,89\u00a0€');
    expect(netWorthText(summaryOf(value, 3, 'JPY'), 'en')).toBe('¥1,234,568');
    expect(netWorthText(summaryOf('0', 0), 'en')).toBeNull();
  });
});
