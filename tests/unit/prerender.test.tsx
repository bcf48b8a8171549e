// The check of the prerendered pages (src/prerender/check.ts, built into the page's first script)
// must decide as the app does: each case runs it in the page and compares with the language
// i18next settles on, the colour mode the app reads and the session it finds.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readColorMode } from '../../src/lib/colorMode';
import { giveCookieConsent } from '../../src/lib/cookieConsent';
import { createAppI18n, i18nReady } from '../../src/lib/i18n';
import { supportedLanguages, type Language } from '../../src/lib/language';
import {
  CONSENTED_ATTRIBUTE,
  PRERENDER_COLOR_MODE,
  PRERENDERED_ATTRIBUTE,
  STALE_ATTRIBUTE,
} from '../../src/prerender/attributes';
import { type Audience, checkPage } from '../../src/prerender/check';
import { prerenderedAttributeValue, takesOver } from '../../src/prerender/takeOver';
import {
  BROWSER_SESSION_COOKIE,
  dropForgottenSession,
  getToken,
  readSession,
} from '../../src/lib/session';
import { stubMatchMedia } from './matchMedia';

type Visitor = {
  languages?: string[];
  search?: string;
  /** document.cookie */
  cookie?: string;
  stored?: Record<string, string>;
  /** sessionStorage */
  session?: Record<string, string>;
  dark?: boolean;
};

const html = document.documentElement;

/** Runs the check of the page drawn in `language` for `audience`, for this visitor. */
function visit(
  {
    languages = ['en-US', 'en'],
    search = '',
    cookie,
    stored = {},
    session = {},
    dark = false,
  }: Visitor,
  language: Language = 'en',
  audience: Audience = 'visitor',
) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
  window.history.replaceState(null, '', `/${search}`);
  if (cookie) document.cookie = `${cookie}; path=/`;
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
  stubMatchMedia((query) => dark && query.includes('prefers-color-scheme: dark'));
  html.removeAttribute(STALE_ATTRIBUTE);
  html.removeAttribute(CONSENTED_ATTRIBUTE);
  checkPage({ language, audience });
}

/**
 * Which page for `audience` the app itself would draw for the same visitor: its language, or null
 * if not light, or signed in on a visitor's page, or not a verified user's live session on a user's.
 */
async function appDraws(audience: Audience = 'visitor'): Promise<Language | null> {
  // resolvedLanguage needs texts: any will do
  vi.stubGlobal('fetch', async () => new Response('{"app":{"name":"x"}}'));
  const i18n = createAppI18n();
  await i18nReady(i18n);
  dropForgottenSession();
  const session = readSession();
  const fits =
    audience === 'user'
      ? session.status === 'valid' && session.role === 'user'
      : getToken() === null;
  return readColorMode() === PRERENDER_COLOR_MODE && fits
    ? (i18n.resolvedLanguage as Language)
    : null;
}

/** A token as the API signs it (the signature is never checked in the browser). */
function token(payload: { role?: string; exp?: number }) {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/u, '');
  return `${part({ alg: 'HS256' })}.${part({ sub: 'u1', ...payload })}.signature`;
}
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
  html.removeAttribute(STALE_ATTRIBUTE);
  html.removeAttribute(CONSENTED_ATTRIBUTE);
});

