import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/app/AppProviders';
import { UnsavedChangesGuard } from '../../src/components/UnsavedChangesGuard';
import { createTestI18n } from './render';

const QUESTION = 'Are you sure you want to leave? You have unsaved changes.';

function FormPage() {
  const [dirty, setDirty] = useState(false);
  return (
    <>
      <UnsavedChangesGuard when={dirty} />
      <button onClick={() => setDirty(true)}>Type something</button>
      <Link to="/elsewhere">Elsewhere</Link>
    </>
  );
}

function setup() {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <FormPage /> },
      { path: '/elsewhere', element: <p>Elsewhere page</p> },
    ],
    { initialEntries: ['/form'] },
  );
  render(
    <AppProviders i18n={createTestI18n()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user: userEvent.setup() };
}

const beforeUnload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('UnsavedChangesGuard', () => {
  it('lets the user go when nothing changed', async () => {
    const { router, user } = setup();
    expect(beforeUnload()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Elsewhere page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('asks before leaving with unsaved changes: stay keeps the page, leave goes', async () => {
    const { router, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Type something' }));

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(QUESTION);
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/form');

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Elsewhere page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('makes the browser ask before closing or reloading the tab', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Type something' }));
    expect(beforeUnload()).toBe(true);
  });
});
