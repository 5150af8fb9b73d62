-- Interactives: question sets a teacher or author builds, plays solo and uses in learning rooms
-- (docs/interactives.md). The draft is edited; publishing copies it to `published_json`, which
-- is what players, rooms and linked materials use. Title, description and feedback mirror the
-- draft for lists. `materials.interactive_id` (0001) points here.
CREATE TABLE interactives (
  id INTEGER PRIMARY KEY,
  world TEXT NOT NULL REFERENCES worlds(code),
  owner_id INTEGER NOT NULL REFERENCES users(id),
  title TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  feedback TEXT NOT NULL DEFAULT 'each' CHECK (feedback IN ('each', 'end')),
  state TEXT NOT NULL DEFAULT 'draft' CHECK (state IN ('draft', 'published')),
  draft_json TEXT NOT NULL,
  published_json TEXT,
  published_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  CHECK ((state = 'published') = (published_json IS NOT NULL))
);
-- "My interactives", newest first.
CREATE INDEX interactives_owner ON interactives (owner_id, updated_at DESC);
-- Published interactives of a world (discover).
CREATE INDEX interactives_world_state ON interactives (world, state, published_at DESC);
-- Which materials carry an interactive (the right to use, docs/interactives.md).
CREATE INDEX materials_interactive ON materials (interactive_id) WHERE interactive_id IS NOT NULL;
