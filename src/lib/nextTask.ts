/**
 * Resolves in a later task of the browser's event loop, so that the work after it does not lengthen
 * the current one: a phone spends about four times as long on each, and a task of more than 50 ms
 * holds up the taps and keys of whoever is waiting (Lighthouse's total blocking time).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
