/**
 * A visitor's words as an FTS5 query over the help articles (docs/help-centre.md, "Search").
 * Only letters and digits survive, each word is quoted (so `"`, `*`, `-`, `NEAR(`, `AND`, `OR`
 * are plain text, never syntax), every word must occur, and the last one also matches as the
 * start of a longer word (the visitor may still be typing). No words: null (nothing to search).
 */
const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;

export function helpMatchQuery(input: string): string | null {
  const words = input
    .normalize('NFC')
    .match(/[\p{L}\p{N}]+/gu)
    ?.map((word) => word.slice(0, MAX_TERM_LENGTH))
    .slice(0, MAX_TERMS);
  if (!words || words.length === 0) return null;
  return words.map((word, i) => (i === words.length - 1 ? `"${word}"*` : `"${word}"`)).join(' ');
}
