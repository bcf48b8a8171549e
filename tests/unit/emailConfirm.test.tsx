import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EmailConfirmPage } from '../../src/features/auth/EmailConfirmPage';
import { VerifyEmailRequestTokenDocument } from '../../src/features/auth/Auth.generated';
import { answeredMock, getMeMock, makeToken, makeUser, resultEnvelope } from './factories';
import { renderWithProviders } from './render';

const email = 'new@example.com';

function resendMock(success = true) {
  const data = {
    verifyEmailRequestToken: resultEnvelope(success, {
      message: success ? null : 'Mail server down',
    }),
  };
  return answeredMock(VerifyEmailRequestTokenDocument, { email }, data, 5).mock;
}

/** Lets fake time pass and React settle. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function renderPage(success = true) {
  localStorage.setItem('accountant-auth', makeToken({ role: 'unverified' }));
  localStorage.setItem('email-verified', 'unverified');
  const user = makeUser({ email, role: 'unverified', email_verified: false });
  return renderWithProviders(<EmailConfirmPage />, {
    route: '/email-confirm',
    mocks: [getMeMock(user), resendMock(success)],
  });
}

describe('e-mail confirmation page', () => {
  it('says where the link went, and after a resend counts 60 seconds down before allowing another', async () => {
    vi.useFakeTimers();
    renderPage();
    await advance(0);
    expect(screen.getByText(/We sent a confirmation link to new@example.com/)).toBeInTheDocument();

    const button = screen.getByRole('button', { name: 'Resend' });
    expect(button).toBeEnabled();
    fireEvent.click(button);
    await advance(0);

    expect(screen.getByRole('button', { name: 'Resend (60s)' })).toBeDisabled();
    expect(screen.getByText('A new confirmation link is on its way.')).toBeInTheDocument();

    await advance(1000);
    expect(screen.getByRole('button', { name: 'Resend (59s)' })).toBeDisabled();

    await advance(58_000);
    expect(screen.getByRole('button', { name: 'Resend (1s)' })).toBeDisabled();

    await advance(1000);
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
  });

  it('does not start the countdown when sending failed', async () => {
    renderPage(false);
    const button = await screen.findByRole('button', { name: 'Resend' });
    await vi.waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    expect(await screen.findByText('Mail server down')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
  });

  it('offers a logout that ends the session', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await vi.waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/login'));
    expect(localStorage.getItem('accountant-auth')).toBeNull();
    expect(localStorage.getItem('email-verified')).toBeNull();
  });
});
