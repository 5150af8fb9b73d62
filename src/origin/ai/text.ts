/**
 * Text analysis for the local provider (docs/ai-tools.md, "The local provider"): sentences and
 * words by Intl.Segmenter in the text's language, key terms by term frequency. Pure functions.
 */

/** Catalogue language → BCP 47 tag for the segmenter and case folding. */
function languageTagOf(language: string): string {
  return language === 'gr' ? 'el' : language === 'cn' ? 'zh' : language === 'jp' ? 'ja' : language === 'kr' ? 'ko' : language;
}

/** Words that carry no topic, per language; a term must also have at least four letters. */
const STOPWORDS: Record<string, readonly string[]> = {
  de: ['aber', 'alle', 'also', 'auch', 'auf', 'aus', 'bei', 'bis', 'dann', 'dass', 'dem', 'den', 'der', 'des', 'die', 'dies', 'diese', 'dieser', 'dieses', 'doch', 'durch', 'eine', 'einem', 'einen', 'einer', 'eines', 'etwa', 'für', 'haben', 'hat', 'hier', 'ihre', 'ihren', 'immer', 'jede', 'jeder', 'kann', 'können', 'mehr', 'mit', 'nach', 'nicht', 'noch', 'oder', 'ohne', 'sehr', 'sein', 'seine', 'sich', 'sind', 'so', 'über', 'um', 'und', 'unter', 'viele', 'vom', 'von', 'vor', 'war', 'waren', 'was', 'wenn', 'werden', 'wird', 'wie', 'wieder', 'zum', 'zur', 'zwischen', 'einige', 'welche', 'dabei', 'dort', 'etwas', 'ganz', 'heute', 'jetzt', 'man', 'nur', 'schon', 'wurde', 'wurden', 'ihrer', 'ihnen', 'damit', 'gibt', 'zwei', 'drei', 'ersten', 'sowie'],
  en: ['about', 'after', 'also', 'and', 'are', 'because', 'been', 'before', 'being', 'between', 'both', 'can', 'could', 'does', 'each', 'even', 'from', 'have', 'having', 'here', 'into', 'just', 'like', 'many', 'more', 'most', 'much', 'must', 'only', 'other', 'over', 'same', 'should', 'some', 'such', 'than', 'that', 'their', 'them', 'then', 'there', 'these', 'they', 'this', 'those', 'through', 'under', 'very', 'was', 'were', 'what', 'when', 'where', 'which', 'while', 'will', 'with', 'would', 'your', 'three', 'often', 'every'],
  es: ['ante', 'como', 'con', 'cuando', 'del', 'desde', 'donde', 'durante', 'ella', 'ellas', 'ellos', 'entre', 'esta', 'estas', 'este', 'esto', 'estos', 'están', 'fueron', 'hace', 'hacia', 'hasta', 'las', 'los', 'más', 'muy', 'nos', 'otra', 'otras', 'otro', 'otros', 'para', 'pero', 'poco', 'por', 'porque', 'puede', 'pueden', 'que', 'sobre', 'son', 'también', 'tiene', 'tienen', 'todo', 'todos', 'una', 'unas', 'uno', 'unos', 'cada', 'siempre', 'mucho', 'muchos', 'según', 'sino', 'aunque', 'había', 'mediante', 'tres'],
  fr: ['aussi', 'avec', 'avoir', 'cela', 'celle', 'celui', 'ces', 'cette', 'chaque', 'comme', 'dans', 'depuis', 'des', 'donc', 'elle', 'elles', 'encore', 'entre', 'est', 'être', 'leur', 'leurs', 'mais', 'même', 'moins', 'nous', 'par', 'pendant', 'peut', 'peuvent', 'plus', 'pour', 'quand', 'que', 'qui', 'sans', 'selon', 'ses', 'sont', 'sous', 'sur', 'tous', 'tout', 'toute', 'toutes', 'très', 'une', 'vers', 'vous', 'ainsi', 'alors', 'autre', 'autres', 'beaucoup', 'souvent', 'trois', 'leurs', 'avait', 'était'],
  gr: ['αλλά', 'αυτά', 'αυτές', 'αυτή', 'αυτό', 'αυτοί', 'αυτός', 'από', 'για', 'δεν', 'είναι', 'έναν', 'ένας', 'ενός', 'επίσης', 'έχει', 'έχουν', 'καθώς', 'κάθε', 'και', 'κατά', 'μέσα', 'μετά', 'μεταξύ', 'μια', 'μιας', 'όπως', 'όταν', 'οποία', 'οποίο', 'οποίος', 'όμως', 'πάνω', 'πολύ', 'πολλά', 'πολλές', 'πολλοί', 'που', 'προς', 'πριν', 'στην', 'στις', 'στον', 'στους', 'στο', 'στα', 'στη', 'των', 'τους', 'της', 'τον', 'την', 'τις', 'τρία', 'τρεις', 'χωρίς', 'ήταν', 'μπορεί', 'μπορούν', 'έτσι'],
  it: ['alla', 'alle', 'anche', 'ancora', 'come', 'con', 'dalla', 'dalle', 'degli', 'della', 'delle', 'dello', 'dopo', 'dove', 'essere', 'fra', 'gli', 'hanno', 'loro', 'molto', 'molti', 'nella', 'nelle', 'nello', 'negli', 'non', 'ogni', 'oppure', 'per', 'perché', 'più', 'poco', 'può', 'possono', 'quale', 'quando', 'quella', 'quelle', 'quello', 'questa', 'queste', 'questo', 'sempre', 'senza', 'sono', 'sopra', 'sotto', 'sulla', 'sulle', 'tra', 'tutti', 'tutto', 'una', 'uno', 'verso', 'spesso', 'altri', 'altre', 'erano', 'aveva', 'tre'],
};

