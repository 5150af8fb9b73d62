-- Live notifications (docs/notifications.md): stored first, delivered second. A row is the user's
-- until they read it; `event` names what happened, once per user, so a retried action (a payment
-- webhook delivered twice, an approval sent twice) never notifies twice. `acknowledged_at` is the first
-- time a client confirmed it (and `delivered_at` then too; a read in the list counts as both): rows
-- without an acknowledgement are sent again whenever one of the user's sockets opens.
CREATE TABLE notifications (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL CHECK (kind IN ('material_published', 'sale', 'comment_reply', 'order_paid', 'school_invitation')),
  event TEXT NOT NULL,
  world TEXT NOT NULL REFERENCES worlds(code),
  -- JSON: what the text and link need (title, author name, href), fixed when the event happened.
  payload TEXT NOT NULL,
  created_at TEXT NOT NULL,
  delivered_at TEXT,
  acknowledged_at TEXT,
  read_at TEXT
);
CREATE UNIQUE INDEX notifications_user_event ON notifications (user_id, event);
CREATE INDEX notifications_user_list ON notifications (user_id, world, id DESC);
CREATE INDEX notifications_user_unread ON notifications (user_id, world) WHERE read_at IS NULL;
CREATE INDEX notifications_user_unacknowledged ON notifications (user_id, id) WHERE acknowledged_at IS NULL;

-- Users with at least one open notification socket, kept by their Durable Object at every open and
-- close: a fan-out pushes only to these (everyone else reads the stored rows at the next visit).
CREATE TABLE notification_listeners (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  sockets INTEGER NOT NULL CHECK (sockets > 0),
  updated_at TEXT NOT NULL
);
