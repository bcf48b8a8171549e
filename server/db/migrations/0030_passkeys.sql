-- Issue 28: passkeys (WebAuthn), to sign in on their own or as the second step after a password.
-- A passkey is a key pair on the person's device; only its public key (COSE, base64url) is kept,
-- with the counter its authenticator last reported.
CREATE TABLE passkeys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  credential_id text NOT NULL UNIQUE,
  public_key text NOT NULL,
  counter bigint NOT NULL DEFAULT 0,
  transports text[] NOT NULL DEFAULT '{}',
  name text NOT NULL,
  backed_up boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX passkeys_user_idx ON passkeys (user_id, created_at DESC);

-- The challenge of a ceremony under way (5 minutes), used once: in the database rather than in
-- memory, so that any instance of the API can finish what another began.
CREATE TABLE passkey_challenges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  challenge text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('register', 'sign_in')),
  -- whose: null for a sign-in by passkey alone, where the passkey says who it is
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX passkey_challenges_expiry_idx ON passkey_challenges (expires_at);
