// Draws a prerendered page (pages.ts) at build time, loaded by scripts/prerender.ts through Vite:
// a public page as a first visitor sees it, or a signed-in page as a user sees it while their data
// loads, with the app's own routes, providers and theme, as the browser with that visitor's storage
// would draw it. It answers the page's HTML, the styles it uses and the inline scripts that go with
// it. The browser then takes the page over (takeOver.tsx).
import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { Kind, print } from 'graphql';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import de from '../../public/locales/de/common.json';
import en from '../../public/locales/en/common.json';
import { AppProviders } from '../app/AppProviders';
import { routes } from '../app/router';
import { apiUrl } from '../lib/apolloClient';
import { createBundledI18n } from '../lib/i18n';
import type { Language } from '../lib/language';
import { ROLE_KEY, TOKEN_KEY } from '../lib/session';
import type { PreloadRequest } from './answers';
import {
  CONSENTED_ATTRIBUTE,
  COOKIE_BANNER_ATTRIBUTE,
  PRERENDER_COLOR_MODE,
  PRERENDERED_ATTRIBUTE,
  STALE_ATTRIBUTE,
} from './attributes';
import type { Audience, PageCheck } from './check';
import type { LoadAppParams } from './inline/loadApp';
import type { PreloadParams } from './inline/preload';
import { type PagePreload, PRERENDERED_PAGES } from './pages';
import { prerenderedAttributeValue } from './takeOver';

export { PRERENDERED_LANGUAGES, PRERENDERED_PAGES } from './pages';

/** The page's inline scripts (inline/<name>.ts) by name, with what each is called with. */
export type InlineScripts = { check: PageCheck; preload: PreloadParams; loadApp: LoadAppParams };
export type InlineScriptCall = {
  [Name in keyof InlineScripts]: { name: Name; params: InlineScripts[Name] };
}[keyof InlineScripts];

export type DrawnPage = {
  /** The page in the app's #root element. */
  root: string;
  /** For <head>, after the scripts: the check's styles and the page's styles. */
  styles: string;
  /** For <head>, first: the scripts that run before the page is parsed. */
  scripts: InlineScriptCall[];
};

/** An operation as the app's client sends it: its cache adds the __typename fields. */
function preloadRequest({ document, slot }: PagePreload): PreloadRequest {
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operationName = operation?.name?.value;
  if (!operationName) throw new Error('a preloaded operation needs a name');
  return { operationName, query: print(new InMemoryCache().transformDocument(document)), slot };
}

/** A storage held in memory. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  constructor(items: Record<string, string>) {
    for (const [key, value] of Object.entries(items)) this.items.set(key, value);
  }
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

const base64Url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/u, '');

/**
 * The storage of the visitor a page is drawn for: a first visitor's is empty; a verified user's
 * holds a session (a token that the app reads, never sends: the prerender's client never asks).
 */
function storageOf(audience: Audience): Storage {
  if (audience === 'visitor') return new MemoryStorage({});
  const payload = { sub: 'prerender', role: 'user', exp: 32503680000 };
  const token = `${base64Url({ alg: 'none' })}.${base64Url(payload)}.`;
  return new MemoryStorage({ [TOKEN_KEY]: token, [ROLE_KEY]: 'user' });
}

/** What the check's marks do: a page not the visitor's is hidden, and a consented banner. */
const checkStyles = `html[${STALE_ATTRIBUTE}] #root{display:none}html[${CONSENTED_ATTRIBUTE}] [${COOKIE_BANNER_ATTRIBUTE}]{display:none}`;

const texts: Record<Language, Record<string, unknown>> = { en, de };

/**
 * The page's class styles, all that the cache has: those of the page's elements, and those of the
 * styled components whose class an outer one composes into its own (MUI's AppBar is a Paper, a
 * Button a ButtonBase …), which no element carries. Emotion inserts these too as it takes the page
 * over: on the page, it finds them inserted instead of compiling 100-odd rules (/login) in the
 * hydration's task, 7 ms of it on a desktop.
 */
function everyClassStyle(cache: EmotionCache): { key: string; ids: string[]; css: string } {
  // in the order inserted, as the page's own: the cascade between them stays the same
  const ids = Object.keys(cache.inserted).filter(
    (id) => typeof cache.inserted[id] === 'string' && `${cache.key}-${id}` in cache.registered,
  );
  return { key: cache.key, ids, css: ids.map((id) => cache.inserted[id]).join('') };
}

/**
 * Draws `path` in `language`; `nonce` goes on the tags (the server puts each answer's nonce in its
 * place).
 */
export async function prerender(
  path: string,
  language: Language,
  nonce: string,
): Promise<DrawnPage> {
  const page = PRERENDERED_PAGES[path];
  if (!page) throw new Error(`${path} is not a prerendered page (pages.ts)`);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} redirects (${context.status})`);
  if (context.statusCode !== 200) throw new Error(`${path} answers ${context.statusCode}`);
  globalThis.localStorage = storageOf(page.audience);
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache({ key: 'css', nonce });
  // keep the rules in the cache rather than in <style> tags beside each element, for extraction
  cache.compat = true;
  // the pages' client (src/app/ApolloBoundary.tsx yields to it): it never answers, so a signed-in
  // page is drawn as it is while its data loads, as the app first draws it
  const apollo = new ApolloClient({
    link: new ApolloLink(() => new Observable(() => {})),
    cache: new InMemoryCache(),
  });
  const html = renderToString(
    <ApolloProvider client={apollo}>
      <AppProviders
        i18n={createBundledI18n(language, { [language]: texts[language] })}
        initialColorMode={PRERENDER_COLOR_MODE}
        emotionCache={cache}
      >
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </ApolloProvider>,
  );
  // React answers a part that failed with a marker and leaves it to the browser: fail the build
  const failed = /<template data-msg="([^"]*)"/.exec(html);
  if (html.includes('<!--$!-->')) throw new Error(`${path} failed to render: ${failed?.[1]}`);
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const { styles } = extractCriticalToChunks(html);
  const scripts: InlineScriptCall[] = [
    { name: 'check', params: { language, audience: page.audience } },
  ];
  if (page.preload)
    scripts.push({
      name: 'preload',
      params: { uri: apiUrl, language, requests: page.preload.map(preloadRequest) },
    });
  return {
    // inert until the app has taken it over (takeOver.tsx): a click or a keystroke before then
    // would be lost, and a form would be sent by the browser itself
    root: `<div id="root" ${PRERENDERED_ATTRIBUTE}="${prerenderedAttributeValue(page.audience)}" inert>${html}</div>`,
    styles: [
      `<style nonce="${nonce}">${checkStyles}</style>`,
      // marked as Emotion marks the tags it has taken over (data-s), so that the app's Emotion
      // does not move them to the end of <head> on start, which makes the browser parse them again
      constructStyleTagsFromChunks({
        html,
        styles: [...styles.filter(({ key }) => key !== cache.key), everyClassStyle(cache)],
      }).replaceAll('<style data-emotion=', '<style data-s="" data-emotion='),
    ].join(''),
    scripts,
  };
}
