// The prerender (src/prerender/, run by `npm run build` through scripts/prerender.ts): each public
// page is drawn whole, as a first visitor sees it, and the dashboard and the accounts as a user sees
// them while their data loads, with the styles and scripts that go with it; the scripts are built
// from the app's modules into self-contained code. (The browser taking a page over is a journey:
// tests/e2e/prerender.test.ts.)
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import de from '../../public/locales/de/common.json';
import en from '../../public/locales/en/common.json';
import { paths } from '../../src/lib/paths';
import { prerender, PRERENDERED_PAGES } from '../../src/prerender/render';
import { inlineScript } from '../../scripts/inlineScripts';

const NONCE = '__TEST_NONCE__';

describe('prerendering the public pages', () => {
  it.each(Object.keys(PRERENDERED_PAGES))(
    '%s is drawn whole, nothing left for the browser',
    async (path) => {
      const { root, styles, scripts } = await prerender(path, 'en', NONCE);
      // React marks a part it could not draw with <!--$!--> and leaves it to the browser
      expect(root).not.toContain('<!--$!-->');
      expect(root).not.toContain('role="progressbar"');
      const forUser = PRERENDERED_PAGES[path]!.audience === 'user';
      expect(root).toMatch(
        forUser
          ? /^<div id="root" data-prerendered="user" inert>/
          : /^<div id="root" data-prerendered="" inert>/,
      );
      // a visitor's page offers to sign in; a user's has the side menu
      if (forUser) expect(root).toContain(en.menu.accounts);
      else expect(root).toContain(en.publicLayout.login);
      // the cookie banner, as a first visitor sees it, which the check script hides from others
      expect(root).toContain('data-cookie-banner');
      expect(root).toContain(en.cookies.text);
      // the check first, for the page's language and audience
      expect(scripts[0]).toEqual({
        name: 'check',
        params: { language: 'en', audience: forUser ? 'user' : 'visitor' },
      });
      expect(styles).toMatch(
        new RegExp(`<style data-s="" data-emotion="css [^"]+" nonce="${NONCE}">`),
      );
      expect(styles).not.toMatch(/<style(?![^>]*nonce="__TEST_NONCE__")/);
    },
  );

  it('draws each page with its own content, in English and light', async () => {
    expect((await prerender(paths.home, 'en', NONCE)).root).toContain(en.landing.hero.title);
    const login = await prerender(paths.login, 'en', NONCE);
    expect(login.root).toContain(en.auth.login.title);
    expect(login.root).toContain('name="password"');
    // light: the page's background as the light theme has it
    expect(login.styles).toContain('background-color:#f6f5fa');
  });

  it('draws the dashboard as it is while the user’s data loads', async () => {
    const { root, scripts } = await prerender(paths.dashboard, 'en', NONCE);
    expect(root).toContain(`>${en.dashboard.title}</h1>`);
    expect(root).toContain(en.dashboard.subtitle);
    expect(root).not.toContain(en.publicLayout.login);
    // the empty net worth the page's own script fills
    expect(root).toContain('data-preloaded="net-worth"></p>');
    // it asks for the heading's name and the net worth, as the app's client asks
    expect(scripts[1]).toMatchObject({
      name: 'preload',
      params: {
        uri: '/api',
        language: 'en',
        requests: [
          { operationName: 'getMe' },
          { operationName: 'getDashboardSummary', slot: 'net-worth' },
        ],
      },
    });
  });

  it('draws the accounts as they are while they load, with no view chosen yet', async () => {
    const { root } = await prerender(paths.accounts.list, 'en', NONCE);
    expect(root).toContain(`>${en.resources.accounts.title}</h1>`);
    expect(root).toContain(en.resources.accounts.search);
    // neither the table nor the cards are pressed: the width and the remembered choice decide
    expect(root).toContain('value="table" aria-pressed="false"');
    expect(root).toContain('value="card" aria-pressed="false"');
  });

  it('draws each page in German too, with the check script for German', async () => {
    const login = await prerender(paths.login, 'de', NONCE);
    expect(login.root).toContain(de.auth.login.title);
    expect(login.root).not.toContain(en.auth.login.subtitle);
    expect(login.scripts[0]).toEqual({
      name: 'check',
      params: { language: 'de', audience: 'visitor' },
    });
  });
});

describe('the prerendered pages’ scripts', () => {
  /**
   * Runs a built script in a page of its own: `stored` in its storage, `languages` the browser's,
   * `dark` its system's mode. Answers the marks it set on <html>.
   */
  function runInPage(
    code: string,
    { stored = {}, languages = ['en-US'], dark = false }: Record<string, unknown> = {},
  ) {
    const marks = new Set<string>();
    const page: Record<string, unknown> = {
      document: {
        cookie: '',
        documentElement: {
          setAttribute: (name: string) => marks.add(name),
          hasAttribute: (name: string) => marks.has(name),
        },
      },
      localStorage: { getItem: (key: string) => (stored as Record<string, string>)[key] ?? null },
      navigator: { languages, language: (languages as string[])[0] },
      location: { search: '' },
      matchMedia: () => ({ matches: dark }),
      URLSearchParams,
    };
    page.window = page;
    runInNewContext(code, page);
    return marks;
  }

  it('builds each from the app’s modules into one self-contained script', async () => {
    for (const call of (await prerender(paths.dashboard, 'de', NONCE)).scripts) {
      const code = await inlineScript(call);
      expect(code).not.toMatch(/\bimport\b|\brequire\(/);
      expect(() => new Function(code)).not.toThrow();
    }
  });

  it('checks as the app does: the language, the mode and the session', async () => {
    const check = await inlineScript({
      name: 'check',
      params: { language: 'en', audience: 'visitor' },
    });
    expect(runInPage(check).has('data-prerender-stale')).toBe(false);
    expect(runInPage(check, { languages: ['de-DE'] }).has('data-prerender-stale')).toBe(true);
    expect(runInPage(check, { dark: true }).has('data-prerender-stale')).toBe(true);
    expect(
      runInPage(check, { stored: { 'accountant-auth': 'a.b.c' } }).has('data-prerender-stale'),
    ).toBe(true);
  });

  it('never lets a parameter close the script’s tag', async () => {
    const code = await inlineScript({
      name: 'preload',
      params: { uri: '/api</script><script>alert(1)', language: 'en', requests: [] },
    });
    expect(code).not.toContain('</script');
  });
});
