// The prerender (src/prerender.tsx, run by `npm run build` through scripts/prerender.ts): each public
// page is drawn whole, as a first visitor sees it, and the dashboard and the accounts as a user sees
// them while their data loads, with the tags that go with it. (The browser taking a page over is a journey:
// tests/e2e/prerender.test.ts.)
import { describe, expect, it } from 'vitest';
import de from '../../public/locales/de/common.json';
import en from '../../public/locales/en/common.json';
import { paths } from '../../src/lib/paths';
import { prerender, PRERENDERED_PAGES, PRERENDERED_PATHS } from '../../src/prerender';

const NONCE = '__TEST_NONCE__';

describe('prerendering the public pages', () => {
  it.each(PRERENDERED_PATHS)('%s is drawn whole, nothing left for the browser', async (path) => {
    const { root, head } = await prerender(path, 'en', NONCE);
    // React marks a part it could not draw with <!--$!--> and leaves it to the browser
    expect(root).not.toContain('<!--$!-->');
    expect(root).not.toContain('role="progressbar"');
    const forUser = PRERENDERED_PAGES[path] === 'user';
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
    expect(head).toContain(`<script nonce="${NONCE}">(function(c)`);
    expect(head).toMatch(new RegExp(`<style data-s="" data-emotion="css [^"]+" nonce="${NONCE}">`));
    expect(head).not.toMatch(/<(script|style)(?![^>]*nonce="__TEST_NONCE__")/);
  });

  it('draws each page with its own content, in English and light', async () => {
    expect((await prerender(paths.home, 'en', NONCE)).root).toContain(en.landing.hero.title);
    const login = await prerender(paths.login, 'en', NONCE);
    expect(login.root).toContain(en.auth.login.title);
    expect(login.root).toContain('name="password"');
    // light: the page's background as the light theme has it
    expect(login.head).toContain('background-color:#f6f5fa');
  });

  it('draws the dashboard as it is while the user’s data loads', async () => {
    const { root, head } = await prerender(paths.dashboard, 'en', NONCE);
    expect(root).toContain(`>${en.dashboard.title}</h1>`);
    expect(root).toContain(en.dashboard.subtitle);
    expect(root).not.toContain(en.publicLayout.login);
    // the check script is the user's: it reads the stored role
    expect(head).toContain('"user":true');
    expect(head).toContain('"roleKey":"email-verified"');
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
    expect(login.head).toContain('"language":"de"');
  });
});
