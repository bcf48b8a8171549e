import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GetMappingsAdminDocument } from '../../src/features/admin/mappings/Mappings.generated';
import { listAnswer, mockOf } from './adminFactories';
import { getMeMock, makeToken, makeUser } from './factories';
import { renderApp } from './render';

function renderAs(role: 'admin' | 'user', url: string, mocks = [getMeMock(makeUser({ role }))]) {
  return renderApp(url, { token: makeToken({ role }), mocks });
}

describe('administration routes', () => {
  it('open the generic pages with their resource for an admin', async () => {
    const mappings = mockOf(
      GetMappingsAdminDocument,
      { start: 0, limit: 10 },
      { getMappingsAdmin: listAnswer('MappingList', []) },
    );
    const app = renderAs('admin', '/mappings', [
      getMeMock(makeUser({ role: 'admin' })),
      mappings.mock,
    ]);
    expect(await screen.findByRole('heading', { name: 'Instrument Mappings' })).toBeInTheDocument();
    expect(await screen.findByText('No mappings yet')).toBeInTheDocument();
    expect(app.path()).toBe('/mappings');
  });

  it('open a create form for an admin', async () => {
    renderAs('admin', '/instruments/create');
    expect(await screen.findByRole('heading', { name: 'Add instrument' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^Active/ })).not.toBeChecked();
  });

  it('send anyone else to the dashboard', async () => {
    const app = renderAs('user', '/venues');
    await waitFor(() => expect(app.path()).toBe('/dashboard'));
  });
});
