-- Follows (spec §7 subscriptions): a signed-in user (user_id) or an anonymous visitor keyed to
-- their public token (anonymous_id = the token's hash) follows an author, a material or a
-- school. Exactly one of user_id / anonymous_id is set; one row per subscriber and subject.
-- users.followers_number counts the rows following an author and changes in the same batch.
CREATE TABLE subscriptions (
  id INTEGER PRIMARY KEY,
  user_id INTEGER REFERENCES users(id),
  anonymous_id TEXT,
  subject_type TEXT NOT NULL CHECK (subject_type IN ('author', 'material', 'school')),
  subject_id INTEGER NOT NULL,
  world TEXT NOT NULL REFERENCES worlds(code),
  created_at TEXT NOT NULL,
  CHECK ((user_id IS NULL) <> (anonymous_id IS NULL))
);
-- A table UNIQUE would treat the NULL column as distinct, so each kind of subscriber has its own unique index.
CREATE UNIQUE INDEX subscriptions_user_subject ON subscriptions (user_id, subject_type, subject_id) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX subscriptions_anonymous_subject ON subscriptions (anonymous_id, subject_type, subject_id) WHERE anonymous_id IS NOT NULL;
CREATE INDEX subscriptions_user_list ON subscriptions (user_id, subject_type, created_at DESC) WHERE user_id IS NOT NULL;
CREATE INDEX subscriptions_anonymous_list ON subscriptions (anonymous_id, created_at DESC) WHERE anonymous_id IS NOT NULL;
CREATE INDEX subscriptions_subject ON subscriptions (subject_type, subject_id);
