// What one request may ask of the API. Every limit is checked before anything runs: while the
// body is measured, parsed and validated. The app's own operations stay far inside them. Its
// heaviest, createAccount, has 150 tokens, depth 6, cost 188, one root field and no alias.
// Anything bigger is refused in milliseconds with a message naming the limit, never queued behind
// other callers. Sizes are measured by tests/server/hardening.test.ts, which also runs every
// operation of the app through them.
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import {
  Kind,
  type ASTVisitor,
  type GraphQLError,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import {
  MAX_ROW_CHANGES,
  MAX_STATEMENT_BYTES,
  MAX_STATEMENT_ROWS,
} from '../domain/statements/imports.js';

/** The largest body of a request that is not an upload (multipart has UPLOAD_LIMITS). */
export const MAX_BODY_BYTES = 1024 * 1024;

export const UPLOAD_LIMITS = {
  fileSize: MAX_STATEMENT_BYTES,
  files: 1,
  fieldSize: 1024 * 1024,
  fields: 10,
};

export const LIMITS = {
  /** Lexical tokens in the document. Parsing stops at the first one over, so a 1 MB body of
   * aliases costs no more than a small request. */
  tokens: 2000,
  /** Fields nested in fields (armor's count: a leaf under `getX { nodes { account { id } } }` is 4). */
  depth: 10,
  aliases: 15,
  directives: 10,
  /** Armor's cost: objects 2, scalars 1, each level deeper ×1.5. */
  cost: 2000,
  /** Root fields of one operation, aliases and fragments counted. With lists capped at 100 rows
   * (domain/lists.ts' MAX_LIMIT), this caps the rows of lists one request can answer at 1,000. */
  rootFields: 10,
};

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
  'deleteMe',
  'exportMyData',
  'importMyData',
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

/** Validation rule: at most LIMITS.rootFields root fields, and one of SINGLE_ROOT_FIELDS. */
export function rootFieldLimits(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(node) {
      const names = rootFieldNames(context, node.selectionSet).filter(
        (name) => name !== '__typename',
      );
      if (names.length > LIMITS.rootFields) {
        context.reportError(
          createGraphQLError(
            `At most ${LIMITS.rootFields} root fields per request, found ${names.length}`,
            { nodes: node, extensions: { code: 'TOO_MANY_FIELDS' } },
          ),
        );
      }
      const costly = names.filter((name) => SINGLE_ROOT_FIELDS.has(name));
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

/** A refusal before execution: HTTP 400 with the message. */
const refused = (message: string, code: string) =>
  createGraphQLError(message, { extensions: { code, http: { status: 400 } } });

const limitDocumentDepth: Plugin = {
  onParse({ params }) {
    const text = typeof params.source === 'string' ? params.source : params.source.body;
    if (documentDepth(text) > MAX_DOCUMENT_DEPTH) {
      throw refused(`The query nests deeper than ${MAX_DOCUMENT_DEPTH} levels`, 'QUERY_TOO_DEEP');
    }
  },
};

/** The most items the lists of one request's variables may hold together: a statement's rows. */
export const MAX_VARIABLE_ITEMS = MAX_STATEMENT_ROWS;
/**
 * The most objects a list given as a variable may hold: a confirm's changed rows. graphql-js
 * coerces an input object several times slower than a number (20,000 rows as objects: 112-138 ms
 * of the thread, as numbers: 13-23 ms; 220-315 ms through the whole server). Lists inside a JSON
 * value are not coerced: the JSON scalar's own size and depth limits hold them.
 */
export const MAX_VARIABLE_OBJECTS = MAX_ROW_CHANGES;

const isPlainObject = (value: object) => {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * What the variables hold too much of, or null: more than MAX_VARIABLE_ITEMS items in all their
 * arrays (counted until past it), or more than MAX_VARIABLE_OBJECTS objects in a list that is a
 * variable's value.
 */
function oversized(variables: unknown): string | null {
  if (typeof variables === 'object' && variables !== null) {
    for (const value of Object.values(variables)) {
      if (!Array.isArray(value)) continue;
      const objects = value.filter((item) => typeof item === 'object' && item !== null).length;
      if (objects > MAX_VARIABLE_OBJECTS) return `more than ${MAX_VARIABLE_OBJECTS} objects`;
    }
  }
  let items = 0;
  const pending: unknown[] = [variables];
  while (pending.length > 0) {
    const next = pending.pop();
    if (Array.isArray(next)) {
      items += next.length;
      if (items > MAX_VARIABLE_ITEMS) return `more than ${MAX_VARIABLE_ITEMS} items`;
      pending.push(...next);
    } else if (typeof next === 'object' && next !== null && isPlainObject(next)) {
      // JSON's objects only: an upload's file stands among the variables too
      pending.push(...Object.values(next as object));
    }
  }
  return null;
}

/**
 * Refuses variables whose lists hold more than MAX_VARIABLE_ITEMS items or MAX_VARIABLE_OBJECTS
 * objects before graphql-js coerces them: coercing a confirm of 60,000 rows held the server's
 * thread for 1.1 s only to refuse it.
 */
const limitVariableItems: Plugin = {
  onParams({ params }) {
    const over = oversized(params.variables);
    if (over) throw refused(`The variables' lists hold ${over}`, 'VARIABLES_TOO_LARGE');
  },
};

/** Refuses bodies over MAX_BODY_BYTES (by their Content-Length) unless they are uploads. */
const limitBodySize: Plugin = {
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

/** The most any request's body may hold, an upload's included (yoga's own default). An upload's
 * file and fields (UPLOAD_LIMITS) stay far below it. */
export const MAX_REQUEST_BYTES = 25_000_000;

const tooLarge = (bytes: number) =>
  createGraphQLError(`Request body too large (at most ${bytes} bytes)`, {
    extensions: { code: 'PAYLOAD_TOO_LARGE', http: { status: 413 } },
  });

/**
 * Bounds every body by MAX_REQUEST_BYTES, in place of yoga's own limit (maxRequestBodySize, off
 * in app.ts), which streams every body through a counting TransformStream: ~0.3 ms a request. A
 * body with a Content-Length cannot be longer than it says (the HTTP parser reads that many bytes
 * and no more), so the header is checked alone. Only a body without one, which http.ts lets
 * through for uploads alone, is counted as it is read, as yoga does.
 */
const limitRequestSize: Plugin = {
  onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
    const length = request.headers.get('content-length');
    if (length !== null) {
      if (!/^\d+$/.test(length)) throw refused('Content-Length header is invalid', 'BAD_REQUEST');
      if (Number(length) > MAX_REQUEST_BYTES) throw tooLarge(MAX_REQUEST_BYTES);
      return;
    }
    const body = request.body;
    if (!requestParser || !body) return;
    setRequestParser((unsized) => {
      let read = 0;
      // A native stream takes the platform's TransformStream, a ponyfilled one the ponyfill's.
      const Transform =
        body instanceof ReadableStream ? globalThis.TransformStream : fetchAPI.TransformStream;
      const counted = body.pipeThrough(
        new Transform<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            read += chunk.byteLength;
            if (read > MAX_REQUEST_BYTES) controller.error(tooLarge(MAX_REQUEST_BYTES));
            else controller.enqueue(chunk);
          },
        }),
      );
      return requestParser(
        new fetchAPI.Request(unsized.url, {
          method: unsized.method,
          headers: unsized.headers,
          signal: unsized.signal,
          body: counted,
          // @ts-expect-error -- Node's fetch needs it for a stream body; the DOM types lack it
          duplex: 'half',
        }),
      );
    });
  },
};

/** The request limits as yoga plugins; in production also no introspection and no "Did you
 * mean …?" suggestions, which would map the schema for a stranger. */
export function limitPlugins({ production }: { production: boolean }): Plugin[] {
  // Armor's messages name the limit and the count found ("Aliases limit of 15 exceeded, found
  // 16."). Reported as validation errors they answer HTTP 400 like any other bad document; armor
  // would throw them as "Syntax Error: …" with 200. Tokens are counted while parsing, where there
  // is no validation context: that error is thrown, with its status.
  const armor = {
    exposeLimits: true,
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) => {
        const limit = refused(error.message.replace(/^Syntax Error: /, ''), 'QUERY_TOO_COMPLEX');
        if (!context) throw limit;
        context.reportError(limit);
      },
    ],
  };
  return [
    limitBodySize,
    limitRequestSize,
    limitDocumentDepth,
    limitVariableItems,
    maxTokensPlugin({ ...armor, n: LIMITS.tokens }),
    maxDepthPlugin({ ...armor, n: LIMITS.depth, ignoreIntrospection: true }),
    maxAliasesPlugin({ ...armor, n: LIMITS.aliases }),
    maxDirectivesPlugin({ ...armor, n: LIMITS.directives }),
    costLimitPlugin({ ...armor, maxCost: LIMITS.cost }),
    { onValidate: ({ addValidationRule }) => addValidationRule(rootFieldLimits) },
    ...(production ? [useDisableIntrospection(), blockFieldSuggestionsPlugin()] : []),
  ] as Plugin[];
}
