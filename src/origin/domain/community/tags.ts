import { TAG_NAME_MAX, TAG_NAME_MIN } from '../../../shared/schemas/community';

/**
 * The slug of a tag: lower case, diacritics folded (ß → ss), any run of characters other than
 * letters and digits (of any script) turned into one hyphen, no hyphens at either end.
 */
export function tagSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** How a tag name is shown: inner white space collapsed, ends trimmed. */
function tagDisplayName(name: string): string {
  return name.replace(/\s+/g, ' ').trim();
}

export interface NormalisedTag {
  slug: string;
  name: string;
}

export type TagProblem = { index: number; reason: 'too_short' | 'too_long' | 'no_letters' };

/**
 * The tags a material gets from what its author typed: in order, duplicates by slug dropped
 * (the first spelling wins). A name whose slug is empty or shorter than the minimum is a problem.
 */
export function normaliseTags(names: readonly string[]): { tags: NormalisedTag[]; problems: TagProblem[] } {
  const tags: NormalisedTag[] = [];
  const problems: TagProblem[] = [];
  const seen = new Set<string>();
  names.forEach((raw, index) => {
    const name = tagDisplayName(raw);
    if (name.length < TAG_NAME_MIN) return problems.push({ index, reason: 'too_short' });
    if (name.length > TAG_NAME_MAX) return problems.push({ index, reason: 'too_long' });
    const slug = tagSlug(name);
    if (slug.length === 0) return problems.push({ index, reason: 'no_letters' });
    if (slug.length < TAG_NAME_MIN) return problems.push({ index, reason: 'too_short' });
    if (!seen.has(slug)) {
      seen.add(slug);
      tags.push({ slug, name });
    }
    return undefined;
  });
  return { tags, problems };
}
