// Passkeys (issue 28): WebAuthn credentials a person adds while signed in, then signs in with on
// their own (the device checks who holds it: something they have and are or know) or as the second
// step after the password, when two-factor sign-in is on. The ceremonies are @simplewebauthn/server's;
// their challenges live in the database, used once within 5 minutes, so that any instance of the
// API finishes what another began. The relying party is APP_URL: its host is the passkeys' RP ID
// and its origin the only one accepted.
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { passkey_challenges, passkeys, users, type UserRow } from '../db/schema.js';
import { isUuid } from '../lib/ids.js';
import { NAME_MAX } from '../../shared/fieldLimits.js';
import { listRows, type ListArgs, type ListSpec } from './lists.js';
import { Checks, fail, notFound, ok } from './result.js';
import { belowLimit } from './rows.js';
import { recordEvent } from './securityEvents.js';
import type { Client } from './sessions.js';
import { beginAttempt, clearFailures, forgetAttempt, type ThrottleKey } from './throttle.js';
import { signedIn, ticketHolder, TICKET_EXPIRED, type TwoFactorSettings } from './twoFactor.js';

/** What the ceremonies need of the configuration: where the app is, and the signing keys. */
export type PasskeySettings = TwoFactorSettings & { appUrl: string };

/**
 * The ceremonies' library, loaded at the first ceremony: with its certificate and ASN.1 parsers
 * it is ~0.9 MB of code that an idle server would otherwise hold (issue 29, idle memory).
 */
const webauthn = () => import('@simplewebauthn/server');

const RP_NAME = 'Wealth Tracker';
const CEREMONY_MS = 5 * 60 * 1000;
export const MAX_PASSKEYS = 20;
export const PASSKEY_REFUSED = 'This passkey was not accepted';
export const CEREMONY_EXPIRED = 'This passkey request has expired: try again';
const TOO_MANY = 'Too many attempts, try again later';

const relyingParty = ({ appUrl }: PasskeySettings) => {
  const url = new URL(appUrl);
  return { rpID: url.hostname, origin: url.origin };
};

const own = (userId: string) => eq(passkeys.user_id, userId);

/** Keeps a ceremony's challenge for 5 minutes; expired ones of anyone go. Answers its id. */
async function keepChallenge(
  db: Db,
  challenge: string,
  purpose: 'register' | 'sign_in',
  userId: string | null,
): Promise<string> {
  await db.delete(passkey_challenges).where(lt(passkey_challenges.expires_at, sql`now()`));
  const [row] = await db
    .insert(passkey_challenges)
    .values({
      challenge,
      purpose,
      user_id: userId,
      expires_at: new Date(Date.now() + CEREMONY_MS),
    })
    .returning({ id: passkey_challenges.id });
  return row!.id;
}

/** Takes a ceremony's challenge once: undefined when unknown, used, expired or another's. */
async function takeChallenge(
  db: Db,
  ceremony: string,
  purpose: 'register' | 'sign_in',
  userId: string | null,
) {
  if (!isUuid(ceremony)) return undefined;
  const [row] = await db
    .delete(passkey_challenges)
    .where(
      and(
        eq(passkey_challenges.id, ceremony),
        eq(passkey_challenges.purpose, purpose),
        userId === null
          ? isNull(passkey_challenges.user_id)
          : eq(passkey_challenges.user_id, userId),
        gt(passkey_challenges.expires_at, sql`now()`),
      ),
    )
    .returning();
  return row;
}

const passkeyList: ListSpec = {
  columns: {
    id: passkeys.id,
    name: passkeys.name,
    created_at: passkeys.created_at,
    last_used_at: passkeys.last_used_at,
  },
  defaultSort: 'created_at:desc',
  tiebreaker: passkeys.id,
};

export const listPasskeys = (db: Db, userId: string, args: ListArgs) =>
  listRows(db, passkeys, passkeyList, args, [own(userId)]);

export async function findPasskey(db: Db, userId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.id, id), own(userId)));
  return row;
}

/** The options for the browser to make a passkey for the person, and the ceremony's id. */
export async function beginRegistration(db: Db, settings: PasskeySettings, user: UserRow) {
  const held = await db
    .select({ id: passkeys.credential_id, transports: passkeys.transports })
    .from(passkeys)
    .where(own(user.id));
  if (held.length >= MAX_PASSKEYS) {
    return fail(`You can have at most ${MAX_PASSKEYS} passkeys: remove one first`);
  }
  const { rpID } = relyingParty(settings);
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID,
    userName: user.email,
    userDisplayName: user.fullname,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    // one passkey per authenticator: the browser says so rather than making a second
    excludeCredentials: held.map(({ id, transports }) => ({ id, transports })),
    // discoverable, so that it can sign in on its own, without the e-mail typed first
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  const ceremony = await keepChallenge(db, options.challenge, 'register', user.id);
  return ok({ ceremony, options });
}

