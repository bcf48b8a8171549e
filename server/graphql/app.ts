import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { createFetch } from '@whatwg-node/fetch';
import { readFileSync } from 'node:fs';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { answeringRequest } from '../db/client.js';
import { log } from '../log.js';
import {
  buildContext,
  type AppDeps,
  type Context,
  type ServerContext,
  type UserContext,
} from './context.js';
import { compressAnswers } from './compression.js';
import { fairness } from './fairness.js';
import { logFailures, maskUnexpected, yogaLogger } from './failures.js';
import { limitPlugins, UPLOAD_LIMITS } from './limits.js';
import { resolvers } from './resolvers/index.js';

export const API_PATH = '/api';
export const CSRF_HEADER = 'x-graphql-yoga-csrf';
export { MAX_BODY_BYTES } from './limits.js';

const typeDefs = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');

/** Counts each request from its arrival to its answer, for the database's turns (answeringRequest). */
function countAnswering(): Plugin {
  const ends = new WeakMap<Request, () => void>();
  return {
    onRequest({ request }) {
      ends.set(request, answeringRequest());
    },
    onResponse({ request }) {
      ends.get(request)?.();
    },
  };
}

/** The GraphQL API as a yoga instance: serve it over HTTP, or call `yoga.fetch` in tests. */
export function createApp(deps: AppDeps) {
  const logger = deps.logger ?? log;
  return createYoga<ServerContext, UserContext>({
    schema: createSchema<Context>({ typeDefs, resolvers }),
    graphqlEndpoint: API_PATH,
    context: (initial) => buildContext(deps, initial),
    // Multipart (uploads) and GET requests must carry this header: a cross-site form cannot.
    plugins: [
      countAnswering(),
      fairness(deps.config, logger, deps.pool),
      useCSRFPrevention({ requestHeaders: [CSRF_HEADER] }),
      ...limitPlugins({ production: deps.config.nodeEnv === 'production' }),
      logFailures(logger),
      compressAnswers(),
    ],
    // Browsers may call the API from the app's own origin only (APP_URL); bearer tokens, no cookies.
    cors: { origin: [new URL(deps.config.appUrl).origin], credentials: false },
    fetchAPI: createFetch({ formDataLimits: UPLOAD_LIMITS }),
    // The body limits are the plugins' (limits.ts), which count only a body of unknown length.
    maxRequestBodySize: false,
    // Unexpected errors reach the log (logFailures), never the client: it gets "Unexpected error."
    maskedErrors: { maskError: maskUnexpected },
    graphiql: deps.config.nodeEnv !== 'production',
    landingPage: false,
    // Yoga's own messages (none carry variables) go to the same log.
    logging: yogaLogger(logger),
  });
}

export type App = ReturnType<typeof createApp>;
