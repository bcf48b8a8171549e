import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ListDefaults, ListState } from '../../src/lib/listParams';
import { useListState, type ListStateUpdate } from '../../src/lib/useListState';

let update: ListStateUpdate = () => {};

function Probe({ defaults }: { defaults: ListDefaults }) {
  const [state, set] = useListState(defaults);
  update = set;
  return <output data-testid="state">{JSON.stringify(state)}</output>;
}

function renderAt(url: string, defaults: ListDefaults = {}) {
  const router = createMemoryRouter([{ path: '/list', element: <Probe defaults={defaults} /> }], {
    initialEntries: [url],
  });
  const view = render(<RouterProvider router={router} />);
  const state = () => JSON.parse(screen.getByTestId('state').textContent!) as ListState;
  return { router, state, ...view };
}

const accounts: ListDefaults = {
  pageSize: 12,
  sort: [{ field: 'created_at', order: 'desc' }],
  storageKey: 'accounts-view',
};

describe('useListState', () => {
  it('reads page, sort, search and view from a shared link', () => {
    const { state } = renderAt('/list?page=3&sort=name:asc&q=sav&view=card', accounts);
    expect(state()).toEqual({
      page: 3,
      pageSize: 12,
      sort: [{ field: 'name', order: 'asc' }],
      filters: [],
      search: 'sav',
      view: 'card',
    });
  });

  it('writes changes to the URL, back restores the previous state, reload keeps it', async () => {
    const { router, state, unmount } = renderAt('/list', accounts);
    expect(state()).toMatchObject({ page: 1, pageSize: 12, search: '' });
    expect(router.state.location.search).toBe('');

    act(() => update({ page: 2 }));
    expect(router.state.location.search).toBe('?page=2');
    act(() => update({ sort: [{ field: 'name', order: 'asc' }] }));
    // a new sort starts again at page 1
    expect(state()).toMatchObject({ page: 1, sort: [{ field: 'name', order: 'asc' }] });
    act(() => update({ page: 4 }));
    act(() => update({ search: 'rent' }));
    expect(state()).toMatchObject({ page: 1, search: 'rent' });

    await act(() => router.navigate(-1));
    expect(state()).toMatchObject({ page: 4, search: '', sort: [{ field: 'name', order: 'asc' }] });
    await act(() => router.navigate(-1));
    expect(state()).toMatchObject({ page: 1, sort: [{ field: 'name', order: 'asc' }] });
    await act(() => router.navigate(-1));
    expect(state()).toMatchObject({ page: 2, sort: [{ field: 'created_at', order: 'desc' }] });

    const url = `${router.state.location.pathname}${router.state.location.search}`;
    unmount();
    // "reload": a fresh router on the same address
    const reloaded = renderAt(url, accounts);
    expect(reloaded.state()).toMatchObject({ page: 2 });
  });

  it('remembers the card/table choice in localStorage and uses it when the URL has none', () => {
    const first = renderAt('/list', accounts);
    expect(first.state().view).toBe('table');
    act(() => update({ view: 'card' }));
    expect(first.state().view).toBe('card');
    expect(localStorage.getItem('accounts-view')).toBe('card');
    first.unmount();

    const later = renderAt('/list', accounts);
    expect(later.state().view).toBe('card');
    later.unmount();

    // a link naming the view wins over the remembered choice
    const linked = renderAt('/list?view=table', accounts);
    expect(linked.state().view).toBe('table');
    linked.unmount();

    // without a storage key nothing is remembered
    localStorage.clear();
    const plain = renderAt('/list', {});
    act(() => update({ view: 'card' }));
    expect(localStorage.length).toBe(0);
    expect(plain.router.state.location.search).toBe('?view=card');
  });

  it('applies two updates made in the same moment', () => {
    const { router, state } = renderAt('/list', accounts);
    act(() => {
      update({ search: 'rent' });
      update({ view: 'card' });
    });
    expect(state()).toMatchObject({ search: 'rent', view: 'card' });
    expect(router.state.location.search).toBe('?q=rent&view=card');
  });

  it('makes a change given as a function from the state as it is then, not as last drawn', () => {
    const { state } = renderAt('/list', accounts);
    const add = (field: string) =>
      update((previous) => ({
        filters: [...previous.filters, { field, operator: 'eq', value: 'x' }],
      }));
    // two filters chosen before the list is drawn again: both stay
    act(() => {
      add('category_id');
      add('account_id');
    });
    expect(state().filters.map((f) => f.field)).toEqual(['category_id', 'account_id']);
    act(() => add('transaction_type'));
    expect(state().filters).toHaveLength(3);
  });

  it('keeps parameters of other lists on the page', () => {
    const { router, state } = renderAt('/list?page=3', { prefix: 'tx' });
    act(() => update({ page: 2 }));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('3');
    expect(new URLSearchParams(router.state.location.search).get('txPage')).toBe('2');
    expect(state().page).toBe(2);
  });
});
