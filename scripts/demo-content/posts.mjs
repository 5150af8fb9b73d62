// Demo posts of the main worlds (docs/content.md). Filled by the content work; once: returns
// false when there is nothing to write.

/** Takes (db: DatabaseSync, now: ISO string, markdown: { renderMarkdown, markdownText }); returns whether it wrote anything. */
export function ensureDemoPosts() {
  return false;
}
