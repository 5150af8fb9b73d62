-- The referral programme (docs/referrals.md). Global data: users, credits and payments have no world key.

-- One personal code per user, made on the first visit of the invitation page.
CREATE TABLE referral_codes (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  code TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
);

-- Who invited whom: one inviter per invited account, never oneself. The currency is the world's
-- where the invited teacher signed up; both credits of the referral are paid in it.
CREATE TABLE referrals (
  id INTEGER PRIMARY KEY,
  inviter_id INTEGER NOT NULL REFERENCES users(id),
  invitee_id INTEGER NOT NULL UNIQUE REFERENCES users(id),
  world TEXT NOT NULL,
  currency TEXT NOT NULL,
  created_at TEXT NOT NULL,
  confirmed_at TEXT,
  reward_state TEXT NOT NULL DEFAULT 'waiting' CHECK (reward_state IN ('waiting', 'credited', 'refused')),
  refused_reason TEXT,
  CHECK (inviter_id <> invitee_id)
);
CREATE INDEX referrals_inviter ON referrals (inviter_id, id DESC);

-- Every credit the programme paid: at most one welcome and one reward per referral. The batch that
-- pays starts with this insert, so a second (or concurrent) payment fails as a whole.
CREATE TABLE referral_credits (
  referral_id INTEGER NOT NULL REFERENCES referrals(id),
  kind TEXT NOT NULL CHECK (kind IN ('welcome', 'reward')),
  user_id INTEGER NOT NULL REFERENCES users(id),
  amount INTEGER NOT NULL CHECK (amount > 0),
  currency TEXT NOT NULL,
  order_id INTEGER,
  created_at TEXT NOT NULL,
  PRIMARY KEY (referral_id, kind)
);

-- Keyed hashes of the payment details a user paid with (never the details themselves), to see
-- an inviter and an invited teacher paying with the same card or account.
CREATE TABLE payment_fingerprints (
  user_id INTEGER NOT NULL REFERENCES users(id),
  fingerprint TEXT NOT NULL,
  order_id INTEGER,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, fingerprint)
);
