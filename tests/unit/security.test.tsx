// The person's sessions and security log (issue 28): each browser named as people know it, this
// one marked and not ended from here, another ended after a confirmation, "Sign out everywhere
// else" saying how many ended; the log in words, in English and German.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeDevice } from '../../src/features/security/device';
import { securityLogAdminResource } from '../../src/features/security/securityLogResource';
import {
  CreateAccessTokenDocument,
  EndOtherSessionsDocument,
  EndSessionDocument,
  GetSecurityEventsAdminDocument,
  GetSessionsDocument,
  type SecurityEventFieldsFragment,
  type SessionFieldsFragment,
} from '../../src/features/security/Security.generated';
import { sessionsResource } from '../../src/features/security/sessionsResource';
import { accessTokensResource } from '../../src/features/security/accessTokensResource';
import { ResourceCreatePage } from '../../src/resource/ResourceCreatePage';
import { ResourceListPage } from '../../src/resource/ResourceListPage';
import { listAnswer, mockOf, mutationAnswer } from './adminFactories';
import { renderWithProviders } from './render';

const firstPage = { start: 0, limit: 10 };
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

type SessionNode = SessionFieldsFragment & { __typename: 'Session' };

const makeSession = (overrides: Partial<SessionFieldsFragment>): SessionNode => ({
  __typename: 'Session',
  id: '00000000-0000-4000-8000-00000000d001',
  created_at: '2026-11-20T10:00:00.000Z',
  last_seen_at: '2026-11-27T09:00:00.000Z',
  expires_at: '2026-11-27T10:00:00.000Z',
  ip: '203.0.113.7',
  user_agent: CHROME_WINDOWS,
  current: false,
  ...overrides,
});

const here = makeSession({ current: true });
const phone = makeSession({
  id: '00000000-0000-4000-8000-00000000d002',
  user_agent: SAFARI_IPHONE,
  ip: '198.51.100.4',
});

const sessionsMock = (nodes: SessionNode[]) =>
  mockOf(GetSessionsDocument, firstPage, { getSessions: listAnswer('SessionList', nodes) });

const envelope = { success: true, message: null, errors: null };

describe('a browser as people know it', () => {
  it.each([
    [CHROME_WINDOWS, { browser: 'Chrome', system: 'Windows' }],
    [SAFARI_IPHONE, { browser: 'Safari', system: 'iPhone' }],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      { browser: 'Edge', system: 'Windows' },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      { browser: 'Chrome', system: 'Linux' },
    ],
    [
      'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
      { browser: 'Firefox', system: 'Linux' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
      { browser: 'Samsung Internet', system: 'Android' },
    ],
  ])('%s', (userAgent, device) => {
    expect(describeDevice(userAgent)).toEqual(device);
  });

  it('knows no script or empty description', () => {
    expect(describeDevice('curl/8.5.0')).toBeNull();
    expect(describeDevice('')).toBeNull();
  });
});

