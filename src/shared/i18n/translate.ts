import { formatNumber } from '../number-format';
import type { Messages } from './catalogue-types';

/**
 * How pages and islands ask for a text, on the edge and in the browser alike: `area:key.path`,
 * with `{{name}}` values, and `count` picking the plural form (`key_one`, `key_other`, … as
 * i18next names them). Plain ECMAScript only (Intl.PluralRules), so the browser ships no i18next.
 */
export type Translate = (key: string, vars?: Record<string, string | number>) => string;

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** Plural rules per language tag, made once. */
const pluralRules = new Map<string, Intl.PluralRules>();

function rulesFor(languageTag: string): Intl.PluralRules {
  let rules = pluralRules.get(languageTag);
  if (!rules) {
    rules = new Intl.PluralRules(languageTag);
    pluralRules.set(languageTag, rules);
  }
  return rules;
}

function lookup(messages: Readonly<Record<string, Messages>>, area: string, path: string): string | undefined {
  let node: string | Messages | undefined = messages[area];
  for (const part of path.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/** `{{name}}` replaced by its value; a name without a value stays as written (as i18next leaves it). */
function interpolate(template: string, vars: Readonly<Record<string, string | number>> | undefined): string {
  if (!vars) return template;
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/**
 * A translator over messages that already hold their fallbacks (English filled in, see
 * `clientMessages`). With a numeric `count`, the CLDR plural category of `languageTag` picks the
 * form and is shown in the language's number format; `_zero` wins for 0 when the catalogue has one, and `_other` stands in for a missing form,
 * as in i18next. A key that is not there answers its path.
 */
export function messagesTranslator(messages: Readonly<Record<string, Messages>>, languageTag: string, defaultArea = 'common'): Translate {
  return (key, vars) => {
    const colon = key.indexOf(':');
    const area = colon < 0 ? defaultArea : key.slice(0, colon);
    const path = colon < 0 ? key : key.slice(colon + 1);
    const count = vars?.count;
    let template: string | undefined;
    if (typeof count === 'number' && Number.isFinite(count)) {
      template =
        (count === 0 ? lookup(messages, area, `${path}_zero`) : undefined) ??
        lookup(messages, area, `${path}_${rulesFor(languageTag).select(count)}`) ??
        lookup(messages, area, `${path}_other`);
    }
    template ??= lookup(messages, area, path);
    if (template === undefined) return path;
    // The count is shown as the language writes numbers (`1.234` in de); other values as they came.
    return interpolate(template, typeof count === 'number' && Number.isFinite(count) ? { ...vars, count: formatNumber(count, languageTag) } : vars);
  };
}
