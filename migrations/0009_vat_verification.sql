-- VAT id verification (docs/commerce.md, "Reverse charge"): every answer of the verifier (VIES,
-- or the local demo list) is kept, so a verified id is not asked again at every checkout and an
-- order can name the verification its reverse charge relied on. Rows are never changed.
CREATE TABLE vat_verifications (
  id INTEGER PRIMARY KEY,
  -- With its country prefix, normalised: ATU12345678, EL123456789.
  vat_id TEXT NOT NULL,
  -- The prefix (EL for Greece), i.e. the member state that answered.
  country TEXT NOT NULL,
  -- 'vies' or 'demo': a demo answer never counts for another verifier.
  verifier TEXT NOT NULL,
  valid INTEGER NOT NULL CHECK (valid IN (0, 1)),
  -- As the member state gives them; NULL when it does not.
  name TEXT,
  address TEXT,
  consultation_number TEXT,
  checked_at TEXT NOT NULL
);
CREATE INDEX vat_verifications_lookup ON vat_verifications (vat_id, verifier, checked_at DESC);

-- The verification a reverse charge relied on; NULL for every other order.
ALTER TABLE orders ADD COLUMN vat_verification_id INTEGER REFERENCES vat_verifications(id);
