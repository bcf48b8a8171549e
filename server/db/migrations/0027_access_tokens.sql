-- Issue 28: personal access tokens for scripts, named, read-only or read-write, revocable and
-- shown once: only their sha256 is kept, with the first characters to tell them apart.
CREATE TABLE access_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  scope text NOT NULL CHECK (scope IN ('read', 'write')),
  token_hash text NOT NULL UNIQUE,
  prefix text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX access_tokens_user_idx ON access_tokens (user_id, created_at DESC);
