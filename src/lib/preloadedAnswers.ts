// A prerendered signed-in page asks the API for its first data itself, from a script at the top of
// the page (src/prerender.tsx), while the app's code is still arriving; the app's Apollo Client
// then takes those answers instead of asking again (preloadedAnswerLink). An answer is taken once,
// only for the token it was asked with; one that could not be had (no network, no JSON) is asked
// for again as usual. It is given to the app once the app has taken the page over: an answer
// during the take-over would make React finish it in one long task.
import { ApolloLink, Observable } from '@apollo/client';
import type { FormattedExecutionResult } from 'graphql';
import { takenOver } from './prerender';

const SLOT = '__preloadedAnswers';

type Answer = Promise<FormattedExecutionResult | null>;
type Preloaded = { token: string; answers: Record<string, Answer | undefined> };

/** An operation as the script asks for it and the link finds it: its name and variables. */
const keyOf = (operationName: string, variables: Record<string, unknown> = {}) =>
  `${operationName} ${JSON.stringify(variables)}`;

export type PreloadedOperation = {
  operationName: string;
  /** The query as the app's client sends it (with the __typename fields its cache adds). */
  query: string;
  variables?: Record<string, unknown>;
};

/**
 * The script, run after the prerendered page's check script, that asks for `operations` when the
 * page fits the visitor (`stale` is not on <html>) and a token is stored under `tokenKey`.
 */
export function preloadScript(
  operations: PreloadedOperation[],
  { uri, tokenKey, stale }: { uri: string; tokenKey: string; stale: string },
): string {
  const requests = Object.fromEntries(
    operations.map(({ operationName, query, variables = {} }) => [
      keyOf(operationName, variables),
      JSON.stringify({ operationName, query, variables }),
    ]),
  );
  const constants = JSON.stringify({ slot: SLOT, requests, uri, tokenKey, stale });
  return `(function(c){if(document.documentElement.hasAttribute(c.stale))return;var t;try{t=localStorage.getItem(c.tokenKey)}catch(e){return}if(!t)return;var a={};Object.keys(c.requests).forEach(function(k){a[k]=fetch(c.uri,{method:'POST',headers:{'content-type':'application/json','x-graphql-yoga-csrf':'1',authorization:'Bearer '+t},body:c.requests[k]}).then(function(r){return r.json()}).catch(function(){return null})});window[c.slot]={token:t,answers:a}})(${constants})`;
}

/** The answer the page's script asked for this operation with `token`, taken (once). */
function takeAnswer(
  operationName: string,
  variables: Record<string, unknown>,
  token: string | null,
): Answer | undefined {
  const preloaded = (window as unknown as Record<string, Preloaded | undefined>)[SLOT];
  if (!preloaded || preloaded.token !== token) return undefined;
  const key = keyOf(operationName, variables);
  const answer = preloaded.answers[key];
  delete preloaded.answers[key];
  return answer;
}

/** Answers an operation from the page's preloaded answers where there is one, else asks on. */
export function preloadedAnswerLink(currentToken: () => string | null): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const answer = takeAnswer(operation.operationName ?? '', operation.variables, currentToken());
    if (!answer) return forward(operation);
    return new Observable<ApolloLink.Result>((observer) => {
      let asked: { unsubscribe: () => void } | undefined;
      let closed = false;
      const afterTakeOver = takenOver.then(() => new Promise((resolve) => setTimeout(resolve, 0)));
      void Promise.all([answer, afterTakeOver]).then(([result]) => {
        if (closed) return;
        if (result) {
          observer.next(result);
          observer.complete();
        } else {
          asked = forward(operation).subscribe(observer);
        }
      });
      return () => {
        closed = true;
        asked?.unsubscribe();
      };
    });
  });
}
