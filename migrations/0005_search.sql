-- Search (docs/search.md): one FTS5 index for every world whose rowid is an ordering key,
--   search_key = world index << 58 | popularity × 100 (26 bits) << 32 | material id (32 bits),
-- so that a world is a rowid range and iterating a term's doclist by descending rowid visits the
-- most popular materials of that world first. Facet values are tokens of a third column
-- (search_tags, never matched by what visitors type), so filters are doclist intersections.
-- Greek tonos and ß are folded here (unicode61 folds Latin diacritics and final sigma itself);
-- materials that are not live index as empty documents and are never found.
--
-- The key and the indexed texts are virtual generated columns of materials, so the index stays
-- an external-content table of materials ('rebuild' works, scripts/seed.mjs relies on that) and
-- the triggers re-index a row whenever its key, texts or facet tokens change. Never read columns
-- through materials_fts (there is no index on search_key); select rowid and join materials on
-- id = rowid & 4294967295.

DROP TRIGGER IF EXISTS materials_fts_insert;
DROP TRIGGER IF EXISTS materials_fts_delete;
DROP TRIGGER IF EXISTS materials_fts_update;
DROP TABLE IF EXISTS materials_fts;

ALTER TABLE materials ADD COLUMN search_key INTEGER GENERATED ALWAYS AS (
  ((CASE world WHEN 'de' THEN 1 WHEN 'es' THEN 2 WHEN 'fr' THEN 3 WHEN 'gr' THEN 4 WHEN 'it' THEN 5 WHEN 'bg' THEN 6 WHEN 'cn' THEN 7 WHEN 'cz' THEN 8 WHEN 'dk' THEN 9 WHEN 'fi' THEN 10 WHEN 'hi' THEN 11 WHEN 'hr' THEN 12 WHEN 'hu' THEN 13 WHEN 'id' THEN 14 WHEN 'jp' THEN 15 WHEN 'kr' THEN 16 WHEN 'kz' THEN 17 WHEN 'my' THEN 18 WHEN 'nl' THEN 19 WHEN 'no' THEN 20 WHEN 'pl' THEN 21 WHEN 'ro' THEN 22 WHEN 'rs' THEN 23 WHEN 'se' THEN 24 WHEN 'sk' THEN 25 WHEN 'th' THEN 26 WHEN 'ua' THEN 27 ELSE 31 END) << 58) +
  (MIN(MAX(CAST(popularity * 100 AS INTEGER), 0), 67108863) << 32) + (id & 4294967295)
) VIRTUAL;
ALTER TABLE materials ADD COLUMN search_title TEXT GENERATED ALWAYS AS (
  CASE WHEN is_active = 1 AND deleted_at IS NULL THEN replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(title, 'ά', 'α'), 'έ', 'ε'), 'ή', 'η'), 'ί', 'ι'), 'ό', 'ο'), 'ύ', 'υ'), 'ώ', 'ω'), 'ΐ', 'ι'), 'ΰ', 'υ'), 'ϊ', 'ι'), 'ϋ', 'υ'), 'Ά', 'α'), 'Έ', 'ε'), 'Ή', 'η'), 'Ί', 'ι'), 'Ό', 'ο'), 'Ύ', 'υ'), 'Ώ', 'ω'), 'Ϊ', 'ι'), 'Ϋ', 'υ'), 'ß', 'ss'), 'ẞ', 'ss') ELSE '' END
) VIRTUAL;
ALTER TABLE materials ADD COLUMN search_body TEXT GENERATED ALWAYS AS (
  CASE WHEN is_active = 1 AND deleted_at IS NULL THEN replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(description, 'ά', 'α'), 'έ', 'ε'), 'ή', 'η'), 'ί', 'ι'), 'ό', 'ο'), 'ύ', 'υ'), 'ώ', 'ω'), 'ΐ', 'ι'), 'ΰ', 'υ'), 'ϊ', 'ι'), 'ϋ', 'υ'), 'Ά', 'α'), 'Έ', 'ε'), 'Ή', 'η'), 'Ί', 'ι'), 'Ό', 'ο'), 'Ύ', 'υ'), 'Ώ', 'ω'), 'Ϊ', 'ι'), 'Ϋ', 'υ'), 'ß', 'ss'), 'ẞ', 'ss') ELSE '' END
) VIRTUAL;
ALTER TABLE materials ADD COLUMN search_tags TEXT GENERATED ALWAYS AS (
  CASE WHEN is_active = 1 AND deleted_at IS NULL THEN
    'zall zs' || replace(school_type, '-', '') || ' zj' || subject_id || ' zt' || replace(material_type, '-', '') ||
    (CASE WHEN price = 0 THEN ' zpfree' ELSE ' zppaid' END) || (CASE WHEN sale_price IS NOT NULL THEN ' zpsale' ELSE '' END) ||
    ' zl' || (CASE WHEN language = '' THEN 'none' ELSE replace(language, '-', '') END) ||
    ' zb' || is_bundle || (CASE WHEN interactive_id IS NOT NULL THEN ' zi1' ELSE ' zi0' END) ||
    CASE WHEN grade_from <= 0 AND grade_to >= 0 THEN ' zg0' ELSE '' END ||
    CASE WHEN grade_from <= 1 AND grade_to >= 1 THEN ' zg1' ELSE '' END ||
    CASE WHEN grade_from <= 2 AND grade_to >= 2 THEN ' zg2' ELSE '' END ||
    CASE WHEN grade_from <= 3 AND grade_to >= 3 THEN ' zg3' ELSE '' END ||
    CASE WHEN grade_from <= 4 AND grade_to >= 4 THEN ' zg4' ELSE '' END ||
    CASE WHEN grade_from <= 5 AND grade_to >= 5 THEN ' zg5' ELSE '' END ||
    CASE WHEN grade_from <= 6 AND grade_to >= 6 THEN ' zg6' ELSE '' END ||
    CASE WHEN grade_from <= 7 AND grade_to >= 7 THEN ' zg7' ELSE '' END ||
    CASE WHEN grade_from <= 8 AND grade_to >= 8 THEN ' zg8' ELSE '' END ||
    CASE WHEN grade_from <= 9 AND grade_to >= 9 THEN ' zg9' ELSE '' END ||
    CASE WHEN grade_from <= 10 AND grade_to >= 10 THEN ' zg10' ELSE '' END ||
    CASE WHEN grade_from <= 11 AND grade_to >= 11 THEN ' zg11' ELSE '' END ||
    CASE WHEN grade_from <= 12 AND grade_to >= 12 THEN ' zg12' ELSE '' END ||
    CASE WHEN grade_from <= 13 AND grade_to >= 13 THEN ' zg13' ELSE '' END
  ELSE '' END
) VIRTUAL;

