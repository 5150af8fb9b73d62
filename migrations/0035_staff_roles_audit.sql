-- Operating the marketplace (docs/operations.md): staff roles, the append-only audit log of staff
-- actions, and blocked accounts.

-- A member of staff (users.is_staff) holds one or more roles; a staff call names the role it
-- needs, and `admin` may do everything. Staff without any role may do nothing.
CREATE TABLE staff_roles (
  user_id INTEGER NOT NULL REFERENCES users(id),
  role TEXT NOT NULL CHECK (role IN ('support', 'finance', 'content', 'admin')),
  granted_at TEXT NOT NULL,
  PRIMARY KEY (user_id, role)
);
-- Everyone who was staff before roles existed keeps what they could do.
INSERT INTO staff_roles (user_id, role, granted_at) SELECT id, 'admin', strftime('%Y-%m-%dT%H:%M:%fZ', 'now') FROM users WHERE is_staff = 1;

-- One row per staff action, written in the same batch as the change. Never updated or deleted:
-- the triggers refuse it, and a test checks that no code tries.
CREATE TABLE staff_audit (
  id INTEGER PRIMARY KEY,
  staff_id INTEGER NOT NULL,
  -- The role the action was allowed by.
  role TEXT NOT NULL,
  action TEXT NOT NULL,
  object_type TEXT NOT NULL,
  object_id TEXT NOT NULL,
  reason TEXT NOT NULL DEFAULT '',
  -- A small JSON object of what changed.
  changes TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL
);
CREATE INDEX staff_audit_object ON staff_audit (object_type, object_id, id DESC);
CREATE INDEX staff_audit_staff ON staff_audit (staff_id, id DESC);
CREATE TRIGGER staff_audit_no_update BEFORE UPDATE ON staff_audit BEGIN SELECT RAISE(ABORT, 'staff_audit is append-only'); END;
CREATE TRIGGER staff_audit_no_delete BEFORE DELETE ON staff_audit BEGIN SELECT RAISE(ABORT, 'staff_audit is append-only'); END;

-- A blocked account cannot sign in, and its sessions stop working (docs/operations.md).
ALTER TABLE users ADD COLUMN blocked_at TEXT;
ALTER TABLE users ADD COLUMN blocked_reason TEXT;
