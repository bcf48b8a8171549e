-- Rules a person keeps for their transactions (issue 25): "description or payee contains X ->
-- category Y, payee Z", applied to a statement's rows when it is uploaded and, on demand, to the
-- transactions already booked. See server/domain/ledger/rules.ts.
CREATE TABLE rules (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- What the person typed, and the same text as compared (normalizeText): case, accents'
  -- composition, punctuation and spacing do not matter.
  match text NOT NULL,
  match_key text NOT NULL,
  -- Where the text is looked for: the description, the payee, or either.
  field text NOT NULL DEFAULT 'any' CHECK (field IN ('any', 'description', 'payee')),
  -- What a matching transaction gets (at least one of the two; the domain checks it).
  category_id uuid REFERENCES categories (id) ON DELETE SET NULL,
  payee text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- One rule per text and place: a second would only compete with the first.
  UNIQUE (user_id, match_key, field)
);
