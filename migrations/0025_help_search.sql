-- Help centre search (docs/help-centre.md, "Search"): the index also reads `search_text`, the
-- title and text with every accent mark removed (written by the app when an article is saved),
-- so words are found with and without their accents in every script. unicode61's own
-- remove_diacritics folds Latin letters only: Greek "τιμολογιο" did not find "τιμολόγιο".
ALTER TABLE help_articles ADD COLUMN search_text TEXT NOT NULL DEFAULT '';

DROP TRIGGER help_articles_fts_insert;
DROP TRIGGER help_articles_fts_delete;
DROP TRIGGER help_articles_fts_update;
DROP TABLE help_articles_fts;

CREATE VIRTUAL TABLE help_articles_fts USING fts5(
  title, body_text, search_text, world UNINDEXED,
  content = 'help_articles', content_rowid = 'id',
  tokenize = 'unicode61 remove_diacritics 2'
);
CREATE TRIGGER help_articles_fts_insert AFTER INSERT ON help_articles BEGIN
  INSERT INTO help_articles_fts (rowid, title, body_text, search_text, world) VALUES (new.id, new.title, new.body_text, new.search_text, new.world);
END;
CREATE TRIGGER help_articles_fts_delete AFTER DELETE ON help_articles BEGIN
  INSERT INTO help_articles_fts (help_articles_fts, rowid, title, body_text, search_text, world) VALUES ('delete', old.id, old.title, old.body_text, old.search_text, old.world);
END;
CREATE TRIGGER help_articles_fts_update AFTER UPDATE OF title, body_text, search_text, world ON help_articles BEGIN
  INSERT INTO help_articles_fts (help_articles_fts, rowid, title, body_text, search_text, world) VALUES ('delete', old.id, old.title, old.body_text, old.search_text, old.world);
  INSERT INTO help_articles_fts (rowid, title, body_text, search_text, world) VALUES (new.id, new.title, new.body_text, new.search_text, new.world);
END;
INSERT INTO help_articles_fts (help_articles_fts) VALUES ('rebuild');