describe('the prerendered pages’ check', () => {
  // the page (by its language) that fits each visitor, or null when none does
  const cases: [string, Visitor, Language | null][] = [
    ['an English browser, light, signed out', {}, 'en'],
    ['a German browser', { languages: ['de-DE', 'de'] }, 'de'],
    ['a French browser that also reads German', { languages: ['fr-FR', 'de'] }, 'de'],
    ['a French browser only (English is the fallback)', { languages: ['fr-FR'] }, 'en'],
    ['German chosen before in an English browser', { stored: { i18nextLng: 'de' } }, 'de'],
    [
      'English chosen before in a German browser',
      { languages: ['de-DE'], stored: { i18nextLng: 'en' } },
      'en',
    ],
    ['?lng=de in the address', { search: '?lng=de' }, 'de'],
    // the specification's order: address, cookie, local storage, session storage, browser
    ['?lng=en before the cookie', { search: '?lng=en', cookie: 'i18next=de' }, 'en'],
    ['the i18next cookie in an English browser', { cookie: 'i18next=de' }, 'de'],
    [
      'the cookie before the one chosen before',
      { cookie: 'i18next=en', stored: { i18nextLng: 'de' } },
      'en',
    ],
    ['this tab’s language in an English browser', { session: { i18nextLng: 'de' } }, 'de'],
    [
      'the one chosen before, before this tab’s',
      { stored: { i18nextLng: 'en' }, session: { i18nextLng: 'de' } },
      'en',
    ],
    ['a cookie of another language than ours', { cookie: 'i18next=fr', languages: ['de'] }, 'de'],
    ['a system in dark mode', { dark: true }, null],
    ['dark mode chosen before', { stored: { colorMode: 'dark' } }, null],
    ['light chosen before on a dark system', { dark: true, stored: { colorMode: 'light' } }, 'en'],
    ['a stored session', { stored: { 'accountant-auth': 'a.b.c' } }, null],
  ];
  it.each(cases)('%s: %s', async (_name, visitor, fits) => {
    for (const language of supportedLanguages) {
      visit(visitor, language);
      expect(html.hasAttribute(STALE_ATTRIBUTE), `the ${language} page`).toBe(language !== fits);
    }
    expect(await appDraws()).toBe(fits);
  });

  // a signed-in page: drawn for a verified user (the admin's menu differs)
  const userCases: [string, Visitor, Language | null][] = [
    [
      'a user signed in',
      { stored: { 'accountant-auth': token({ role: 'user', exp: inAnHour() }) } },
      'en',
    ],
    [
      'a user signed in, in German',
      { stored: { 'accountant-auth': token({ role: 'user', exp: inAnHour() }), i18nextLng: 'de' } },
      'de',
    ],
    ['nobody signed in', {}, null],
    [
      'an expired session',
      { stored: { 'accountant-auth': token({ role: 'user', exp: 1 }) } },
      null,
    ],
    ['an unreadable token', { stored: { 'accountant-auth': 'a.b.c' } }, null],
    [
      'an admin',
      { stored: { 'accountant-auth': token({ role: 'admin', exp: inAnHour() }) } },
      null,
    ],
    [
      'a role stored apart from the token',
      {
        stored: {
          'accountant-auth': token({ role: 'user', exp: inAnHour() }),
          'email-verified': 'unverified',
        },
      },
      null,
    ],
    [
      'a session not to be remembered, the browser closed since',
      {
        stored: {
          'accountant-auth': token({ role: 'user', exp: inAnHour() }),
          'accountant-remember': '0',
        },
      },
      null,
    ],
    [
      'a user signed in, in dark mode',
      {
        stored: { 'accountant-auth': token({ role: 'user', exp: inAnHour() }), colorMode: 'dark' },
      },
      null,
    ],
  ];
  it.each(userCases)('a signed-in page, %s', async (_name, visitor, fits) => {
    for (const language of supportedLanguages) {
      visit(visitor, language, 'user');
      expect(html.hasAttribute(STALE_ATTRIBUTE), `the ${language} page`).toBe(language !== fits);
    }
    expect(await appDraws('user')).toBe(fits);
  });

  it('draws a signed-in page afresh when its address has a query (a list’s page or search)', () => {
    const stored = { 'accountant-auth': token({ role: 'user', exp: inAnHour() }) };
    visit({ stored }, 'en', 'user');
    expect(html.hasAttribute(STALE_ATTRIBUTE)).toBe(false);
    visit({ stored, search: '?page=2' }, 'en', 'user');
    expect(html.hasAttribute(STALE_ATTRIBUTE)).toBe(true);
  });

  it('keeps a session not to be remembered while the browser is open', async () => {
    document.cookie = `${BROWSER_SESSION_COOKIE}=1; path=/`;
    const stored = {
      'accountant-auth': token({ role: 'user', exp: inAnHour() }),
      'accountant-remember': '0',
    };
    visit({ stored }, 'en', 'user');
    expect(html.hasAttribute(STALE_ATTRIBUTE)).toBe(false);
    expect(await appDraws('user')).toBe('en');
    document.cookie = `${BROWSER_SESSION_COOKIE}=; path=/; max-age=0`;
  });

  it('treats the page as stale when the storage cannot be read', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    visit({});
    expect(html.hasAttribute(STALE_ATTRIBUTE)).toBe(true);
  });

  it('marks a visitor who has consented to cookies, so the prerendered banner is hidden', () => {
    visit({});
    expect(html.hasAttribute(CONSENTED_ATTRIBUTE)).toBe(false);
    giveCookieConsent();
    visit({});
    expect(html.hasAttribute(CONSENTED_ATTRIBUTE)).toBe(true);
  });
});

describe('starting on a prerendered page', () => {
  const prerendered = (audience: Audience = 'visitor') => {
    const container = document.createElement('div');
    container.setAttribute(PRERENDERED_ATTRIBUTE, prerenderedAttributeValue(audience));
    container.setAttribute('inert', '');
    container.innerHTML = '<main>Prerendered</main>';
    return container;
  };

  it('takes over a page that fits the visitor', () => {
    const container = prerendered();
    expect(takesOver(container)).toBe(true);
    expect(container.textContent).toBe('Prerendered');
  });

  it('clears a stale page and draws afresh, usable at once', () => {
    const container = prerendered();
    html.setAttribute(STALE_ATTRIBUTE, '');
    expect(takesOver(container)).toBe(false);
    expect(container.childNodes).toHaveLength(0);
    expect(container.hasAttribute('inert')).toBe(false);
    expect(html.hasAttribute(STALE_ATTRIBUTE)).toBe(false);
  });

  it('takes over a signed-in page only with a verified user’s session', () => {
    expect(takesOver(prerendered('user'))).toBe(false);
    localStorage.setItem('accountant-auth', token({ role: 'admin', exp: inAnHour() }));
    expect(takesOver(prerendered('user'))).toBe(false);
    localStorage.setItem('accountant-auth', token({ role: 'user', exp: inAnHour() }));
    expect(takesOver(prerendered('user'))).toBe(true);
    // a visitor's page is not theirs
    expect(takesOver(prerendered())).toBe(false);
  });

  it('draws afresh where nothing is prerendered', () => {
    expect(takesOver(document.createElement('div'))).toBe(false);
  });
});
