-- Sign-in hardening (docs/identity.md "Throttling"): password failures are counted per
-- (account, IP) and per IP in a short window, and per account as a streak of consecutive
-- failures; forgot-password requests are counted per address and per IP.

-- Replaces login_failures (subject, failed_at): one row per event with both keys, so the
-- (account, IP) pair can be counted. The old rows only matter for 15 minutes.
DROP TABLE login_failures;

CREATE TABLE throttle_events (
  kind TEXT NOT NULL CHECK (kind IN ('password_failure', 'reset_request')),
  account TEXT NOT NULL, -- the e-mail address as typed, trimmed and lower-cased
  ip TEXT NOT NULL,
  at TEXT NOT NULL
);
CREATE INDEX throttle_events_pair ON throttle_events (kind, account, ip, at);
CREATE INDEX throttle_events_ip ON throttle_events (kind, ip, at);
CREATE INDEX throttle_events_account ON throttle_events (kind, account, at);
CREATE INDEX throttle_events_at ON throttle_events (at);

-- Consecutive password failures of one account from anywhere; cleared by a correct password
-- or a password reset. Past the limit only the reset link opens the account again.
CREATE TABLE password_failure_streaks (
  account TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  last_failed_at TEXT NOT NULL
);

-- Anonymous follows no longer count toward an author's followers (docs/community.md): only
-- follows of accounts do.
UPDATE users SET followers_number = (
  SELECT COUNT(*) FROM subscriptions s WHERE s.subject_type = 'author' AND s.subject_id = users.id AND s.user_id IS NOT NULL
);
