// A prerendered signed-in page asks the API for its first data itself, from a script at the top of
// the page (src/prerender.tsx), while the app's code is still arriving; the app's Apollo Client
// then takes those answers instead of asking again (preloadedAnswerLink). An answer is taken once,
// only for the token it was asked with; one that could not be had (no network, no JSON) is asked
// for again as usual. It is given to the app once the app has taken the page over: an answer
// during the take-over would make React finish it in one long task. The script can also show a
// text from an answer at once (the dashboard's net worth, its largest element), so that the page's
// main figure does not wait for the app's code.
import { ApolloLink, Observable } from '@apollo/client';
import type { FormattedExecutionResult } from 'graphql';
import { takenOver } from './prerender';
import { nextTask } from './nextTask';

const SLOT = '__preloadedAnswers';

type Answer = Promise<FormattedExecutionResult | null>;
type Preloaded = { token: string; answers: Record<string, Answer | undefined> };

/** An operation as the script asks for it and the link finds it: its name and variables. */
const keyOf = (operationName: string, variables: Record<string, unknown> = {}) =>
  `${operationName} ${JSON.stringify(variables)}`;

/**
 * A text the script shows from an answer before the app's code arrives: `text(data, language)`
 * goes into the element marked `data-preloaded="<slot>"` while that is still empty (the app draws
 * it empty, with `suppressHydrationWarning`, so that taking the page over keeps it); null shows
 * nothing. `text` is sent as its source, so it must be self-contained: no imports, no closure.
 */
export type PreloadedText<Data = never> = {
  slot: string;
  text: (data: Data, language: string) => string | null;
};

export type PreloadedOperation = {
  operationName: string;
  /** The query as the app's client sends it (with the __typename fields its cache adds). */
  query: string;
  variables?: Record<string, unknown>;
  show?: PreloadedText<never>;
};

/**
 * The script, run after the prerendered page's check script, that asks for `operations` when the
 * page fits the visitor (`stale` is not on <html>) and a token is stored under `tokenKey`, and
 * shows their texts in `language`.
 */
export function preloadScript(
  operations: PreloadedOperation[],
  options: { uri: string; tokenKey: string; stale: string; language: string },
): string {
  const requests = operations.map(({ operationName, query, variables = {}, show }) => {
    const request = {
      key: keyOf(operationName, variables),
      body: JSON.stringify({ operationName, query, variables }),
      slot: show?.slot,
    };
    return `{...${JSON.stringify(request)},text:${show ? String(show.text) : 'null'}}`;
  });
  const constants = JSON.stringify({ slot: SLOT, ...options });
  // a text goes in once the element is there (the answer can come before the page's body)
  return `(function(c,q){if(document.documentElement.hasAttribute(c.stale))return;var t;try{t=localStorage.getItem(c.tokenKey)}catch(e){return}if(!t)return;var a={};q.forEach(function(r){a[r.key]=fetch(c.uri,{method:'POST',headers:{'content-type':'application/json','x-graphql-yoga-csrf':'1',authorization:'Bearer '+t},body:r.body}).then(function(s){return s.json()}).catch(function(){return null});if(r.text)a[r.key].then(function(s){var x=null;try{x=s&&s.data&&r.text(s.data,c.language)}catch(e){}if(!x)return;var f=function(){var e=document.querySelector('[data-preloaded="'+r.slot+'"]');if(e&&!e.textContent)e.textContent=x};document.readyState==='loading'?document.addEventListener('DOMContentLoaded',f):f()})});window[c.slot]={token:t,answers:a}})(${constants},[${requests.join(',')}])`;
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
      const afterTakeOver = takenOver.then(nextTask);
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
