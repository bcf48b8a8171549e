-- Issue 28: two-factor sign-in with an authenticator app (TOTP) and single-use recovery codes.
-- The app's secret is sealed under SECRETS_KEY (server/lib/secrets.ts) and bound to its person;
-- a setup not yet confirmed by a first code has no confirmed_at and asks nothing at sign-in.
-- last_step is the 30-second step of the last code accepted: a code is never accepted twice.
CREATE TABLE totp_credentials (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret_sealed text NOT NULL,
  confirmed_at timestamptz,
  last_step bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Only each code's sha256 is kept; a used code keeps its row (and when) until new ones replace it.
CREATE TABLE recovery_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, code_hash)
);
