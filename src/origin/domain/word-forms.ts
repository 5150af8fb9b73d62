/**
 * Word forms for search (docs/search.md, "Word forms"): the stems of a text in its world's
 * language, written next to the text by the app because D1 cannot load a stemming tokenizer.
 * The same function reduces what a visitor types, so "Brüche" and "Bruch" both give `bruch`, and
 * "Bruchrechnung" and "Bruchrechnen" both give `bruchrechn`. Library choice:
 * docs/decisions/016-stemmers.md.
 */
import { stemmer as bulgarian } from '@orama/stemmers/bulgarian';
import { stemmer as danish } from '@orama/stemmers/danish';
import { stemmer as dutch } from '@orama/stemmers/dutch';
import { stemmer as finnish } from '@orama/stemmers/finnish';
import { stemmer as french } from '@orama/stemmers/french';
import { stemmer as german } from '@orama/stemmers/german';
import { stemmer as greek } from '@orama/stemmers/greek';
import { stemmer as hungarian } from '@orama/stemmers/hungarian';
import { stemmer as indonesian } from '@orama/stemmers/indonesian';
import { stemmer as italian } from '@orama/stemmers/italian';
import { stemmer as norwegian } from '@orama/stemmers/norwegian';
import { stemmer as romanian } from '@orama/stemmers/romanian';
import { stemmer as serbian } from '@orama/stemmers/serbian';
import { stemmer as spanish } from '@orama/stemmers/spanish';
import { stemmer as swedish } from '@orama/stemmers/swedish';
import { stemmer as ukrainian } from '@orama/stemmers/ukrainian';

/**
 * Folds text the way the index does: lower case, diacritics removed (Latin accents, umlauts,
 * ñ, Greek tonos and dialytika), ß → ss, final sigma → σ. The index folds Latin diacritics in its
 * tokenizer and Greek tonos and ß in the generated columns; this does the same for the query.
 */
export function foldSearchText(input: string): string {
  return input
    .normalize('NFKC')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ς/g, 'σ')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFC');
}

/** The words of a text, folded (the index's tokens: runs of letters and digits). */
export function foldedWords(input: string): string[] {
  return foldSearchText(input)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

type Stemmer = (word: string) => string;

/**
 * The stemmer of each world's language where the library has one (Snowball algorithms). Worlds
 * not listed (cn, cz, hi, hr, jp, kr, kz, my, pl, sk, th) are not stemmed: their stems column
 * stays empty and search matches their words as typed.
 */
const STEMMERS: Readonly<Record<string, Stemmer>> = {
  de: german, es: spanish, fr: french, gr: greek, it: italian,
  bg: bulgarian, dk: danish, fi: finnish, hu: hungarian, id: indonesian, nl: dutch, no: norwegian,
  ro: romanian, rs: serbian, se: swedish, ua: ukrainian,
};

/** Whether a world's words are stemmed. */
export function hasStemmer(world: string): boolean {
  return Object.hasOwn(STEMMERS, world);
}

/**
 * Words shorter than this get no stem, in texts and in what is typed: a typed word of up to three
 * letters is matched as a prefix already, and leaving short words (und, les, και …) out keeps the
 * stems columns small.
 */
const MIN_STEMMED_WORD = 4;
/** Remembered stems per world; the cache starts over when full. */
const CACHE_LIMIT = 20_000;
const caches = new Map<string, Map<string, string>>();

/**
 * The stem of one folded word in the world's language (folded again, so that it is a single
 * token of the index); null for worlds without a stemmer. The stemmer sees the folded word, so a
 * word typed without accents has the same stem as the accented one.
 */
export function wordStem(world: string, folded: string): string | null {
  if (!hasStemmer(world)) return null;
  let cache = caches.get(world);
  if (!cache) caches.set(world, (cache = new Map()));
  const known = cache.get(folded);
  if (known !== undefined) return known;
  const stem = foldSearchText(stemOrWord(STEMMERS[world]!, folded)).replace(/[^\p{L}\p{N}]+/gu, '') || folded;
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(folded, stem);
  return stem;
}

/**
 * The stemmer's answer, or the word itself when the stemmer fails: the Bulgarian one writes into
 * its string for some endings (`работен`), which throws in strict code. A word without a stem is
 * still found as typed; a title must never fail to publish over it.
 */
function stemOrWord(stemmer: Stemmer, word: string): string {
  try {
    return stemmer(word);
  } catch {
    return word;
  }
}

const isNumber = (word: string) => /^\p{N}+$/u.test(word);

/** The distinct stems of a text's words (four letters or more, not numbers), in order. */
export function textStems(world: string, text: string, skip: ReadonlySet<string> = new Set()): string[] {
  if (!hasStemmer(world)) return [];
  const out = new Set<string>();
  for (const word of foldedWords(text)) {
    if (word.length < MIN_STEMMED_WORD || isNumber(word)) continue;
    const stem = wordStem(world, word);
    if (stem && !skip.has(stem)) out.add(stem);
  }
  return [...out];
}

/** What a material stores for search: the stems of its title, and those of its description not already in the title. */
export interface MaterialStems {
  title: string;
  body: string;
}

/**
 * The stems columns of a material (materials.stems_title, materials.stems_body). Each stem once:
 * the columns are only ever matched, never ranked by frequency, and a smaller index is a faster one.
 */
export function materialStems(world: string, title: string, description: string): MaterialStems {
  const titleStems = textStems(world, title);
  const bodyStems = textStems(world, description, new Set(titleStems));
  return { title: titleStems.join(' '), body: bodyStems.join(' ') };
}

/**
 * The stem a typed (folded) word is also searched by; null when the word is too short, the world
 * has no stemmer, or the stem is the word itself: stems begin the words they come from, so the
 * word's own prefix match already finds every text whose stems begin with it (docs/search.md,
 * "Word forms").
 */
export function queryStem(world: string, folded: string): string | null {
  if (folded.length < MIN_STEMMED_WORD || isNumber(folded)) return null;
  const stem = wordStem(world, folded);
  return stem === folded ? null : stem;
}
