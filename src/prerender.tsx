// The prerender's entry (scripts/prerender.ts loads it through Vite at build time): draws a public
// page as a first visitor sees it, or a signed-in page as a user sees it while their data loads,
// with the app's own routes, providers and theme, and answers its HTML and the styles it uses. The
// browser then takes the page over (src/main.tsx).
import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import type { DocumentNode } from 'graphql';
import { Kind, print } from 'graphql';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import de from '../public/locales/de/common.json';
import en from '../public/locales/en/common.json';
import { AppProviders } from './app/AppProviders';
import { routes } from './app/router';
import { createBundledI18n, supportedLanguages, type Language } from './lib/i18n';
import { paths } from './lib/paths';
import {
  type Audience,
  PRERENDER_COLOR_MODE,
  PRERENDERED_ATTRIBUTE,
  prerenderCheckScript,
  prerenderedAttributeValue,
  prerenderSession,
  prerenderStyles,
  STALE_ATTRIBUTE,
} from './lib/prerender';
import { apiUrl } from './lib/apolloClient';
import { preloadScript, type PreloadedOperation, type PreloadedText } from './lib/preloadedAnswers';
import { setPrerenderedSession, TOKEN_KEY } from './lib/session';
import { GetDashboardSummaryDocument, GetMeDocument } from './graphql/generated';
import { NET_WORTH_SLOT, preloadedNetWorth } from './features/dashboard/NetWorthCard';

/** A page the app draws afresh (its check script decides): scripts/prerender.ts's loader reads it. */
export { STALE_ATTRIBUTE };

/**
 * The pages opened first: those a visitor can open without an account, and the signed-in home and
 * accounts, drawn as they are while their data loads (a list with no view chosen until the app
 * knows the width and the remembered choice: src/components/ResourceList.tsx).
 */
export const PRERENDERED_PAGES: Record<string, Audience> = {
  [paths.home]: 'visitor',
  [paths.login]: 'visitor',
  [paths.register]: 'visitor',
  [paths.forgotPassword]: 'visitor',
  [paths.terms]: 'visitor',
  [paths.privacy]: 'visitor',
  [paths.dashboard]: 'user',
  [paths.accounts.list]: 'user',
};
export const PRERENDERED_PATHS = Object.keys(PRERENDERED_PAGES);

type Preloaded = { document: DocumentNode; show?: PreloadedText<never> };

/**
 * The data a prerendered page asks the API for itself, while the app's code arrives: what its first
 * paint with data needs (the dashboard's heading and its net worth, which the page shows at once).
 */
const PRELOADED: Record<string, Preloaded[]> = {
  [paths.dashboard]: [
    { document: GetMeDocument },
    {
      document: GetDashboardSummaryDocument,
      show: { slot: NET_WORTH_SLOT, text: preloadedNetWorth },
    },
  ],
};

/** An operation as the app's client sends it: its cache adds the __typename fields. */
function preloaded({ document, show }: Preloaded): PreloadedOperation {
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operationName = operation?.name?.value;
  if (!operationName) throw new Error('a preloaded operation needs a name');
  return { operationName, query: print(new InMemoryCache().transformDocument(document)), show };
}

/** Each page is drawn in each language; the first is the one for browsers that ask for none. */
export const PRERENDERED_LANGUAGES = supportedLanguages;

export type PrerenderedPage = {
  /** The page in the app's #root element. */
  root: string;
  /** For <head>: the check script, its styles and the page's styles. */
  head: string;
};

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
): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} redirects (${context.status})`);
  if (context.statusCode !== 200) throw new Error(`${path} answers ${context.statusCode}`);
  const audience = PRERENDERED_PAGES[path] ?? 'visitor';
  setPrerenderedSession(prerenderSession(audience));
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
  const head = [
    `<script nonce="${nonce}">${prerenderCheckScript(language, audience)}</script>`,
    ...(PRELOADED[path]
      ? [
          `<script nonce="${nonce}">${preloadScript(PRELOADED[path].map(preloaded), {
            uri: apiUrl,
            tokenKey: TOKEN_KEY,
            stale: STALE_ATTRIBUTE,
            language,
          })}</script>`,
        ]
      : []),
    `<style nonce="${nonce}">${prerenderStyles}</style>`,
    // marked as Emotion marks the tags it has taken over (data-s), so that the app's Emotion does
    // not move them to the end of <head> on start, which makes the browser parse them again
    constructStyleTagsFromChunks({
      html,
      styles: [...styles.filter(({ key }) => key !== cache.key), everyClassStyle(cache)],
    }).replaceAll('<style data-emotion=', '<style data-s="" data-emotion='),
  ];
  // inert until the app has taken it over (src/main.tsx): a click or a keystroke before then would
  // be lost, and a form would be sent by the browser itself
  return {
    root: `<div id="root" ${PRERENDERED_ATTRIBUTE}="${prerenderedAttributeValue(audience)}" inert>${html}</div>`,
    head: head.join(''),
  };
}
