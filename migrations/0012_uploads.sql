-- Files and previews an author uploads (docs/seller-files.md).

-- Where an uploaded file's bytes are (NULL for seeded demo materials), their SHA-256 (hex), and
-- when it was removed or replaced: the row and the bytes stay for earlier revisions and buyers.
ALTER TABLE material_files ADD COLUMN r2_key TEXT;
ALTER TABLE material_files ADD COLUMN sha256 TEXT;
ALTER TABLE material_files ADD COLUMN removed_at TEXT;
ALTER TABLE material_files ADD COLUMN content_type TEXT;
ALTER TABLE material_files ADD COLUMN created_at TEXT;

-- A resumable upload in progress: one R2 multipart upload, parts in order.
CREATE TABLE material_uploads (
  id TEXT PRIMARY KEY,
  material_id INTEGER NOT NULL REFERENCES materials(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  name TEXT NOT NULL,
  size_bytes INTEGER NOT NULL CHECK (size_bytes > 0),
  last_modified INTEGER,
  part_count INTEGER NOT NULL CHECK (part_count > 0),
  r2_key TEXT NOT NULL,
  r2_upload_id TEXT NOT NULL,
  -- Decided by the first part's bytes.
  kind TEXT,
  created_at TEXT NOT NULL,
  -- Last part received: the scheduled clean-up aborts uploads idle for a day.
  updated_at TEXT NOT NULL
);
CREATE INDEX material_uploads_material ON material_uploads (material_id);
CREATE INDEX material_uploads_idle ON material_uploads (updated_at);

CREATE TABLE material_upload_parts (
  upload_id TEXT NOT NULL REFERENCES material_uploads(id) ON DELETE CASCADE,
  part INTEGER NOT NULL CHECK (part > 0),
  etag TEXT NOT NULL,
  size_bytes INTEGER NOT NULL,
  PRIMARY KEY (upload_id, part)
);

-- Text the author's browser extracted from a PDF (pdf.js), for the similarity check.
CREATE TABLE material_file_texts (
  file_id INTEGER PRIMARY KEY REFERENCES material_files(id),
  material_id INTEGER NOT NULL REFERENCES materials(id),
  text TEXT NOT NULL
);

-- Public, watermarked preview images (JPEG, at most 500 px high); one of them is the cover.
CREATE TABLE material_previews (
  material_id INTEGER NOT NULL REFERENCES materials(id),
  page INTEGER NOT NULL CHECK (page > 0),
  r2_key TEXT NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  is_cover INTEGER NOT NULL DEFAULT 0 CHECK (is_cover IN (0, 1)),
  -- Changes with every new image of the page: part of the public address, so it can be cached for long.
  version INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (material_id, page)
);
CREATE UNIQUE INDEX material_previews_cover ON material_previews (material_id) WHERE is_cover = 1;
