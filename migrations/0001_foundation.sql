-- Kreide foundation schema: worlds, partner hosts, users and authors, the catalogue
-- (school types, grades, subjects, material types, materials and their files), currencies,
-- A/B tests and tracked events. Money is integer minor units.

CREATE TABLE worlds (
  code TEXT PRIMARY KEY,
  language TEXT NOT NULL,
  currency TEXT NOT NULL,
  country TEXT NOT NULL,
  is_main INTEGER NOT NULL DEFAULT 0 CHECK (is_main IN (0, 1))
);

-- A host either selects a world or is an author's own shop domain.
CREATE TABLE partner_hosts (
  host TEXT PRIMARY KEY,
  world TEXT NOT NULL REFERENCES worlds(code),
  author_id INTEGER REFERENCES users(id)
);

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  world TEXT NOT NULL REFERENCES worlds(code),
  public_name TEXT,
  user_name TEXT,
  is_seller INTEGER NOT NULL DEFAULT 0 CHECK (is_seller IN (0, 1)),
  became_seller_at TEXT,
  created_at TEXT NOT NULL,
  creation_source TEXT NOT NULL DEFAULT 'web',
  image_path TEXT,
  subtitle TEXT,
  description TEXT,
  facebook_profile TEXT,
  instagram_profile TEXT,
  pinterest_profile TEXT,
  private_profile INTEGER NOT NULL DEFAULT 0 CHECK (private_profile IN (0, 1)),
  profile_background_path TEXT,
  profile_background_data TEXT,
  teachable_certified INTEGER NOT NULL DEFAULT 0 CHECK (teachable_certified IN (0, 1)),
  total_materials INTEGER NOT NULL DEFAULT 0,
  followers_number INTEGER NOT NULL DEFAULT 0,
  following_number INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX users_sellers ON users (world, is_seller);

CREATE TABLE school_types (
  id TEXT PRIMARY KEY,
  grp TEXT NOT NULL CHECK (grp IN ('all', 'ground', 'secondary', 'other')),
  position INTEGER NOT NULL
);

CREATE TABLE school_type_names (
  school_type TEXT NOT NULL REFERENCES school_types(id),
  world TEXT NOT NULL REFERENCES worlds(code),
  name TEXT NOT NULL,
  PRIMARY KEY (school_type, world)
);

CREATE TABLE grades (
  id INTEGER PRIMARY KEY,
  school_type TEXT NOT NULL REFERENCES school_types(id),
  level INTEGER NOT NULL,
  UNIQUE (school_type, level)
);

CREATE TABLE subjects (
  id INTEGER PRIMARY KEY,
  world TEXT NOT NULL REFERENCES worlds(code),
  title TEXT NOT NULL,
  slug TEXT NOT NULL,
  material_category TEXT NOT NULL,
  UNIQUE (world, slug)
);

CREATE TABLE material_types (
  id TEXT NOT NULL,
  world TEXT NOT NULL REFERENCES worlds(code),
  title TEXT NOT NULL,
  PRIMARY KEY (id, world)
);

