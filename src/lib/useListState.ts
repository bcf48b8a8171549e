// A list's state kept in the URL (useSearchParams): back, forward, reload and shared links restore
// page, page size, sort, filters, search and view. The card/table choice is also remembered in
// localStorage under `storageKey` and used when the URL names no view; without either, phones
// start with cards (a table shows two columns there) and wider screens with the table.
import { useMediaQuery, useTheme } from '@mui/material';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  listStateToSearchParams,
  parseListState,
  type ListDefaults,
  type ListState,
  type ListView,
} from './listParams';

/**
 * Changes some of the list's state; given a function, the change is made from the state as it is
 * then (the URL with any change not yet drawn), not as the caller last saw it: two filters chosen
 * in quick succession both stay.
 */
export type ListStateUpdate = (
  next: Partial<ListState> | ((previous: ListState) => Partial<ListState>),
) => void;

/** Below this breakpoint a list starts with cards (ResourceList's prerendered skeleton too). */
export const CARDS_BELOW = 'sm';

function readStoredView(storageKey: string | undefined): ListView | undefined {
  if (!storageKey) return undefined;
  try {
    const stored = localStorage.getItem(storageKey);
    return stored === 'card' || stored === 'table' ? stored : undefined;
  } catch {
    return undefined;
  }
}

function storeView(storageKey: string | undefined, view: ListView) {
  if (!storageKey) return;
  try {
    localStorage.setItem(storageKey, view);
  } catch {
    // storage full or blocked: the URL still holds the choice
  }
}

/**
 * `[state, update]`: `update` merges a partial state and pushes it to the URL (a history entry,
 * so back returns to the previous page/sort/search). Changing sort, filters, search or page size
 * goes back to page 1 unless the update names a page.
 */
export function useListState(defaults: ListDefaults = {}): [ListState, ListStateUpdate] {
  const [searchParams, setSearchParams] = useSearchParams();
  const phone = useMediaQuery(useTheme().breakpoints.down(CARDS_BELOW), { noSsr: true });
  // defaults usually come as an inline object: key them by content (they are plain data)
  const defaultsKey = JSON.stringify({ view: phone ? 'card' : 'table', ...defaults });
  const stableDefaults = useMemo(() => JSON.parse(defaultsKey) as ListDefaults, [defaultsKey]);
  const storedView = readStoredView(stableDefaults.storageKey);

  const state = useMemo(
    () => parseListState(searchParams, stableDefaults, storedView),
    [searchParams, stableDefaults, storedView],
  );

  // React Router computes a functional setSearchParams from the params of the last render, so a
  // second update in the same tick would undo the first: chain them through the pending params.
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [searchParams]);

  const update = useCallback<ListStateUpdate>(
    (change) => {
      setSearchParams((rendered) => {
        const current = pending.current ?? rendered;
        const previous = parseListState(
          current,
          stableDefaults,
          readStoredView(stableDefaults.storageKey),
        );
        const next = typeof change === 'function' ? change(previous) : change;
        if (next.view) storeView(stableDefaults.storageKey, next.view);
        const merged: ListState = { ...previous, ...next };
        const resets =
          (next.sort !== undefined &&
            JSON.stringify(next.sort) !== JSON.stringify(previous.sort)) ||
          (next.filters !== undefined &&
            JSON.stringify(next.filters) !== JSON.stringify(previous.filters)) ||
          (next.search !== undefined && next.search !== previous.search) ||
          (next.pageSize !== undefined && next.pageSize !== previous.pageSize);
        if (resets && next.page === undefined) merged.page = 1;
        pending.current = listStateToSearchParams(merged, stableDefaults, current);
        return pending.current;
      });
    },
    [setSearchParams, stableDefaults],
  );

  return [state, update];
}
