-- Content pages (docs/content.md, "Revisions"): a revision also keeps the blocks as the editor sent
-- them (JSON BlockInput[], Markdown unrendered), so staff can restore it into the draft. Revisions
-- written without it (demo content) cannot be restored.
ALTER TABLE content_revisions ADD COLUMN source_blocks TEXT;
