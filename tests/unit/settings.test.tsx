// Issue 26: the person's own settings (name, the currency of their figures, the language of their
// mails), saved through updateMe as the one auto-saving edit form saves; a new currency makes
// every cached figure stale.
import { useQuery } from '@apollo/client/react';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SettingsPage } from '../../src/features/settings/SettingsPage';
import { GetDashboardSummaryDocument } from '../../src/features/dashboard/Dashboard.generated';
import { GetMeDocument, UpdateMeDocument } from '../../src/graphql/Session.generated';
import { EUR, USD, navInstrumentsMock } from './accountFactories';
import { summaryMock } from './dashboardFactories';
import { answeredMock, makeMe, makeUser, type TestMe } from './factories';
import { renderWithProviders, type Rendered } from './render';

const SEK = {
  __typename: 'AccountInstrument' as const,
  id: '00000000-0000-4000-a000-000000009105',
  ticker: 'SEK',
  name: 'Swedish Krona',
  decimals: 2,
};

const ada = makeMe(makeUser({ fullname: 'Ada Lovelace' }));

/** getMe answering `me`, as often as asked, with a spy. */
const meMock = (me: TestMe) =>
  answeredMock(
    GetMeDocument,
    undefined,
    {
      getMe: { __typename: 'UserResult', success: true, message: null, errors: null, user: me },
    },
    Number.POSITIVE_INFINITY,
  );

const updateMeMock = (
  variables: Record<string, unknown>,
  answer: { user?: TestMe; field_errors?: { field: string; message: string }[] },
) =>
  answeredMock(UpdateMeDocument, variables, {
    updateMe: {
      __typename: 'UserResult',
      success: !answer.field_errors,
      message: answer.field_errors ? 'Invalid input' : 'Settings saved',
      errors: answer.field_errors ? ['Invalid input'] : null,
      field_errors: answer.field_errors?.map((e) => ({ __typename: 'FieldError', ...e })) ?? null,
      user: answer.user ?? null,
    },
  });

/** A figure the dashboard shows, cached while the settings are open. */
function CachedFigure() {
  const { data } = useQuery(GetDashboardSummaryDocument);
  return <output data-testid="figure">{data?.getDashboardSummary.net_worth}</output>;
}

async function chooseCurrency(user: Rendered['user'], typed: string) {
  const input = screen.getByRole('combobox', { name: /^Currency of your figures/ });
  await waitFor(() => expect(input).toBeEnabled());
  await user.clear(input);
  await user.type(input, `${typed}{Enter}`);
  return input;
}

describe('settings', () => {
  it('shows the person’s name, currency and mail language', async () => {
    const me = meMock(ada);
    renderWithProviders(<SettingsPage />, {
      route: '/settings',
      path: '/settings',
      mocks: [me.mock, navInstrumentsMock('bank', [USD, EUR, SEK])],
    });
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ada Lovelace');
    const currency = screen.getByRole('combobox', { name: /^Currency of your figures/ });
    await waitFor(() => expect(currency).toHaveValue('USD · US Dollar'));
    expect(screen.getByRole('combobox', { name: /^Language of your e-mails/ })).toHaveTextContent(
      'English',
    );
    expect(screen.getByText('Changes are saved automatically')).toBeInTheDocument();
  });

  it('saves a new currency through updateMe, and forgets every figure given in the old one', async () => {
    const me = meMock(ada);
    const summary = summaryMock();
    const { mock: save, result: saved } = updateMeMock(
      { fullname: 'Ada Lovelace', base_currency: 'EUR', language: 'en' },
      { user: makeMe(ada, { base_currency: EUR }) },
    );
    const { user } = renderWithProviders(
      <>
        <SettingsPage />
        <CachedFigure />
      </>,
      {
        route: '/settings',
        path: '/settings',
        mocks: [me.mock, navInstrumentsMock('bank', [USD, EUR, SEK]), summary, save],
      },
    );
    await waitFor(() => expect(screen.getByTestId('figure')).toHaveTextContent('125430.5'));
    expect(summary.result).toHaveBeenCalledTimes(1);
    const input = await chooseCurrency(user, 'eur');
    expect(input).toHaveValue('EUR · Euro');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    // the figures are asked for again, and who the person is
    await waitFor(() => expect(summary.result).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(me.result.mock.calls.length).toBeGreaterThanOrEqual(2));
    // Save then goes where Done goes
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/dashboard'));
  });

  it('saves on its own once a change is valid', async () => {
    const me = meMock(ada);
    const { mock: save, result: saved } = updateMeMock(
      { fullname: 'Ada King', base_currency: 'USD', language: 'de' },
      { user: makeMe(makeUser({ fullname: 'Ada King' }), { language: 'de' }) },
    );
    const { user } = renderWithProviders(<SettingsPage />, {
      route: '/settings',
      path: '/settings',
      mocks: [me.mock, navInstrumentsMock('bank', [USD, EUR, SEK]), save],
    });
    const name = await screen.findByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Ada King');
    await user.click(screen.getByRole('combobox', { name: /^Language of your e-mails/ }));
    await user.click(await screen.findByRole('option', { name: 'Deutsch' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1), { timeout: 4000 });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/settings');
  });

  it('shows the server’s refusals on their fields', async () => {
    const me = meMock(ada);
    const { mock: save, result: saved } = updateMeMock(
      { fullname: 'Ada Lovelace', base_currency: 'SEK', language: 'en' },
      {
        field_errors: [
          { field: 'base_currency', message: 'Choose one of the currencies the app offers' },
        ],
      },
    );
    const { user } = renderWithProviders(<SettingsPage />, {
      route: '/settings',
      path: '/settings',
      mocks: [me.mock, navInstrumentsMock('bank', [USD, EUR, SEK]), save],
    });
    await screen.findByRole('heading', { name: 'Settings' });
    const input = await chooseCurrency(user, 'swedish');
    expect(input).toHaveValue('SEK · Swedish Krona');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription('Choose one of the currencies the app offers');
    const form = screen.getByRole('form', { name: 'Settings' });
    expect(within(form).getByRole('alert')).toHaveTextContent('Invalid input');
    expect(screen.getByTestId('current-path')).toHaveTextContent('/settings');
  });

  it('checks the name as the server does before asking it', async () => {
    const me = meMock(ada);
    const { user } = renderWithProviders(<SettingsPage />, {
      route: '/settings',
      path: '/settings',
      mocks: [me.mock, navInstrumentsMock('bank', [USD, EUR, SEK])],
    });
    const name = await screen.findByLabelText(/^Name/);
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Name is required'));
    await user.click(name);
    await user.paste('x'.repeat(101));
    await waitFor(() => expect(name).toHaveAccessibleDescription('At most 100 characters'));
  });
});
