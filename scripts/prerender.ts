// Prerenders the public pages into dist/prerendered/ after `vite build` (npm run build): each is
// the built index.html with the page's HTML in #root, the styles it uses and the check script in
// its head (src/lib/prerender.ts). The server answers a route with its page (server/static.ts).
// The pages are drawn by src/prerender.tsx, loaded through Vite so that it is built as the app is.
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
import type * as Prerender from '../src/prerender';

const DIST = 'dist';
/** The longest the app's code waits for the first paint to be reported (see deferAppCode). */
const PAINT_WAIT_MS = 3000;
/**
 * How many of the code's tags the loader adds in one task (see deferAppCode): each starts a
 * request, 0.5-1 ms of the page's thread under Lighthouse, and all 17 at once made a task of
 * 22-26 ms (90-100 ms on its phone).
 */
const TAGS_PER_TASK = 4;

/**
 * The built page's module script and its preloads, taken out of the template and started by a
 * script at the end of the page once the browser has reported the page's first contentful paint
 * (`paint` performance entries; where there are none, the frame after the page is parsed; at once
 * in a background tab, where frames wait, and on a page the app draws afresh, which shows nothing
 * before it; after PAINT_WAIT_MS at the latest), TAGS_PER_TASK tags a task, the module script
 * last. So the first paint needs the page alone: its bytes share the connection with nothing, and
 * Lighthouse's simulation, which counts every request started before the first paint, does not
 * count the app's code. (The frame after parsing alone was not enough: the paint is reported a few
 * milliseconds after that frame's tasks, and in some runs the code was asked for first, which put
 * its 300 kB in the first paint's estimate: FCP 1.1-1.2 s instead of 0.7 s.)
 */
function deferAppCode(template: string, staleAttribute: string): string {
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
  const loader = `(function(e,p){var d=document;function l(){if(l.done)return;l.done=1;var a=p.concat(e),i=0;(function b(){for(var n=0;n<${TAGS_PER_TASK}&&i<a.length;n++,i++){var h=a[i],t=d.createElement(h===e?'script':'link');t.crossOrigin='';if(h===e){t.type='module';t.src=h}else{t.rel='modulepreload';t.href=h}d.head.appendChild(t)}if(i<a.length)setTimeout(b,0)})()}function s(){setTimeout(l,0)}if(d.visibilityState==='hidden'||d.documentElement.hasAttribute(${JSON.stringify(staleAttribute)}))return l();d.addEventListener('visibilitychange',l);var P=window.PerformanceObserver;if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0){var o=new P(function(q){if(!q.getEntriesByName('first-contentful-paint').length)return;o.disconnect();s()});o.observe({type:'paint',buffered:true});setTimeout(l,${PAINT_WAIT_MS})}else requestAnimationFrame(s)})(${JSON.stringify(entry[1])},${JSON.stringify(preloads)})`;
  return page.replace(
    '</body>',
    () => `<script nonce="${CSP_NONCE_PLACEHOLDER}">${loader}</script></body>`,
  );
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
    const { prerender, PRERENDERED_PATHS, PRERENDERED_LANGUAGES, STALE_ATTRIBUTE } =
      (await vite.ssrLoadModule('/src/prerender.tsx')) as typeof Prerender;
    const template = deferAppCode(built, STALE_ATTRIBUTE);
    await rm(path.join(DIST, PRERENDERED_DIR), { recursive: true, force: true });
    await mkdir(path.join(DIST, PRERENDERED_DIR));
    const styleAttributes = new Set<string>();
    for (const route of PRERENDERED_PATHS) {
      for (const language of PRERENDERED_LANGUAGES) {
        const page = await prerender(route, language, CSP_NONCE_PLACEHOLDER);
        // (functions, so that a `$` in the page is never read as a replacement pattern)
        const html = template
          .replace('<html lang="en">', () => `<html lang="${language}">`)
          .replace('</head>', () => `${page.head}</head>`)
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