CREATE VIRTUAL TABLE materials_fts USING fts5(
  search_title, search_body, search_tags,
  content = 'materials', content_rowid = 'search_key',
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);
INSERT INTO materials_fts (materials_fts) VALUES ('rebuild');

CREATE TRIGGER materials_fts_insert AFTER INSERT ON materials BEGIN
  INSERT INTO materials_fts (rowid, search_title, search_body, search_tags)
  VALUES (new.search_key, new.search_title, new.search_body, new.search_tags);
END;
CREATE TRIGGER materials_fts_delete AFTER DELETE ON materials BEGIN
  INSERT INTO materials_fts (materials_fts, rowid, search_title, search_body, search_tags)
  VALUES ('delete', old.search_key, old.search_title, old.search_body, old.search_tags);
END;
CREATE TRIGGER materials_fts_update AFTER UPDATE ON materials
WHEN old.search_key IS NOT new.search_key OR old.search_title IS NOT new.search_title
  OR old.search_body IS NOT new.search_body OR old.search_tags IS NOT new.search_tags
BEGIN
  INSERT INTO materials_fts (materials_fts, rowid, search_title, search_body, search_tags)
  VALUES ('delete', old.search_key, old.search_title, old.search_body, old.search_tags);
  INSERT INTO materials_fts (rowid, search_title, search_body, search_tags)
  VALUES (new.search_key, new.search_title, new.search_body, new.search_tags);
END;

-- Word dictionary for prefix search: a typed word of four letters or more becomes the word OR
-- the most frequent dictionary words it begins (src/origin/domain/search-query.ts), because
-- FTS5 answers a long prefix by collecting the doclists of every matching term in full.
-- Refreshed from the index by SEARCH_TERMS_REFRESH (src/origin/db/search.ts) after bulk loads
-- and on a schedule; a prefix the dictionary does not know falls back to the FTS5 prefix query.
CREATE VIRTUAL TABLE materials_fts_vocab USING fts5vocab(materials_fts, col);
CREATE TABLE search_terms (
  term TEXT PRIMARY KEY,
  docs INTEGER NOT NULL
) WITHOUT ROWID;
INSERT INTO search_terms (term, docs)
  SELECT term, MAX(doc) FROM materials_fts_vocab WHERE col IN ('search_title', 'search_body') GROUP BY term;
