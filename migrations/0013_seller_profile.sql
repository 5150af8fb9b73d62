-- Becoming a seller, the author profile and material sharing links (docs/seller-profile.md).

-- Which version of the seller terms the user accepted, and when. Becoming a seller needs the
-- current version (SELLER_TERMS_VERSION in src/shared/schemas/seller-profile.ts).
ALTER TABLE users ADD COLUMN seller_terms_version INTEGER;
ALTER TABLE users ADD COLUMN seller_terms_accepted_at TEXT;

-- Expiring, revocable links a seller makes to share one material (their own, or a free one).
-- Only the SHA-256 of the token is stored; the link itself is shown once, at creation.
CREATE TABLE material_shares (
  id INTEGER PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  material_id INTEGER NOT NULL REFERENCES materials(id),
  seller_id INTEGER NOT NULL REFERENCES users(id),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  revoked_at TEXT,
  use_count INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX material_shares_seller ON material_shares (seller_id, expires_at);
