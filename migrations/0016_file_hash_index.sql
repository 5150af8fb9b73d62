-- The similarity check looks up published files with the same SHA-256 (docs/seller-materials.md,
-- "Similarity"): an index, so it does not scan every file.
CREATE INDEX material_files_sha256 ON material_files (sha256) WHERE sha256 IS NOT NULL;
