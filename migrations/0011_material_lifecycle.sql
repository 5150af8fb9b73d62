-- The material as the seller makes it (docs/seller-materials.md): states from draft to published,
-- revisions, staff review, similarity fingerprints with LSH bands, timed sales and the licence.
--
-- materials.is_active stays the one flag every public query reads (search, material page, lists,
-- v3/materials?ids=): the triggers below keep is_active = 1 exactly when state = 'published' and
-- deleted_at IS NULL, whichever of the columns a statement writes. Rows that exist today (the
-- seeded catalogue) are published; an inactive one becomes unpublished.

ALTER TABLE materials ADD COLUMN state TEXT NOT NULL DEFAULT 'published'
  CHECK (state IN ('draft', 'review', 'published', 'rejected', 'unpublished'));
ALTER TABLE materials ADD COLUMN rejection_reason TEXT;
ALTER TABLE materials ADD COLUMN submitted_at TEXT;
ALTER TABLE materials ADD COLUMN published_at TEXT;
ALTER TABLE materials ADD COLUMN reviewed_at TEXT;
ALTER TABLE materials ADD COLUMN reviewed_by INTEGER REFERENCES users(id);
-- The number of the newest revision (0: never submitted).
ALTER TABLE materials ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
ALTER TABLE materials ADD COLUMN updated_at TEXT;
-- Who may use a bought copy: one teacher (default), or a whole school (docs/seller-materials.md).
ALTER TABLE materials ADD COLUMN licence TEXT NOT NULL DEFAULT 'single'
  CHECK (licence IN ('single', 'school'));
-- Metadata fields a draft's author has set (JSON array of field names); NULL means all of them
-- (every row that existed before drafts). A new draft stores placeholders in the NOT NULL columns
-- (subject, school type, type, grades) until the author chooses, so "set" cannot be read from them.
ALTER TABLE materials ADD COLUMN fields_set TEXT;

UPDATE materials SET state = 'unpublished' WHERE is_active = 0 AND state = 'published';
UPDATE materials SET published_at = created_at WHERE state = 'published';

CREATE INDEX materials_review_queue ON materials (submitted_at) WHERE state = 'review';
CREATE INDEX materials_author_state ON materials (author_id, state);

-- is_active follows state and deleted_at.
CREATE TRIGGER materials_state_sets_active AFTER UPDATE OF state, deleted_at ON materials
WHEN new.is_active IS NOT (new.state = 'published' AND new.deleted_at IS NULL)
BEGIN
  UPDATE materials SET is_active = (new.state = 'published' AND new.deleted_at IS NULL) WHERE id = new.id;
