// The pages drawn at build time (render.tsx, scripts/prerender.ts), and what each asks the API for
// itself before the app's code arrives. A page is listed here only; the server answers a route with
// its page when there is one (server/static.ts).
import type { DocumentNode } from 'graphql';
import { GetDashboardSummaryDocument } from '../features/dashboard/Dashboard.generated';
import { GetMeDocument } from '../graphql/Session.generated';
import { supportedLanguages } from '../lib/language';
import { paths } from '../lib/paths';
import { NET_WORTH_SLOT } from '../features/dashboard/netWorthText';
import type { Audience } from './check';

/** An operation a page asks for, and the slot (texts.ts) its answer fills at once. */
export type PagePreload = { document: DocumentNode; slot?: string };

export type PrerenderedPage = {
  audience: Audience;
  /** What the page's first paint with data needs, asked for by the page itself. */
  preload?: PagePreload[];
};

/**
 * The pages opened first: those a visitor can open without an account (as a first visitor sees
 * them), and the signed-in home and accounts, drawn as a verified user sees them while their data
 * loads (the list with no view chosen until the app knows the width and the remembered choice:
 * src/resource/ResourceList.tsx). The dashboard asks for its heading's name and its net worth,
 * which it shows at once.
 */
export const PRERENDERED_PAGES: Record<string, PrerenderedPage> = {
  [paths.home]: { audience: 'visitor' },
  [paths.login]: { audience: 'visitor' },
  [paths.register]: { audience: 'visitor' },
  [paths.forgotPassword]: { audience: 'visitor' },
  [paths.terms]: { audience: 'visitor' },
  [paths.privacy]: { audience: 'visitor' },
  [paths.dashboard]: {
    audience: 'user',
    preload: [
      { document: GetMeDocument },
      { document: GetDashboardSummaryDocument, slot: NET_WORTH_SLOT },
    ],
  },
  [paths.accounts.list]: { audience: 'user' },
};

/** Each page is drawn in each language; the first is the one for browsers that ask for none. */
export const PRERENDERED_LANGUAGES = supportedLanguages;
