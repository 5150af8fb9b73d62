-- Schools beyond commerce (docs/schools.md): the school's address and type, the evidence its
-- creator gave, the staff verification, invitations of members and the school wishlist.
ALTER TABLE schools ADD COLUMN street TEXT;
ALTER TABLE schools ADD COLUMN postcode TEXT;
ALTER TABLE schools ADD COLUMN city TEXT;
ALTER TABLE schools ADD COLUMN school_type TEXT;
-- What the creator wrote to show that they work there, and the school's official e-mail domain.
ALTER TABLE schools ADD COLUMN evidence_text TEXT;
ALTER TABLE schools ADD COLUMN evidence_domain TEXT;
-- Staff's answer: is_verified = 1 (verified), a rejection reason (rejected), neither (waiting).
ALTER TABLE schools ADD COLUMN rejection_reason TEXT;
ALTER TABLE schools ADD COLUMN reviewed_by INTEGER REFERENCES users(id);
ALTER TABLE schools ADD COLUMN reviewed_at TEXT;
ALTER TABLE schools ADD COLUMN created_by INTEGER REFERENCES users(id);
CREATE INDEX schools_waiting ON schools (created_at) WHERE is_verified = 0 AND rejection_reason IS NULL;

-- One row per invitation; also the event the notifications pick up (docs/schools.md).
CREATE TABLE school_invitations (
  id INTEGER PRIMARY KEY,
  school_id INTEGER NOT NULL REFERENCES schools(id),
  email TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  invited_by INTEGER NOT NULL REFERENCES users(id),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  accepted_at TEXT,
  accepted_by INTEGER REFERENCES users(id),
  revoked_at TEXT
);
CREATE INDEX school_invitations_school ON school_invitations (school_id, id DESC);
CREATE UNIQUE INDEX school_invitations_open ON school_invitations (school_id, lower(email)) WHERE accepted_at IS NULL AND revoked_at IS NULL;

-- Materials members propose for the school to buy.
CREATE TABLE school_wishlist (
  school_id INTEGER NOT NULL REFERENCES schools(id),
  material_id INTEGER NOT NULL REFERENCES materials(id),
  proposed_by INTEGER NOT NULL REFERENCES users(id),
  created_at TEXT NOT NULL,
  PRIMARY KEY (school_id, material_id)
);
