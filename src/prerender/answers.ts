// What a prerendered page's script (inline/preload.ts) and the app's client (preloadedAnswers.ts)
// agree on: where the script leaves its answers, how an answer is found, and the element a text
// from an answer goes into. No dependencies: part of the script.
import type { FormattedExecutionResult } from 'graphql';

/** The window's property that holds the page's answers. */
export const ANSWERS_PROPERTY = '__preloadedAnswers';

export type Answer = Promise<FormattedExecutionResult | null>;
/** The page's answers, asked for with `token`, by key. */
export type PreloadedAnswers = { token: string; answers: Record<string, Answer | undefined> };

/** An operation as the script asks for it and the link finds it: its name and variables. */
export const answerKey = (operationName: string, variables: Record<string, unknown> = {}) =>
  `${operationName} ${JSON.stringify(variables)}`;

/** An operation the page asks for (its query as the app's client sends it). */
export type PreloadRequest = {
  operationName: string;
  query: string;
  variables?: Record<string, unknown>;
  /** The slot whose text (texts.ts) is shown from the answer. */
  slot?: string;
};

/** Marks the element a slot's text goes in. */
export const SLOT_ATTRIBUTE = 'data-preloaded';

/**
 * The props of the element a slot's text goes in: the app draws it empty until its own data is
 * there, and keeps the script's text when it takes the page over.
 */
export const slotProps = (slot: string) => ({
  [SLOT_ATTRIBUTE]: slot,
  suppressHydrationWarning: true,
});
