// The app's client takes the answers a prerendered page's script asked for (inline/preload.ts)
// instead of asking again: an answer is taken once, only for the token it was asked with; one that
// could not be had (no network, no JSON) is asked for again as usual. It is given to the app once
// the app has taken the page over: an answer during the take-over would make React finish it in
// one long task.
import { ApolloLink, Observable } from '@apollo/client';
import { nextTask } from '../lib/nextTask';
import { type Answer, ANSWERS_PROPERTY, answerKey, type PreloadedAnswers } from './answers';
import { takenOver } from './takeOver';

/** The answer the page's script asked for this operation with `token`, taken (once). */
function takeAnswer(
  operationName: string,
  variables: Record<string, unknown>,
  token: string | null,
): Answer | undefined {
  const preloaded = (window as unknown as Record<string, PreloadedAnswers | undefined>)[
    ANSWERS_PROPERTY
  ];
  if (!preloaded || preloaded.token !== token) return undefined;
  const key = answerKey(operationName, variables);
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
