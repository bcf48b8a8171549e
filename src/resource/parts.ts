// Loading a descriptor's parts when first needed. A module of its own, apart from resource.ts
// (which brings Apollo Client): the router, which is in the app's entry, preloads a page's part
// with the page's own code.
import { use } from 'react';
import type { AnyResource } from './resource';

/**
 * A part of a descriptor that the screens needing it load when first shown (the form, the show
 * page): given as a loader, a list does not download the forms' rules, fields and the show page's
 * cards. Read with `usePart`, under a Suspense boundary.
 */
export type Part<T extends object> = T | (() => Promise<T>);

/** A loaded part's promise, marked as React marks the promises it has seen settle. */
type Loading = Promise<object> & { status?: 'fulfilled'; value?: object };

const loadedParts = new WeakMap<() => Promise<object>, Loading>();

function loading(loader: () => Promise<object>): Loading {
  let promise = loadedParts.get(loader);
  if (!promise) {
    const started: Loading = loader();
    // marked when settled, `use` answers it without suspending (a part the route loaded first)
    void started.then((value) => Object.assign(started, { status: 'fulfilled', value }));
    loadedParts.set(loader, (promise = started));
  }
  return promise;
}

/** Loads a part before it is shown (the router, with the page's own code). */
export function preloadPart(part: Part<object>): Promise<unknown> {
  return typeof part === 'function' ? loading(part as () => Promise<object>) : Promise.resolve();
}

/** The part itself; a loader's part once loaded (suspending until then, loaded once). */
export function usePart<T extends object>(part: Part<T>): T {
  return typeof part === 'function'
    ? (use(loading(part as () => Promise<T>) as Promise<T>) as T)
    : part;
}

/**
 * A resource's form part, for the pages that write (create, edit), which are routed only for a
 * resource with one (a resource without a form is read, never written).
 */
export function formOf<R extends AnyResource>(resource: R): NonNullable<R['form']> {
  if (!resource.form) throw new Error(`The ${resource.key} are read, never written: no form`);
  return resource.form as NonNullable<R['form']>;
}
