-- Community around a material: feedback (the existing `ratings` rows, now editable), comments
-- with one level of replies, likes, tags per world, and the indexes related materials need.

ALTER TABLE ratings ADD COLUMN updated_at TEXT;
CREATE INDEX ratings_material_created ON ratings (material_id, created_at DESC);
CREATE INDEX sales_buyer_material ON sales (buyer_id, material_id);

-- Top-level comments have no parent; replies point to a top-level comment of the same
-- material. A deleted comment keeps its row (and its replies) without its text.
CREATE TABLE comments (
  id INTEGER PRIMARY KEY,
  material_id INTEGER NOT NULL REFERENCES materials(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  parent_id INTEGER REFERENCES comments(id),
  body TEXT NOT NULL,
  created_at TEXT NOT NULL,
  deleted_at TEXT
);
CREATE INDEX comments_material_threads ON comments (material_id, parent_id, created_at DESC);
CREATE INDEX comments_parent ON comments (parent_id, created_at);

CREATE TABLE material_likes (
  user_id INTEGER NOT NULL REFERENCES users(id),
  material_id INTEGER NOT NULL REFERENCES materials(id),
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, material_id)
);
CREATE INDEX material_likes_material ON material_likes (material_id);

-- Tags are per world and identified by their slug; material_count is kept exact by the
-- statements that change a material's tags (popular tags read it through the index).
CREATE TABLE tags (
  id INTEGER PRIMARY KEY,
  world TEXT NOT NULL REFERENCES worlds(code),
  slug TEXT NOT NULL,
  name TEXT NOT NULL,
  material_count INTEGER NOT NULL DEFAULT 0 CHECK (material_count >= 0),
  UNIQUE (world, slug)
);
CREATE INDEX tags_popular ON tags (world, material_count DESC);

CREATE TABLE material_tags (
  material_id INTEGER NOT NULL REFERENCES materials(id),
  tag_id INTEGER NOT NULL REFERENCES tags(id),
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (material_id, tag_id)
);
CREATE INDEX material_tags_tag ON material_tags (tag_id);

-- Related materials: same subject (and school type) by popularity, then the author's by popularity.
CREATE INDEX materials_subject_school ON materials (subject_id, school_type, popularity DESC);
CREATE INDEX materials_author_popularity ON materials (author_id, popularity DESC);