describe('sessions', () => {
  it('lists each browser, marks this one and offers to end only the others', async () => {
    const list = sessionsMock([here, phone]);
    const end = mockOf(EndSessionDocument, { id: phone.id }, { endSession: envelope });
    const { user } = renderWithProviders(<ResourceListPage resource={sessionsResource} />, {
      route: '/settings/sessions',
      path: '/settings/sessions',
      mocks: [list.mock, end.mock],
    });
    const grid = await screen.findByRole('grid');
    const mine = (await within(grid).findByText('Chrome · Windows')).closest('[role="row"]');
    expect(within(mine as HTMLElement).getByText('This device')).toBeInTheDocument();
    expect(
      within(mine as HTMLElement).queryByRole('button', { name: /End session/ }),
    ).not.toBeInTheDocument();
    const other = within(grid).getByText('Safari · iPhone').closest('[role="row"]');
    expect(within(other as HTMLElement).getByText('198.51.100.4')).toBeInTheDocument();
    await user.click(
      within(other as HTMLElement).getByRole('button', { name: 'End session Safari · iPhone' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'End this session?' });
    expect(dialog).toHaveTextContent(
      '“Safari · iPhone” will be signed out the next time it is used.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'End session' }));
    await waitFor(() => expect(end.result).toHaveBeenCalledTimes(1));
  });

  it('signs out everywhere else after a confirmation, and says how many sessions ended', async () => {
    const list = sessionsMock([here, phone]);
    const endOthers = mockOf(
      EndOtherSessionsDocument,
      {},
      { endOtherSessions: { __typename: 'EndSessionsResult', ...envelope, ended: 1 } },
    );
    const { user } = renderWithProviders(<ResourceListPage resource={sessionsResource} />, {
      route: '/settings/sessions',
      path: '/settings/sessions',
      mocks: [list.mock, endOthers.mock, sessionsMock([here]).mock],
    });
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out the others' }));
    expect(await screen.findByText('1 session ended.')).toHaveAttribute('role', 'status');
    expect(endOthers.result).toHaveBeenCalledTimes(1);
  });
});

describe('the security log', () => {
  const event = (
    overrides: Partial<SecurityEventFieldsFragment>,
  ): SecurityEventFieldsFragment & { __typename: 'SecurityEvent' } => ({
    __typename: 'SecurityEvent',
    id: '00000000-0000-4000-8000-00000000e001',
    created_at: '2026-11-27T08:00:00.000Z',
    kind: 'signed_in',
    ip: '203.0.113.7',
    user_agent: CHROME_WINDOWS,
    detail: '',
    email: 'ada@example.com',
    actor_email: null,
    ...overrides,
  });

  it("shows everyone's events in words, with whose account and who acted", async () => {
    const list = mockOf(GetSecurityEventsAdminDocument, firstPage, {
      getSecurityEventsAdmin: listAnswer('SecurityEventList', [
        event({
          id: '00000000-0000-4000-8000-00000000e002',
          kind: 'changed_by_administrator',
          detail: 'role,status',
          actor_email: 'boss@example.com',
        }),
        event({
          id: '00000000-0000-4000-8000-00000000e003',
          kind: 'other_sessions_ended',
          detail: '3',
        }),
        event({ kind: 'sign_in_failed', email: 'alan@example.com' }),
      ]),
    });
    renderWithProviders(<ResourceListPage resource={securityLogAdminResource} />, {
      route: '/security-log',
      path: '/security-log',
      mocks: [list.mock],
    });
    expect(
      await screen.findByText('Sign-ins, failed sign-ins and changes of every account.'),
    ).toBeInTheDocument();
    const grid = await screen.findByRole('grid');
    const changed = within(grid).getByText('Changed by an administrator').closest('[role="row"]');
    expect(changed).toHaveTextContent('Role, Status, by boss@example.com');
    expect(changed).toHaveTextContent('ada@example.com');
    expect(within(grid).getByText('3 sessions ended')).toBeInTheDocument();
    const failed = within(grid).getByText('Failed sign-in').closest('[role="row"]');
    expect(failed).toHaveTextContent('alan@example.com');
    expect(failed).toHaveTextContent('Chrome · Windows');
    expect(screen.queryByRole('link', { name: /Add/ })).not.toBeInTheDocument();
  });
});

describe('access tokens', () => {
  it('asks for a name, then creates a read-write token and opens its page', async () => {
    const created = {
      __typename: 'AccessToken' as const,
      id: '00000000-0000-4000-8000-00000000f001',
      name: 'Bank import',
      scope: 'write' as const,
      prefix: 'wt_abcdef',
      created_at: '2026-11-27T10:00:00.000Z',
      last_used_at: null,
    };
    const create = mockOf(
      CreateAccessTokenDocument,
      { name: 'Bank import', scope: 'write' },
      {
        createAccessToken: {
          ...mutationAnswer('AccessTokenResult', 'access_token', created),
          token: 'wt_abcdef-the-rest',
        },
      },
    );
    const { user } = renderWithProviders(<ResourceCreatePage resource={accessTokensResource} />, {
      route: '/settings/access-tokens/create',
      path: '/settings/access-tokens/create',
      mocks: [create.mock],
    });
    await user.click(await screen.findByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(create.result).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText(/^Name/));
    await user.paste(' Bank import ');
    await user.click(screen.getByRole('combobox', { name: /Access/ }));
    await user.click(await screen.findByRole('option', { name: 'Read and write' }));
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    await waitFor(() => expect(create.result).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.getByTestId('current-path')).toHaveTextContent(
        `/settings/access-tokens/show/${created.id}`,
      ),
    );
  });
});
