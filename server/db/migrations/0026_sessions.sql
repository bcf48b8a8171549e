-- Issue 28: sessions a person can see and end, and a log of security events.
-- A session is one sign-in: its tokens carry its id (`sid`), and a request is answered only while
-- the session has not ended. Logging out ends the session instead of listing the token as revoked,
-- so revoked_tokens goes (tokens without a session, signed before this, stop working: everyone
-- signs in once more).
CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  ip text NOT NULL,
  user_agent text NOT NULL,
  ended_at timestamptz,
  end_reason text
);
CREATE INDEX sessions_user_idx ON sessions (user_id, created_at DESC);

CREATE TABLE security_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  kind text NOT NULL,
  ip text NOT NULL,
  user_agent text NOT NULL,
  -- who acted when it was not the person: an administrator
  actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
  detail text NOT NULL DEFAULT ''
);
CREATE INDEX security_events_user_idx ON security_events (user_id, created_at DESC);
CREATE INDEX security_events_created_idx ON security_events (created_at DESC);

DROP TABLE revoked_tokens;
