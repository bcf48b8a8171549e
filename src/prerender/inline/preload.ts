// The prerendered page's second script: when the page fits the visitor (the check left it shown)
// and a session is stored, it asks the API for the page's first data while the app's code is still
// arriving, and leaves the answers for the app's client (preloadedAnswers.ts). A text from an
// answer (texts.ts) goes into its element at once, so that the page's main figure does not wait
// for the app's code.
import { getToken } from '../../lib/session';
import {
  ANSWERS_PROPERTY,
  answerKey,
  type PreloadedAnswers,
  type PreloadRequest,
  SLOT_ATTRIBUTE,
} from '../answers';
import { STALE_ATTRIBUTE } from '../attributes';
import { slotTexts } from '../texts';

export type PreloadParams = { uri: string; language: string; requests: PreloadRequest[] };

/** Puts `text` into the slot's element while it is empty (the answer can come before the body). */
function show(slot: string, text: string) {
  const put = () => {
    const element = document.querySelector(`[${SLOT_ATTRIBUTE}="${slot}"]`);
    if (element && !element.textContent) element.textContent = text;
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', put);
  else put();
}

export default function preload({ uri, language, requests }: PreloadParams): void {
  if (document.documentElement.hasAttribute(STALE_ATTRIBUTE)) return;
  let token: string | null;
  try {
    token = getToken();
  } catch {
    return;
  }
  if (!token) return;
  const preloaded: PreloadedAnswers = { token, answers: {} };
  for (const { operationName, query, variables = {}, slot } of requests) {
    const answer = fetch(uri, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-graphql-yoga-csrf': '1',
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ operationName, query, variables }),
    })
      .then((response) => response.json())
      .catch(() => null);
    preloaded.answers[answerKey(operationName, variables)] = answer;
    const text = slot ? slotTexts[slot] : undefined;
    if (slot && text)
      void answer.then((result) => {
        let shown: string | null = null;
        try {
          shown = result?.data ? text(result.data as never, language) : null;
        } catch {
          // a text that cannot be made waits for the app
        }
        if (shown) show(slot, shown);
      });
  }
  (window as unknown as Record<string, PreloadedAnswers>)[ANSWERS_PROPERTY] = preloaded;
}
