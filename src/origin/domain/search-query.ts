/**
 * Turns what a visitor typed into a safe FTS5 query: every word becomes a quoted prefix term,
 * all words must match. Quotes, operators and column filters typed by the visitor are plain text.
 */
export function ftsQuery(input: string): string | null {
  const words = input
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 8);
  if (words.length === 0) return null;
  return words.map((w) => `"${w}"*`).join(' AND ');
}
