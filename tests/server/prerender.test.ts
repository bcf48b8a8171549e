// The prerender (src/prerender.tsx, run by `npm run build` through scripts/prerender.ts): each public
// page is drawn whole, as a first visitor sees it, with the tags that go with it. (The browser
// taking a page over is a journey: tests/e2e/prerender.test.ts.)
import { describe, expect, it } from 'vitest';
import de from '../../public/locales/de/common.json';
import en from '../../public/locales/en/common.json';
import { paths } from '../../src/lib/paths';
import { prerender, PRERENDERED_PATHS } from '../../src/prerender';

const NONCE = '__TEST_NONCE__';

describe('prerendering the public pages', () => {
  it.each(PRERENDERED_PATHS)('%s is drawn whole, nothing left for the browser', async (path) => {
    const { root, head } = await prerender(path, 'en', NONCE);
    // React marks a part it could not draw with <!--$!--> and leaves it to the browser
    expect(root).not.toContain('<!--$!-->');
    expect(root).not.toContain('role="progressbar"');
    expect(root).toMatch(/^<div id="root" data-prerendered inert>/);
    expect(root).toContain(en.publicLayout.login);
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

  it('draws each page in German too, with the check script for German', async () => {
    const login = await prerender(paths.login, 'de', NONCE);
    expect(login.root).toContain(de.auth.login.title);
    expect(login.root).not.toContain(en.auth.login.subtitle);
    expect(login.head).toContain('"language":"de"');
  });
});
