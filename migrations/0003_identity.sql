-- Identity and accounts: credentials, tokens, one-time links, throttling, settings, outbox,
-- staff impersonation audit.

ALTER TABLE users ADD COLUMN password_hash TEXT;
ALTER TABLE users ADD COLUMN email_confirmed_at TEXT;
ALTER TABLE users ADD COLUMN registration_finished_at TEXT;
ALTER TABLE users ADD COLUMN terms_version INTEGER NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN is_staff INTEGER NOT NULL DEFAULT 0 CHECK (is_staff IN (0, 1));
ALTER TABLE users ADD COLUMN country_code TEXT;
ALTER TABLE users ADD COLUMN first_name TEXT;
ALTER TABLE users ADD COLUMN last_name TEXT;
ALTER TABLE users ADD COLUMN double_opt_in INTEGER NOT NULL DEFAULT 0 CHECK (double_opt_in IN (0, 1));
ALTER TABLE users ADD COLUMN deleted_at TEXT;

-- The current terms; users whose terms_version is lower must accept again.
CREATE TABLE terms_versions (
  version INTEGER PRIMARY KEY,
  published_at TEXT NOT NULL
);
INSERT INTO terms_versions (version, published_at) VALUES (1, '2026-01-01T00:00:00Z');

CREATE TABLE social_identities (
  provider TEXT NOT NULL CHECK (provider IN ('google', 'apple_id', 'microsoft', 'facebook')),
  subject TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users(id),
  created_at TEXT NOT NULL,
  PRIMARY KEY (provider, subject)
);
CREATE INDEX social_identities_user ON social_identities (user_id);

-- Access tokens are stored as SHA-256 hashes; the token itself is only ever with the client.
CREATE TABLE access_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER REFERENCES users(id),
  client_id TEXT NOT NULL,
  scope TEXT NOT NULL CHECK (scope IN ('public', 'full')),
  platform TEXT NOT NULL DEFAULT 'web',
  impersonator_id INTEGER REFERENCES users(id),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  revoked_at TEXT,
  CHECK (scope = 'public' OR user_id IS NOT NULL)
);
CREATE INDEX access_tokens_user ON access_tokens (user_id);

-- Single-use links sent by email: confirm registration, finish registration, recover password,
-- confirm an email change.
CREATE TABLE one_time_tokens (
  token_hash TEXT PRIMARY KEY,
  purpose TEXT NOT NULL CHECK (purpose IN ('register_confirm', 'finish_registration', 'password_recovery', 'email_change')),
  user_id INTEGER NOT NULL REFERENCES users(id),
  payload TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX one_time_tokens_user ON one_time_tokens (user_id, purpose);

-- Failed sign-ins per account and per IP, for throttling (never KV: it must be exact).
CREATE TABLE login_failures (
  subject TEXT NOT NULL,
  failed_at TEXT NOT NULL
);
CREATE INDEX login_failures_subject ON login_failures (subject, failed_at);

CREATE TABLE billing_addresses (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  name TEXT NOT NULL,
  company TEXT,
  street TEXT NOT NULL,
  postal_code TEXT NOT NULL,
  city TEXT NOT NULL,
  country TEXT NOT NULL,
  vat_id TEXT,
  email TEXT,
  client_email TEXT,
  updated_at TEXT NOT NULL
);

CREATE TABLE bank_details (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  account_holder TEXT NOT NULL,
  iban TEXT NOT NULL,
  bic TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE notification_preferences (
  user_id INTEGER NOT NULL REFERENCES users(id),
  topic TEXT NOT NULL,
  email INTEGER NOT NULL CHECK (email IN (0, 1)),
  PRIMARY KEY (user_id, topic)
);

CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  to_email TEXT NOT NULL,
  template TEXT NOT NULL,
  subject TEXT NOT NULL,
  body_text TEXT NOT NULL,
  world TEXT NOT NULL,
  created_at TEXT NOT NULL,
  sent_at TEXT,
  provider_message_id TEXT,
  last_error TEXT
);
CREATE INDEX outbox_to ON outbox (to_email, created_at DESC);

CREATE TABLE impersonations (
  id INTEGER PRIMARY KEY,
  staff_id INTEGER NOT NULL REFERENCES users(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  started_at TEXT NOT NULL,
  reason TEXT NOT NULL DEFAULT ''
);