CREATE TABLE materials (
  id INTEGER PRIMARY KEY,
  world TEXT NOT NULL REFERENCES worlds(code),
  author_id INTEGER NOT NULL REFERENCES users(id),
  slug TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  language TEXT NOT NULL DEFAULT '',
  school_type TEXT NOT NULL REFERENCES school_types(id),
  subject_id INTEGER NOT NULL REFERENCES subjects(id),
  material_type TEXT NOT NULL,
  grade_from INTEGER NOT NULL,
  grade_to INTEGER NOT NULL,
  price INTEGER NOT NULL CHECK (price >= 0),
  sale_price INTEGER CHECK (sale_price IS NULL OR (sale_price >= 0 AND sale_price < price)),
  currency TEXT NOT NULL,
  has_fixed_price INTEGER NOT NULL DEFAULT 0 CHECK (has_fixed_price IN (0, 1)),
  is_bundle INTEGER NOT NULL DEFAULT 0 CHECK (is_bundle IN (0, 1)),
  interactive_id INTEGER,
  is_bundle_interactive INTEGER NOT NULL DEFAULT 0 CHECK (is_bundle_interactive IN (0, 1)),
  is_standalone_interactive INTEGER NOT NULL DEFAULT 0 CHECK (is_standalone_interactive IN (0, 1)),
  best_in_categories TEXT NOT NULL DEFAULT '[]',
  page_count INTEGER NOT NULL DEFAULT 1,
  rating_sum INTEGER NOT NULL DEFAULT 0,
  rating_count INTEGER NOT NULL DEFAULT 0,
  sales_count INTEGER NOT NULL DEFAULT 0,
  popularity REAL NOT NULL DEFAULT 0,
  preview_path TEXT,
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  deleted_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX materials_world_popularity ON materials (world, popularity DESC);
CREATE INDEX materials_world_created ON materials (world, created_at DESC);
CREATE INDEX materials_author ON materials (author_id, created_at DESC);
CREATE INDEX materials_subject ON materials (subject_id, popularity DESC);
CREATE INDEX materials_school_type ON materials (world, school_type, popularity DESC);

CREATE TABLE material_files (
  id INTEGER PRIMARY KEY,
  material_id INTEGER NOT NULL REFERENCES materials(id),
  type TEXT NOT NULL DEFAULT 'material_file',
  name TEXT NOT NULL,
  format TEXT NOT NULL,
  size_bytes INTEGER NOT NULL DEFAULT 0,
  sources TEXT NOT NULL DEFAULT '{}',
  cover TEXT
);
CREATE INDEX material_files_material ON material_files (material_id);

CREATE TABLE bundle_items (
  bundle_id INTEGER NOT NULL REFERENCES materials(id),
  material_id INTEGER NOT NULL REFERENCES materials(id),
  PRIMARY KEY (bundle_id, material_id)
);

CREATE TABLE ratings (
  material_id INTEGER NOT NULL REFERENCES materials(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  stars INTEGER NOT NULL CHECK (stars BETWEEN 1 AND 5),
  body TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  PRIMARY KEY (material_id, user_id)
);

CREATE TABLE sales (
  id INTEGER PRIMARY KEY,
  material_id INTEGER NOT NULL REFERENCES materials(id),
  buyer_id INTEGER NOT NULL REFERENCES users(id),
  price INTEGER NOT NULL CHECK (price >= 0),
  currency TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX sales_material ON sales (material_id);

-- Full-text search over titles and descriptions, diacritics folded, prefix-ready.
CREATE VIRTUAL TABLE materials_fts USING fts5(
  title, description,
  content = 'materials', content_rowid = 'id',
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);
CREATE TRIGGER materials_fts_insert AFTER INSERT ON materials BEGIN
  INSERT INTO materials_fts (rowid, title, description) VALUES (new.id, new.title, new.description);
END;
CREATE TRIGGER materials_fts_delete AFTER DELETE ON materials BEGIN
  INSERT INTO materials_fts (materials_fts, rowid, title, description) VALUES ('delete', old.id, old.title, old.description);
END;
CREATE TRIGGER materials_fts_update AFTER UPDATE OF title, description ON materials BEGIN
  INSERT INTO materials_fts (materials_fts, rowid, title, description) VALUES ('delete', old.id, old.title, old.description);
  INSERT INTO materials_fts (rowid, title, description) VALUES (new.id, new.title, new.description);
END;

CREATE TABLE currencies (
  code TEXT PRIMARY KEY,
  symbol TEXT NOT NULL,
  -- Units of this currency per euro, scaled by 1,000,000.
  per_euro_micros INTEGER NOT NULL CHECK (per_euro_micros > 0),
  updated_at TEXT NOT NULL
);

CREATE TABLE ab_tests (
  key TEXT PRIMARY KEY,
  -- JSON array of { name, weight, payload }.
  variants TEXT NOT NULL,
  default_variant TEXT NOT NULL,
  -- JSON array of variant names for which the feature is on.
  active_variants TEXT NOT NULL DEFAULT '[]',
  enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1))
);

CREATE TABLE events (
  id INTEGER PRIMARY KEY,
  track_sid TEXT NOT NULL,
  name TEXT NOT NULL,
  world TEXT NOT NULL,
  user_id INTEGER,
  payload TEXT NOT NULL DEFAULT '{}',
  occurred_at TEXT NOT NULL,
  received_at TEXT NOT NULL
);
CREATE INDEX events_sid ON events (track_sid);
