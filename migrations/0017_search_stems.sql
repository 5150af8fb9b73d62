-- Word forms in search (docs/search.md, "Word forms"): the stems of a material's title and
-- description in its world's language, so that "Brüche" and "Bruchrechnung" find "Bruchrechnen".
-- D1 cannot load a stemming tokenizer, so the app computes the stems (materialStems in
-- src/origin/domain/word-forms.ts) and writes them with the title and description:
--   stems_title  the distinct stems of the title
--   stems_body   the distinct stems of the description that the title does not have
-- NULL means "not computed yet" (every row right after this migration): such a material is
-- found by its words as typed, as before, until the scheduled backfill (src/origin/scheduled.ts)
-- has written its stems; a world without a stemmer stores ''.
--
-- The index gains two columns (search_title_stems, search_body_stems: the stems of live
-- materials, '' otherwise, like 0005's texts) and is rebuilt with its triggers; everything else
-- stays as 0005_search.sql made it.

ALTER TABLE materials ADD COLUMN stems_title TEXT;
ALTER TABLE materials ADD COLUMN stems_body TEXT;
ALTER TABLE materials ADD COLUMN search_title_stems TEXT GENERATED ALWAYS AS (
  CASE WHEN is_active = 1 AND deleted_at IS NULL THEN COALESCE(stems_title, '') ELSE '' END
) VIRTUAL;
ALTER TABLE materials ADD COLUMN search_body_stems TEXT GENERATED ALWAYS AS (
  CASE WHEN is_active = 1 AND deleted_at IS NULL THEN COALESCE(stems_body, '') ELSE '' END
) VIRTUAL;

-- The backfill reads the rows without stems by id, in batches: a partial index that empties as it goes.
CREATE INDEX materials_stems_missing ON materials (id) WHERE stems_title IS NULL;

DROP TRIGGER IF EXISTS materials_fts_insert;
DROP TRIGGER IF EXISTS materials_fts_delete;
DROP TRIGGER IF EXISTS materials_fts_update;
DROP TABLE IF EXISTS materials_fts_vocab;
DROP TABLE IF EXISTS materials_fts;

CREATE VIRTUAL TABLE materials_fts USING fts5(
  search_title, search_body, search_tags, search_title_stems, search_body_stems,
  content = 'materials', content_rowid = 'search_key',
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);
INSERT INTO materials_fts (materials_fts) VALUES ('rebuild');

CREATE TRIGGER materials_fts_insert AFTER INSERT ON materials BEGIN
  INSERT INTO materials_fts (rowid, search_title, search_body, search_tags, search_title_stems, search_body_stems)
  VALUES (new.search_key, new.search_title, new.search_body, new.search_tags, new.search_title_stems, new.search_body_stems);
END;
CREATE TRIGGER materials_fts_delete AFTER DELETE ON materials BEGIN
  INSERT INTO materials_fts (materials_fts, rowid, search_title, search_body, search_tags, search_title_stems, search_body_stems)
  VALUES ('delete', old.search_key, old.search_title, old.search_body, old.search_tags, old.search_title_stems, old.search_body_stems);
END;
CREATE TRIGGER materials_fts_update AFTER UPDATE ON materials
WHEN old.search_key IS NOT new.search_key OR old.search_title IS NOT new.search_title
  OR old.search_body IS NOT new.search_body OR old.search_tags IS NOT new.search_tags
  OR old.search_title_stems IS NOT new.search_title_stems OR old.search_body_stems IS NOT new.search_body_stems
BEGIN
  INSERT INTO materials_fts (materials_fts, rowid, search_title, search_body, search_tags, search_title_stems, search_body_stems)
  VALUES ('delete', old.search_key, old.search_title, old.search_body, old.search_tags, old.search_title_stems, old.search_body_stems);
  INSERT INTO materials_fts (rowid, search_title, search_body, search_tags, search_title_stems, search_body_stems)
  VALUES (new.search_key, new.search_title, new.search_body, new.search_tags, new.search_title_stems, new.search_body_stems);
END;

-- The prefix dictionaries (docs/search.md, "Dictionary"): search_terms for words as typed (as in
-- 0005), search_stem_terms for stems; both refreshed by SEARCH_TERMS_REFRESH (src/origin/db/search.ts).
CREATE VIRTUAL TABLE materials_fts_vocab USING fts5vocab(materials_fts, col);
CREATE TABLE search_stem_terms (
  term TEXT PRIMARY KEY,
  docs INTEGER NOT NULL
) WITHOUT ROWID;
DELETE FROM search_terms;
INSERT INTO search_terms (term, docs)
  SELECT term, MAX(doc) FROM materials_fts_vocab WHERE col IN ('search_title', 'search_body') GROUP BY term;