/** Adds the passkey the browser made for the ceremony, named `name`. */
export async function finishRegistration(
  db: Db,
  settings: PasskeySettings,
  user: UserRow,
  input: { ceremony: string; response: unknown; name: string },
  client: Client,
) {
  const name = input.name.trim();
  const check = new Checks()
    .required('name', name, 'Name is required')
    .that('name', name.length <= NAME_MAX, `Name must be at most ${NAME_MAX} characters`);
  if (check.failed) return check.failure();
  const challenge = await takeChallenge(db, input.ceremony, 'register', user.id);
  if (!challenge) return fail(CEREMONY_EXPIRED);
  const { rpID, origin } = relyingParty(settings);
  const { verifyRegistrationResponse } = await webauthn();
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response: input.response as RegistrationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
  } catch {
    // the library says what was wrong with the response: nothing the person can act on
    return fail(PASSKEY_REFUSED);
  }
  if (!verified.verified) return fail(PASSKEY_REFUSED);
  const { credential, credentialBackedUp } = verified.registrationInfo;
  return db.transaction(async (tx) => {
    if (!(await belowLimit(tx, passkeys, user.id, MAX_PASSKEYS))) {
      return fail(`You can have at most ${MAX_PASSKEYS} passkeys: remove one first`);
    }
    const [row] = await tx
      .insert(passkeys)
      .values({
        user_id: user.id,
        credential_id: credential.id,
        public_key: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name,
        backed_up: credentialBackedUp,
      })
      .onConflictDoNothing({ target: passkeys.credential_id })
      .returning();
    if (!row) return fail('This passkey is added already');
    await recordEvent(tx, user.id, { kind: 'passkey_added', client, detail: name });
    return ok({ passkey: row }, 'Passkey added');
  });
}

/** Removes one of the person's passkeys. */
export async function deletePasskey(db: Db, userId: string, id: string, client: Client) {
  if (!isUuid(id)) return notFound();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), own(userId)))
      .returning();
    if (!row) return notFound();
    await recordEvent(tx, userId, { kind: 'passkey_removed', client, detail: row.name });
    return ok({}, 'Passkey removed');
  });
}

/**
 * The options for the browser to sign in with a passkey: any of this site's (on its own), or one of
 * the person's whose password the ticket vouches for (the second step).
 */
export async function beginSignIn(db: Db, settings: PasskeySettings, ticket?: string | null) {
  const user = ticket ? await ticketHolder(db, settings, ticket) : null;
  if (ticket && !user) return fail(TICKET_EXPIRED);
  const allowed = user
    ? await db
        .select({ id: passkeys.credential_id, transports: passkeys.transports })
        .from(passkeys)
        .where(own(user.id))
    : [];
  const { rpID } = relyingParty(settings);
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({
    rpID,
    allowCredentials: allowed.map(({ id, transports }) => ({
      id,
      transports: transports as AuthenticatorTransport[],
    })),
    userVerification: 'preferred',
  });
  const ceremony = await keepChallenge(db, options.challenge, 'sign_in', user?.id ?? null);
  return ok({ ceremony, options });
}

/**
 * Signs in with the passkey the browser answered. On its own, the authenticator must have checked
 * who holds it (user verification); as a second step the password did. Attempts count against the
 * address, and against the account as wrong codes do.
 */
export async function finishSignIn(
  db: Db,
  settings: PasskeySettings,
  input: { ceremony: string; response: unknown; ticket?: string | null; client: Client },
) {
  const holder = input.ticket ? await ticketHolder(db, settings, input.ticket) : null;
  if (input.ticket && !holder) return fail(TICKET_EXPIRED);
  const response = input.response as AuthenticationResponseJSON;
  const credentialId = typeof response?.id === 'string' ? response.id : '';
  const [found] = credentialId
    ? await db
        .select({ passkey: passkeys, user: users })
        .from(passkeys)
        .innerJoin(users, eq(users.id, passkeys.user_id))
        .where(eq(passkeys.credential_id, credentialId))
    : [];
  const keys: ThrottleKey[] = [
    { kind: 'ip', value: input.client.ip },
    ...(found ? [{ kind: 'email' as const, value: found.user.email }] : []),
  ];
  const attempt = await beginAttempt(db, keys);
  if (attempt.throttled) return fail(TOO_MANY);
  const challenge = await takeChallenge(db, input.ceremony, 'sign_in', holder?.id ?? null);
  if (!challenge) return fail(CEREMONY_EXPIRED);
  if (!found || !found.user.status || (holder && holder.id !== found.user.id)) {
    return fail(PASSKEY_REFUSED);
  }
  const { rpID, origin } = relyingParty(settings);
  const { verifyAuthenticationResponse } = await webauthn();
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: found.passkey.credential_id,
        publicKey: Buffer.from(found.passkey.public_key, 'base64url'),
        counter: found.passkey.counter,
        transports: found.passkey.transports as AuthenticatorTransport[],
      },
      requireUserVerification: !holder,
    });
  } catch {
    verified = null;
  }
  if (!verified?.verified) {
    await recordEvent(db, found.user.id, { kind: 'second_factor_failed', client: input.client });
    return fail(PASSKEY_REFUSED);
  }
  await forgetAttempt(db, attempt);
  await clearFailures(db, [{ kind: 'email', value: found.user.email }]);
  await db
    .update(passkeys)
    .set({ counter: verified.authenticationInfo.newCounter, last_used_at: sql`now()` })
    .where(eq(passkeys.id, found.passkey.id));
  return ok({ token: await signedIn(db, settings, found.user, input.client, 'passkey') });
}
