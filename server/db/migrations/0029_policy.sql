-- Issue 28: what an administrator sets for the whole instance, one row. For now whether
-- administrators must use two-factor sign-in before the administration answers them.
CREATE TABLE app_policy (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  admins_need_two_factor boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid REFERENCES users (id) ON DELETE SET NULL
);
INSERT INTO app_policy DEFAULT VALUES;
