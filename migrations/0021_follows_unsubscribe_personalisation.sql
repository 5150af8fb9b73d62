-- Links in e-mails that act without sign-in (docs/unsubscribe.md): unfollow one author, leave the
-- newsletter, or stop every marketing e-mail. Only the SHA-256 of a link's token is stored; a link
-- works until it expires, and using it again answers "already done".
CREATE TABLE mail_links (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  action TEXT NOT NULL CHECK (action IN ('unfollow_author', 'newsletter', 'all_marketing')),
  subject_id INTEGER,
  world TEXT NOT NULL REFERENCES worlds(code),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  CHECK ((action = 'unfollow_author') = (subject_id IS NOT NULL))
);
CREATE INDEX mail_links_user ON mail_links (user_id);

-- The List-Unsubscribe and List-Unsubscribe-Post headers of a marketing e-mail (RFC 2369, RFC 8058);
-- NULL for every other e-mail.
ALTER TABLE outbox ADD COLUMN list_unsubscribe TEXT;
ALTER TABLE outbox ADD COLUMN list_unsubscribe_post TEXT;

-- My subjects (docs/personalisation.md): the subjects and school types a signed-in user chose,
-- when they last chose, and when the personalisation popup was last shown to them.
CREATE TABLE personalisations (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  updated_at TEXT,
  popup_shown_at TEXT
);
CREATE TABLE personal_subjects (
  user_id INTEGER NOT NULL REFERENCES users(id),
  subject_id INTEGER NOT NULL REFERENCES subjects(id),
  PRIMARY KEY (user_id, subject_id)
);
CREATE TABLE personal_school_types (
  user_id INTEGER NOT NULL REFERENCES users(id),
  school_type TEXT NOT NULL REFERENCES school_types(id),
  PRIMARY KEY (user_id, school_type)
);