END;
-- Older code takes a published material off sale with is_active = 0 (an account's deletion):
-- that is unpublishing.
CREATE TRIGGER materials_inactive_unpublishes AFTER UPDATE OF is_active ON materials
WHEN new.is_active = 0 AND new.state = 'published'
BEGIN
  UPDATE materials SET state = 'unpublished' WHERE id = new.id;
END;
-- is_active = 1 on an unpublished, live row puts it back on sale; on a draft, a material in
-- review, a rejected or a deleted one it is refused: only approval publishes.
CREATE TRIGGER materials_active_needs_published AFTER UPDATE OF is_active ON materials
WHEN new.is_active = 1 AND (new.state <> 'published' OR new.deleted_at IS NOT NULL)
BEGIN
  SELECT RAISE(ABORT, 'is_active = 1 needs state published and no deleted_at')
  WHERE new.state <> 'unpublished' OR new.deleted_at IS NOT NULL;
  UPDATE materials SET state = 'published' WHERE id = new.id;
END;
CREATE TRIGGER materials_insert_state AFTER INSERT ON materials
WHEN new.is_active IS NOT (new.state = 'published' AND new.deleted_at IS NULL)
BEGIN
  SELECT RAISE(ABORT, 'is_active = 1 needs state published and no deleted_at')
  WHERE new.is_active = 1 AND new.state <> 'published';
  UPDATE materials SET state = 'unpublished' WHERE id = new.id AND new.state = 'published';
  UPDATE materials SET is_active = 0 WHERE id = new.id AND new.is_active = 1;
END;

-- A revision is what the author sent: the metadata and the files at that moment.
CREATE TABLE material_revisions (
  material_id INTEGER NOT NULL REFERENCES materials(id),
  number INTEGER NOT NULL CHECK (number >= 1),
  -- JSON: title, description, language, school type, subject, type, grades, price, licence, bundle items.
  metadata TEXT NOT NULL,
  -- JSON array of material_files ids (removed_at IS NULL at that moment).
  file_ids TEXT NOT NULL DEFAULT '[]',
  created_by INTEGER NOT NULL REFERENCES users(id),
  created_at TEXT NOT NULL,
  PRIMARY KEY (material_id, number)
) WITHOUT ROWID;

-- Every staff decision, kept also when the material changes state again.
CREATE TABLE material_reviews (
  id INTEGER PRIMARY KEY,
  material_id INTEGER NOT NULL REFERENCES materials(id),
  revision INTEGER NOT NULL,
  decision TEXT NOT NULL CHECK (decision IN ('approved', 'rejected')),
  reason TEXT,
  reviewer_id INTEGER NOT NULL REFERENCES users(id),
  decided_at TEXT NOT NULL,
  CHECK (decision = 'approved' OR (reason IS NOT NULL AND length(reason) > 0))
);
CREATE INDEX material_reviews_material ON material_reviews (material_id, decided_at DESC);

-- MinHash signature of a material's text (128 × 32-bit values, little-endian, hex) and its LSH
-- bands: (band << 32 | hash of the band's rows). Materials that share a band key are candidates.
CREATE TABLE material_fingerprints (
  material_id INTEGER PRIMARY KEY REFERENCES materials(id),
  world TEXT NOT NULL REFERENCES worlds(code),
  signature TEXT NOT NULL,
  shingles INTEGER NOT NULL,
  computed_at TEXT NOT NULL
);
CREATE TABLE material_lsh_bands (
  band_key INTEGER NOT NULL,
  material_id INTEGER NOT NULL,
  PRIMARY KEY (band_key, material_id)
) WITHOUT ROWID;
CREATE INDEX material_lsh_bands_material ON material_lsh_bands (material_id);

-- The last similarity check of a submitted material: which published materials it matches, how.
CREATE TABLE material_similarity (
  material_id INTEGER NOT NULL REFERENCES materials(id),
  other_id INTEGER NOT NULL REFERENCES materials(id),
  kind TEXT NOT NULL CHECK (kind IN ('same_file', 'similar_text')),
  score REAL NOT NULL,
  checked_at TEXT NOT NULL,
  PRIMARY KEY (material_id, other_id, kind)
) WITHOUT ROWID;

-- Timed sales (discounts): from starts_at to ends_at the material's sale_price is the sale's price.
-- A scheduled job applies and clears them; applied_at/cleared_at say what it did.
CREATE TABLE timed_sales (
  id INTEGER PRIMARY KEY,
  world TEXT NOT NULL REFERENCES worlds(code),
  author_id INTEGER NOT NULL REFERENCES users(id),
  material_id INTEGER NOT NULL REFERENCES materials(id),
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  -- Exactly one of a fixed sale price (minor units) or a whole percent off.
  sale_price INTEGER CHECK (sale_price IS NULL OR sale_price >= 0),
  percent INTEGER CHECK (percent IS NULL OR percent BETWEEN 1 AND 90),
  applied_at TEXT,
  cleared_at TEXT,
  created_at TEXT NOT NULL,
  CHECK ((sale_price IS NULL) <> (percent IS NULL)),
  CHECK (ends_at > starts_at)
);
CREATE INDEX timed_sales_author ON timed_sales (author_id, world, starts_at DESC);
CREATE INDEX timed_sales_material ON timed_sales (material_id, starts_at);
CREATE INDEX timed_sales_to_apply ON timed_sales (starts_at) WHERE applied_at IS NULL;
CREATE INDEX timed_sales_to_clear ON timed_sales (ends_at) WHERE cleared_at IS NULL AND applied_at IS NOT NULL;
