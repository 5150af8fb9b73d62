-- Experiments (docs/experiments.md): what the operator reads and edits on each A/B test, and the
-- exposures and conversions its results are computed from. Global data: no world key.

-- A title and what the test varies, for the staff screens; `revision` goes up on every edit and is
-- part of the page cache key, so a cached page never outlives the definition it was rendered with.
ALTER TABLE ab_tests ADD COLUMN title TEXT NOT NULL DEFAULT '';
ALTER TABLE ab_tests ADD COLUMN description TEXT NOT NULL DEFAULT '';
ALTER TABLE ab_tests ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
ALTER TABLE ab_tests ADD COLUMN updated_at TEXT;
ALTER TABLE ab_tests ADD COLUMN updated_by INTEGER REFERENCES users(id);

UPDATE ab_tests SET title = 'Product tiles', description = 'How material tiles present price and rating in lists. No screen reads it yet: the variants change nothing until a payload is given and a screen reads it.' WHERE key = 'PT';
UPDATE ab_tests SET title = 'Product gallery', description = 'The preview gallery of a material page. No screen reads it yet.' WHERE key = 'PG';
UPDATE ab_tests SET title = 'Product questions', description = 'Questions and answers on a material page. No screen reads it yet.' WHERE key = 'PQ';
UPDATE ab_tests SET title = 'Sticky buy box', description = 'A buy box that stays in view on long material pages. No screen reads it yet.' WHERE key = 'SMB';
UPDATE ab_tests SET title = 'Simplified header', description = 'Active variants (C, D) show the simplified header of the tour: favourites, notifications, account and cart move into a slim top bar with labels; the main row keeps logo, search and menu.' WHERE key = 'NAV';
UPDATE ab_tests SET title = 'Search ranking', description = 'The payload''s ranking decides the order of search results: v2 blends a title hit with popularity, v3 blends text relevance with rating, sales and recency (docs/search.md).' WHERE key = 'RANK3';
UPDATE ab_tests SET title = 'Author follow', description = 'How following an author is offered (variant C is active). No screen reads it yet.' WHERE key = 'AF';
UPDATE ab_tests SET title = 'Similar materials after search', description = 'Similar materials offered next to search results. No screen reads it yet.' WHERE key = 'SAS';
UPDATE ab_tests SET title = 'Summer sale 2025', description = 'The summer sale banner. No screen reads it yet.' WHERE key = 'SS25';

-- One row per visitor and test: the variant the visitor was shown, the first time.
-- `visitor_id` is the anonymous experiment id of the A/B cookie, kept only with statistics consent.
CREATE TABLE experiment_exposures (
  test_key TEXT NOT NULL REFERENCES ab_tests(key),
  visitor_id TEXT NOT NULL,
  variant TEXT NOT NULL,
  exposed_at TEXT NOT NULL,
  PRIMARY KEY (test_key, visitor_id)
) WITHOUT ROWID;

-- Conversions of exposed visitors, in the variant of their exposure: once per visitor, test and
-- kind; a purchase is one row per order and counts once the order is paid.
CREATE TABLE experiment_conversions (
  test_key TEXT NOT NULL REFERENCES ab_tests(key),
  visitor_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('add_to_cart', 'purchase', 'sign_up')),
  -- The order of a purchase; 0 for the other kinds.
  order_id INTEGER NOT NULL DEFAULT 0,
  variant TEXT NOT NULL,
  converted_at TEXT NOT NULL,
  PRIMARY KEY (test_key, visitor_id, kind, order_id)
) WITHOUT ROWID;
CREATE INDEX experiment_conversions_variant ON experiment_conversions (test_key, variant, kind);
