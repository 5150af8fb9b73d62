-- Sitemaps (docs/search-engines.md): a world's live materials and the authors selling them, walked
-- in id order (keyset paging), without reading the materials of other worlds or the unlisted ones.
CREATE INDEX materials_world_live_id ON materials (world, id) WHERE is_active = 1 AND deleted_at IS NULL;
CREATE INDEX materials_world_live_author ON materials (world, author_id, published_at) WHERE is_active = 1 AND deleted_at IS NULL;
