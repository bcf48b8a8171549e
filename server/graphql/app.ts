import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { createFetch } from '@whatwg-node/fetch';
import { readFileSync } from 'node:fs';
import { Kind, type ASTVisitor, type SelectionSetNode, type ValidationContext } from 'graphql';
import { createGraphQLError, createSchema, createYoga, maskError, type Plugin } from 'graphql-yoga';
import {
  buildContext,
  type AppDeps,
  type Context,
  type ServerContext,
  type UserContext,
} from './context.js';
import { resolvers } from './resolvers/index.js';
import { MAX_STATEMENT_BYTES } from '../domain/statements/imports.js';

export const API_PATH = '/api';
export const CSRF_HEADER = 'x-graphql-yoga-csrf';
export const UPLOAD_LIMITS = {
  fileSize: MAX_STATEMENT_BYTES,
  files: 1,
  fieldSize: 1024 * 1024,
  fields: 10,
};

const QUOTED = /"((?:[^"\\]|\\.){40})(?:[^"\\]|\\.)+"/g;

/** The largest body of a request that is not an upload (multipart has UPLOAD_LIMITS). */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Operations that hash a password or send mail: one of them per request. Aliases would otherwise
 * run many at once (each hash holds the server ~0.2 s, and overlapping sign-ins race the
 * throttle).
 */
export const SINGLE_ROOT_FIELDS = new Set([
  'loginUser',
  'signupUser',
  'requestPasswordReset',
  'resetPassword',
  'verifyEmailRequestToken',
  'updatePassword',
]);

/** The root field names of an operation, fragments included (each fragment walked once). */
function rootFieldNames(context: ValidationContext, selectionSet: SelectionSetNode): string[] {
  const names: string[] = [];
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) names.push(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = context.getFragment(selection.name.value);
        if (fragment) walk(fragment.selectionSet);
      }
    }
  };
  walk(selectionSet);
  return names;
}

/** Validation rule: at most one field of SINGLE_ROOT_FIELDS in an operation. */
export function singleCostlyRootField(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(node) {
      const costly = rootFieldNames(context, node.selectionSet).filter((name) =>
        SINGLE_ROOT_FIELDS.has(name),
      );
      if (costly.length > 1) {
        context.reportError(
          createGraphQLError(
            `${[...new Set(costly)].join(', ')}: only one such field per request`,
            { nodes: node, extensions: { code: 'TOO_MANY_FIELDS' } },
          ),
        );
      }
    },
  };
}

const oneCostlyFieldPerRequest: Plugin = {
  onValidate: ({ addValidationRule }) => addValidationRule(singleCostlyRootField),
};

/** How deep brackets may nest in a query document: graphql-js parses recursively, and a few
 * thousand levels exhaust the stack. Real operations stay far below this. */
export const MAX_DOCUMENT_DEPTH = 32;

/** The deepest nesting of {, [ and ( in a GraphQL document, strings and comments left out. */
export function documentDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '#') {
      while (i < text.length && text[i] !== '\n' && text[i] !== '\r') i++;
    } else if (c === '"') {
      if (text.startsWith('"""', i)) {
        i += 3;
        while (i < text.length && !text.startsWith('"""', i)) i += text[i] === '\\' ? 2 : 1;
        i += 2;
      } else {
        i++;
        while (i < text.length && text[i] !== '"' && text[i] !== '\n')
          i += text[i] === '\\' ? 2 : 1;
      }
    } else if (c === '{' || c === '[' || c === '(') {
      deepest = Math.max(deepest, ++depth);
    } else if (c === '}' || c === ']' || c === ')') {
      depth--;
    }
  }
  return deepest;
}

const limitDocumentDepth: Plugin = {
  onParse({ params }) {
    const text = typeof params.source === 'string' ? params.source : params.source.body;
    if (documentDepth(text) > MAX_DOCUMENT_DEPTH) {
      throw createGraphQLError(`The query nests deeper than ${MAX_DOCUMENT_DEPTH} levels`, {
        extensions: { code: 'QUERY_TOO_DEEP', http: { status: 400 } },
      });
    }
  },
};

/** Refuses bodies over MAX_BODY_BYTES (by their Content-Length) unless they are uploads. */
function limitBodySize(): Plugin {
  return {
    onRequest({ request, endResponse, fetchAPI }) {
      const type = request.headers.get('content-type') ?? '';
      if (type.toLowerCase().startsWith('multipart/')) return;
      const length = Number(request.headers.get('content-length') ?? 0);
      if (length > MAX_BODY_BYTES) {
        endResponse(
          new fetchAPI.Response(
            JSON.stringify({
              errors: [
                {
                  message: `Request body too large (at most ${MAX_BODY_BYTES} bytes)`,
                  extensions: { code: 'PAYLOAD_TOO_LARGE' },
                },
              ],
            }),
            { status: 413, headers: { 'content-type': 'application/json' } },
          ),
        );
      }
    },
  };
}

const typeDefs = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');

/** The GraphQL API as a yoga instance: serve it over HTTP, or call `yoga.fetch` in tests. */
export function createApp(deps: AppDeps) {
  return createYoga<ServerContext, UserContext>({
    schema: createSchema<Context>({ typeDefs, resolvers }),
    graphqlEndpoint: API_PATH,
    context: (initial) => buildContext(deps, initial),
    // Multipart (uploads) and GET requests must carry this header: a cross-site form cannot.
    plugins: [
      useCSRFPrevention({ requestHeaders: [CSRF_HEADER] }),
      limitBodySize(),
      limitDocumentDepth,
      oneCostlyFieldPerRequest,
    ],
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
        // graphql-js quotes a bad variable or literal whole ("got invalid value …"): keep at most
        // 40 characters of every quoted value, so a huge input does not come back in the answer.
        const short = masked.message.replace(QUOTED, (_, head: string) => `"${head}…"`);
        if (short !== masked.message) masked.message = short;
        return masked;
      },
    },
    graphiql: deps.config.nodeEnv !== 'production',
    landingPage: false,
    logging: deps.config.nodeEnv === 'test' ? 'error' : 'info',
  });
}

export type App = ReturnType<typeof createApp>;
