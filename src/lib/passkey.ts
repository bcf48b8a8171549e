// The browser's side of a passkey ceremony (WebAuthn), behind one door: @simplewebauthn/browser,
// loaded only when a ceremony begins, so that no page pays for it before.
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

/** Asks the browser to make a passkey for the ceremony's options; answers what it made. */
export async function makePasskey(options: unknown) {
  const { startRegistration } = await import('@simplewebauthn/browser');
  return startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
}

/** Asks the browser to sign the ceremony's challenge with a passkey; answers its assertion. */
export async function signWithPasskey(options: unknown) {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
}

/**
 * Whether the person closed the browser's passkey dialog (or it timed out): nothing to report. The
 * spec gives every refusal the one name NotAllowedError, so that a page cannot tell why.
 */
export const passkeyDismissed = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
