-- Content (docs/content.md): pages made of blocks, blog posts and the help centre. Everything here
-- is world-scoped (keyed by world first) so a world can move to a database of its own; authors and
-- editors point at users, which stay global.

-- A content page of one world: the screen it fills (`page_key`, a route name such as 'foundation',
-- 'terms', 'team'), the draft being edited and the revision that is published (NULL: never
-- published, the screen answers 404 and is not indexed).
CREATE TABLE content_pages (
  world TEXT NOT NULL REFERENCES worlds(code),
  page_key TEXT NOT NULL,
  draft_title TEXT NOT NULL,
  draft_description TEXT NOT NULL DEFAULT '',
  -- JSON array of blocks as the editor sent them (src/shared/schemas/content.ts).
  draft_blocks TEXT NOT NULL,
  draft_updated_at TEXT NOT NULL,
  draft_updated_by INTEGER REFERENCES users(id),
  published_revision_id INTEGER REFERENCES content_revisions(id),
  published_at TEXT,
  PRIMARY KEY (world, page_key)
);

-- Every saved state of a page, with who saved it and why; a publish points the page at one.
-- `blocks` holds the blocks with their Markdown already rendered and sanitised (the public read
-- does no Markdown work). `terms_version` is set when publishing this revision of the terms made
-- a new terms version (terms_versions), which every user must accept again.
CREATE TABLE content_revisions (
  id INTEGER PRIMARY KEY,
  world TEXT NOT NULL REFERENCES worlds(code),
  page_key TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  blocks TEXT NOT NULL,
  note TEXT NOT NULL DEFAULT '',
  created_by INTEGER REFERENCES users(id),
  created_at TEXT NOT NULL,
  terms_version INTEGER REFERENCES terms_versions(version)
);
CREATE INDEX content_revisions_page ON content_revisions (world, page_key, id DESC);

-- Blog posts: the magazine's (written by staff, `author_id` the staff user, `kind` 'magazine') and
-- authors' own (`kind` 'author', shown on their author page and author domain).
CREATE TABLE posts (
  id INTEGER PRIMARY KEY,
  world TEXT NOT NULL REFERENCES worlds(code),
  kind TEXT NOT NULL CHECK (kind IN ('magazine', 'author')),
  author_id INTEGER NOT NULL REFERENCES users(id),
  slug TEXT NOT NULL,
  title TEXT NOT NULL,
  summary TEXT NOT NULL DEFAULT '',
  body_markdown TEXT NOT NULL,
  -- Rendered and sanitised when saved.
  body_html TEXT NOT NULL,
  cover_path TEXT,
  status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
  published_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  deleted_at TEXT
);
CREATE INDEX posts_world_list ON posts (world, kind, published_at DESC) WHERE status = 'published' AND deleted_at IS NULL;
CREATE INDEX posts_author_list ON posts (author_id, world, published_at DESC) WHERE deleted_at IS NULL;

-- The help centre of a world: categories with their articles.
CREATE TABLE help_categories (
  id INTEGER PRIMARY KEY,
  world TEXT NOT NULL REFERENCES worlds(code),
  slug TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  position INTEGER NOT NULL DEFAULT 0,
  UNIQUE (world, slug)
);

CREATE TABLE help_articles (
  id INTEGER PRIMARY KEY,
  world TEXT NOT NULL REFERENCES worlds(code),
  category_id INTEGER NOT NULL REFERENCES help_categories(id),
  slug TEXT NOT NULL,
  title TEXT NOT NULL,
  body_markdown TEXT NOT NULL,
  body_html TEXT NOT NULL,
  -- The article as plain text, what the search index reads.
  body_text TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  -- Also a question of the FAQ page (/de/info/fragen).
  in_faq INTEGER NOT NULL DEFAULT 0 CHECK (in_faq IN (0, 1)),
  status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published')),
  updated_at TEXT NOT NULL,
  updated_by INTEGER REFERENCES users(id),
  UNIQUE (world, slug)
);
CREATE INDEX help_articles_category ON help_articles (category_id, position);

-- Full-text search over a world's articles; `world` is an unindexed column the query filters on.
CREATE VIRTUAL TABLE help_articles_fts USING fts5(
  title, body_text, world UNINDEXED,
  content = 'help_articles', content_rowid = 'id',
  tokenize = 'unicode61 remove_diacritics 2'
);
CREATE TRIGGER help_articles_fts_insert AFTER INSERT ON help_articles BEGIN
  INSERT INTO help_articles_fts (rowid, title, body_text, world) VALUES (new.id, new.title, new.body_text, new.world);
END;
CREATE TRIGGER help_articles_fts_delete AFTER DELETE ON help_articles BEGIN
  INSERT INTO help_articles_fts (help_articles_fts, rowid, title, body_text, world) VALUES ('delete', old.id, old.title, old.body_text, old.world);
END;
CREATE TRIGGER help_articles_fts_update AFTER UPDATE OF title, body_text, world ON help_articles BEGIN
  INSERT INTO help_articles_fts (help_articles_fts, rowid, title, body_text, world) VALUES ('delete', old.id, old.title, old.body_text, old.world);
  INSERT INTO help_articles_fts (rowid, title, body_text, world) VALUES (new.id, new.title, new.body_text, new.world);
END;
