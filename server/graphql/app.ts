import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { createFetch } from '@whatwg-node/fetch';
import { readFileSync } from 'node:fs';
import { createSchema, createYoga, maskError } from 'graphql-yoga';
import {
  buildContext,
  type AppDeps,
  type Context,
  type ServerContext,
  type UserContext,
} from './context.js';
import { resolvers } from './resolvers/index.js';

export const API_PATH = '/api';
export const CSRF_HEADER = 'x-graphql-yoga-csrf';
export const UPLOAD_LIMITS = {
  fileSize: 10 * 1024 * 1024,
  files: 1,
  fieldSize: 1024 * 1024,
  fields: 10,
};

const typeDefs = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');

/** The GraphQL API as a yoga instance: serve it over HTTP, or call `yoga.fetch` in tests. */
export function createApp(deps: AppDeps) {
  return createYoga<ServerContext, UserContext>({
    schema: createSchema<Context>({ typeDefs, resolvers }),
    graphqlEndpoint: API_PATH,
    context: (initial) => buildContext(deps, initial),
    // Multipart (uploads) and GET requests must carry this header: a cross-site form cannot.
    plugins: [useCSRFPrevention({ requestHeaders: [CSRF_HEADER] })],
    // Browsers may call the API from the app's own origin only (APP_URL); bearer tokens, no cookies.
    cors: { origin: [new URL(deps.config.appUrl).origin], credentials: false },
    fetchAPI: createFetch({ formDataLimits: UPLOAD_LIMITS }),
    // Unexpected errors reach the log, never the client: it gets "Unexpected error." only.
    maskedErrors: {
      maskError(error, message) {
        const masked = maskError(error, message, false) as Error & {
          extensions?: Record<string, unknown>;
        };
        if (masked.extensions?.['unexpected']) console.error(error);
        return masked;
      },
    },
    graphiql: deps.config.nodeEnv !== 'production',
    landingPage: false,
    logging: deps.config.nodeEnv === 'test' ? 'error' : 'info',
  });
}

export type App = ReturnType<typeof createApp>;