function stopwords(language: string): ReadonlySet<string> {
  return new Set(STOPWORDS[language] ?? STOPWORDS.en);
}

/** Folds a word for counting: the language's lower case, NFC. */
export function fold(word: string, language: string): string {
  return word.normalize('NFC').toLocaleLowerCase(languageTagOf(language));
}

/** The text as one NFC string with runs of white space as one space; soft hyphens and hyphenated line breaks joined. */
function cleanText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\u00ad/g, '')
    .replace(/(\p{L})-\s*\n\s*(\p{Ll})/gu, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface Word {
  text: string;
  /** Index in the sentence. */
  index: number;
}

/** The words of a text (letters, with inner apostrophes and hyphens as the segmenter keeps them). */
export function wordsOf(text: string, language: string): Word[] {
  const segmenter = new Intl.Segmenter(languageTagOf(language), { granularity: 'word' });
  const out: Word[] = [];
  for (const part of segmenter.segment(text)) {
    if (part.isWordLike && /\p{L}/u.test(part.segment)) out.push({ text: part.segment, index: part.index });
  }
  return out;
}

/** Abbreviations after which a full stop does not end a sentence (single letters, as in "z. B.", count too). */
const ABBREVIATIONS = new Set(['bzw', 'usw', 'ca', 'etc', 'vgl', 'dr', 'nr', 'st', 'ecc', 'pág', 'pp', 'sig', 'mme', 'mlle', 'av', 'αρ', 'κ', 'κλπ', 'π', 'χ']);

function endsWithAbbreviation(segment: string): boolean {
  const match = /(?:^|[\s(])([\p{L}]{1,4})\.\s*$/u.exec(segment);
  if (!match?.[1]) return false;
  return [...match[1]].length === 1 || ABBREVIATIONS.has(match[1].toLowerCase());
}

/** The segmenter's sentences, with those cut after an abbreviation or before a lower-case letter joined again. */
function segmentsOf(clean: string, language: string): string[] {
  const segmenter = new Intl.Segmenter(languageTagOf(language), { granularity: 'sentence' });
  const out: string[] = [];
  for (const part of segmenter.segment(clean)) {
    const previous = out.at(-1);
    if (previous !== undefined && (endsWithAbbreviation(previous) || /^\s*\p{Ll}/u.test(part.segment))) out[out.length - 1] = previous + part.segment;
    else out.push(part.segment);
  }
  return out;
}

const SENTENCE_MIN_CHARS = 20;
const SENTENCE_MAX_CHARS = 300;

/**
 * The statements of a text, in order: sentences of 20–300 characters and at least four words;
 * questions (`?`, the Greek `;`) and headings without a full stop are left out.
 */
export function sentencesOf(text: string, language: string): string[] {
  const clean = cleanText(text);
  const out: string[] = [];
  for (const segment of segmentsOf(clean, language)) {
    const sentence = segment.trim();
    if (sentence.length < SENTENCE_MIN_CHARS || sentence.length > SENTENCE_MAX_CHARS) continue;
    if (!/[.!…»"”“)]$/u.test(sentence)) continue;
    if (wordsOf(sentence, language).length < 4) continue;
    out.push(sentence);
  }
  return out;
}

export interface Term {
  /** The folded form, for counting and comparing. */
  key: string;
  /** The form the text uses most often (German nouns keep their capital). */
  text: string;
  count: number;
}

/** Candidate terms: at least four letters, not a stop word, not a number. */
function isTerm(word: string, key: string, stop: ReadonlySet<string>): boolean {
  return [...word].length >= 4 && !stop.has(key) && !/\d/.test(word);
}

/** Term frequencies of the sentences, most frequent first (ties: first seen first). */
export function termsOf(sentences: readonly string[], language: string): Term[] {
  const stop = stopwords(language);
  const terms = new Map<string, { forms: Map<string, number>; count: number; first: number }>();
  let position = 0;
  for (const sentence of sentences) {
    for (const word of wordsOf(sentence, language)) {
      const key = fold(word.text, language);
      if (!isTerm(word.text, key, stop)) continue;
      const entry = terms.get(key) ?? { forms: new Map<string, number>(), count: 0, first: position++ };
      entry.count += 1;
      entry.forms.set(word.text, (entry.forms.get(word.text) ?? 0) + 1);
      terms.set(key, entry);
    }
  }
  return [...terms.entries()]
    .sort((a, b) => b[1].count - a[1].count || a[1].first - b[1].first)
    .map(([key, entry]) => ({ key, count: entry.count, text: [...entry.forms.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? key }));
}

/** A sentence's score: the summed frequencies of its terms over the square root of its word count. */
function sentenceScores(sentences: readonly string[], language: string): number[] {
  const stop = stopwords(language);
  const frequency = new Map(termsOf(sentences, language).map((term) => [term.key, term.count]));
  return sentences.map((sentence) => {
    const words = wordsOf(sentence, language);
    const sum = words.reduce((total, word) => {
      const key = fold(word.text, language);
      return total + (isTerm(word.text, key, stop) ? (frequency.get(key) ?? 0) : 0);
    }, 0);
    return words.length === 0 ? 0 : sum / Math.sqrt(words.length);
  });
}

/** The `count` best sentences, in the text's order. */
export function summary(sentences: readonly string[], language: string, count: number): string[] {
  const scores = sentenceScores(sentences, language);
  const best = scores
    .map((score, index) => ({ score, index }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .map((entry) => entry.index)
    .sort((a, b) => a - b);
  return best.map((index) => sentences[index] as string);
}

/** The first word of the sentence whose folded form is `key`, or null. */
export function findTerm(sentence: string, key: string, language: string): Word | null {
  return wordsOf(sentence, language).find((word) => fold(word.text, language) === key) ?? null;
}
