// Prerenders the pages of src/prerender/pages.ts into dist/prerendered/ after `vite build` (npm
// run build): each is the built index.html with the page's HTML in #root (src/prerender/render.tsx,
// loaded through Vite so that it is built as the app is), the styles it uses, and its inline
// scripts, built here from their TypeScript (src/prerender/inline/) with the app's own modules. The
// server answers a route with its page (server/static.ts).
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer } from 'vite';
import {
  CSP_NONCE_PLACEHOLDER,
  PRERENDERED_DIR,
  prerenderedFile,
  STYLE_HASHES_FILE,
} from '../server/static.js';
import type * as Render from '../src/prerender/render';
import { inlineScript } from './inlineScripts';

const DIST = 'dist';
/** The longest the app's code waits for the first paint to be reported (inline/loadApp.ts). */
const PAINT_WAIT_MS = 3000;
/**
 * How many of the code's tags the loader adds in one task (inline/loadApp.ts): each starts a
 * request, 0.5-1 ms of the page's thread under Lighthouse, and all 17 at once made a task of
 * 22-26 ms (90-100 ms on its phone).
 */
const TAGS_PER_TASK = 4;

/** An inline script tag, with the nonce the server puts in place. */
const scriptTag = (code: string) => `<script nonce="${CSP_NONCE_PLACEHOLDER}">${code}</script>`;

/**
 * The built page's module script and its preloads, taken out of the template and started by the
 * loader script at the end of the page (src/prerender/inline/loadApp.ts).
 */
async function deferAppCode(template: string): Promise<string> {
  const entry = /<script type="module" crossorigin src="([^"]+)"[^>]*><\/script>\s*/.exec(template);
  if (!entry) throw new Error(`${DIST}/index.html has no module script`);
  const preloads: string[] = [];
  const page = template
    .replace(entry[0], '')
    .replace(
      /<link rel="modulepreload" crossorigin href="([^"]+)"[^>]*>\s*/g,
      (_, href: string) => {
        preloads.push(href);
        return '';
      },
    );
  const loader = await inlineScript({
    name: 'loadApp',
    params: { entry: entry[1]!, preloads, tagsPerTask: TAGS_PER_TASK, paintWaitMs: PAINT_WAIT_MS },
  });
  return page.replace('</body>', () => `${scriptTag(loader)}</body>`);
}

/** The text of an attribute as React escapes it (&amp; &quot; &#x27; &lt; &gt;). */
const decodeHtml = (text: string) =>
  text.replace(
    /&(amp|quot|#x27|lt|gt);/g,
    (_, entity: string) => ({ amp: '&', quot: '"', '#x27': "'", lt: '<', gt: '>' })[entity]!,
  );

async function main() {
  const started = performance.now();
  const built = await readFile(path.join(DIST, 'index.html'), 'utf8');
  const root = '<div id="root"></div>';
  for (const part of [root, '</head>', '<html lang="en">'])
    if (!built.includes(part)) throw new Error(`${DIST}/index.html has no ${part}`);
  // production React, Emotion and MUI, as in the built app: the same class names, which the app
  // then finds already styled
  process.env.NODE_ENV = 'production';
  const vite = await createServer({
    mode: 'production',
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'error',
  });
  try {
    const { prerender, PRERENDERED_PAGES, PRERENDERED_LANGUAGES } = (await vite.ssrLoadModule(
      '/src/prerender/render.tsx',
    )) as typeof Render;
    const template = await deferAppCode(built);
    await rm(path.join(DIST, PRERENDERED_DIR), { recursive: true, force: true });
    await mkdir(path.join(DIST, PRERENDERED_DIR));
    const styleAttributes = new Set<string>();
    for (const route of Object.keys(PRERENDERED_PAGES)) {
      for (const language of PRERENDERED_LANGUAGES) {
        const page = await prerender(route, language, CSP_NONCE_PLACEHOLDER);
        const scripts = await Promise.all(page.scripts.map(inlineScript));
        // (functions, so that a `$` in the page is never read as a replacement pattern)
        const html = template
          .replace('<html lang="en">', () => `<html lang="${language}">`)
          .replace('</head>', () => `${scripts.map(scriptTag).join('')}${page.styles}</head>`)
          .replace(root, () => page.root);
        await writeFile(path.join(DIST, PRERENDERED_DIR, prerenderedFile(route, language)), html);
        // the page for a browser that asks for none of the languages
        if (language === PRERENDERED_LANGUAGES[0])
          await writeFile(path.join(DIST, PRERENDERED_DIR, prerenderedFile(route)), html);
        for (const [, style] of page.root.matchAll(/ style="([^"]*)"/g))
          styleAttributes.add(style!);
        console.log(
          `prerendered ${route} (${language}): ${(Buffer.byteLength(html) / 1024).toFixed(1)} kB`,
        );
      }
    }
    // the CSP allows these style attributes by their hash (server/securityHeaders.ts); React writes
    // them escaped as HTML, which the browser decodes before hashing
    const hashes = [...styleAttributes].map(
      (style) => `sha256-${createHash('sha256').update(decodeHtml(style)).digest('base64')}`,
    );
    await writeFile(path.join(DIST, PRERENDERED_DIR, STYLE_HASHES_FILE), JSON.stringify(hashes));
  } finally {
    await vite.close();
  }
  console.log(`prerender: ${Math.round(performance.now() - started)} ms`);
}

await main();
