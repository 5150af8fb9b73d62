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

/**
 * What the index reads besides title and text: both with every accent mark removed, in any script
 * (the tokenizer folds Latin accents only), so "τιμολογιο" finds "τιμολόγιο". The demo script
 * writes the same (scripts/demo-content/help.mjs).
 */
export function helpSearchText(title: string, text: string): string {
  return `${title}\n${text}`.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}
