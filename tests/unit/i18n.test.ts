import { afterEach, describe, expect, it, vi } from 'vitest';
import de from '../../public/locales/de/common.json';
import en from '../../public/locales/en/common.json';
import { act, render, screen } from '@testing-library/react';
import { createElement, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { createAppI18n } from '../../src/lib/i18n';

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const json = (body: unknown, status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('translations', () => {
  it('en and de have the same keys', () => {
    expect(keys(de).sort()).toEqual(keys(en).sort());
  });

  it('load from /locales/{lng}/common.json, retrying a 5xx (350 ms, doubling)', async () => {
    vi.useFakeTimers();
    const answers = [json('oops', 503), json('oops', 502), json({ app: { name: 'Loaded' } })];
    const fetchMock = vi.fn(async (url: string) =>
      url === '/locales/en/common.json' ? (answers.shift() ?? json({})) : json({}),
    );
    vi.stubGlobal('fetch', fetchMock);
    const enLoads = () =>
      fetchMock.mock.calls.filter(([url]) => url === '/locales/en/common.json').length;
    localStorage.setItem('i18nextLng', 'en');
    const i18n = createAppI18n();
    await vi.advanceTimersByTimeAsync(0);
    expect(enLoads()).toBe(1);
    await vi.advanceTimersByTimeAsync(349);
    expect(enLoads()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(enLoads()).toBe(2);
    await vi.advanceTimersByTimeAsync(699);
    expect(enLoads()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(enLoads()).toBe(3);
    await vi.waitFor(() => expect(i18n.t('app.name')).toBe('Loaded'));
  });

  it('gives up on a 5xx after 5 retries without crashing', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = vi.fn(async (_url: string) => json('down', 500));
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('i18nextLng', 'de');
    const i18n = createAppI18n();
    await vi.advanceTimersByTimeAsync(60_000);
    const deLoads = fetchMock.mock.calls.filter(
      ([url]) => String(url) === '/locales/de/common.json',
    );
    expect(deLoads).toHaveLength(6); // the first try and 5 retries
    expect(i18n.t('app.name')).toBe('app.name'); // no text, but no crash either
  });

  it('a page waiting for its failing language retries it once over, then shows the fallback', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = vi.fn(async (url: string) =>
      url.includes('/de/') ? json('down', 503) : json({ app: { name: 'English' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('i18nextLng', 'de');
    const i18n = createAppI18n();
    function Name() {
      return createElement('p', null, useTranslation().t('app.name'));
    }
    render(createElement(Suspense, { fallback: 'waiting' }, createElement(Name)));
    const deLoads = () =>
      fetchMock.mock.calls.filter(([url]) => url === '/locales/de/common.json').length;
    // 350 + 700 + 1,400 + 2,800 + 5,600 ms of retries, then English
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(screen.getByText('English')).toBeInTheDocument();
    // and no second round while the page is shown
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(deLoads()).toBe(6);
    expect(i18n.language).toBe('de');
  });

  it('does not retry a 4xx or invalid JSON, and falls back to English', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = vi.fn(async (url: string) =>
      url.includes('/de/') ? json('not found', 404) : json('{not json'),
    );
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('i18nextLng', 'de');
    const i18n = createAppI18n();
    await vi.waitFor(() => expect(i18n.isInitialized).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock.mock.calls.filter(([url]) => url.includes('/de/'))).toHaveLength(1);
    expect(fetchMock.mock.calls.filter(([url]) => url.includes('/en/'))).toHaveLength(1);
    expect(i18n.t('app.name')).toBe('app.name');
  });

  it('loads only the active language before the first render, the other when switching', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      json({ app: { name: url.includes('/de/') ? 'Deutsch' : 'English' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const loaded = () => fetchMock.mock.calls.map(([url]) => url);
    localStorage.setItem('i18nextLng', 'en');
    const i18n = createAppI18n();
    await vi.waitFor(() => expect(i18n.t('app.name')).toBe('English'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loaded()).toEqual(['/locales/en/common.json']);
    await i18n.changeLanguage('de');
    expect(i18n.t('app.name')).toBe('Deutsch');
    expect(loaded()).toEqual(['/locales/en/common.json', '/locales/de/common.json']);
  });

  it('shows no keys when the language fails: English is loaded before i18n is ready', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('/de/') ? json('not found', 404) : json({ app: { name: 'English' } }),
      ),
    );
    localStorage.setItem('i18nextLng', 'de');
    const i18n = createAppI18n();
    // what react-i18next waits for before rendering: never ready with the keys only
    const readyWithKeys: boolean[] = [];
    i18n.on('initialized', () =>
      readyWithKeys.push(i18n.hasLoadedNamespace('common') && i18n.t('app.name') === 'app.name'),
    );
    await vi.waitFor(() => expect(i18n.t('app.name')).toBe('English'));
    expect(readyWithKeys).toEqual([false]);
    expect(i18n.hasLoadedNamespace('common')).toBe(true);
    expect(i18n.language).toBe('de'); // the choice stays
    expect(localStorage.getItem('i18nextLng')).toBe('de');
  });

  it('detects the language from ?lng= first and keeps it in i18nextLng', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        json({ app: { name: url.includes('/de/') ? 'Deutsch' : 'English' } }),
      ),
    );
    window.history.replaceState(null, '', '/?lng=de');
    localStorage.setItem('i18nextLng', 'en');
    const i18n = createAppI18n();
    await vi.waitFor(() => expect(i18n.t('app.name')).toBe('Deutsch'));
    expect(i18n.language).toBe('de');
    expect(localStorage.getItem('i18nextLng')).toBe('de');
    window.history.replaceState(null, '', '/');
  });

  it('keeps a choice in the language cookie when there is one, and adds none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ app: { name: 'x' } })),
    );
    const i18n = createAppI18n();
    await vi.waitFor(() => expect(i18n.isInitialized).toBe(true));
    await i18n.changeLanguage('de');
    expect(localStorage.getItem('i18nextLng')).toBe('de');
    expect(document.cookie).not.toContain('i18next=');

    // a cookie is asked before local storage: it follows the person's choice
    document.cookie = 'i18next=de; path=/';
    await i18n.changeLanguage('en');
    expect(document.cookie).toContain('i18next=en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });
});
