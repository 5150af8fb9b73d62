import { describe, expect, it } from 'vitest';
import { clientMessages, createTranslator, translatorFor } from '../../../src/shared/i18n/translator';
import { messagesTranslator } from '../../../src/shared/i18n/translate';
import { formatNumber } from '../../../src/shared/format';
import { CATALOGUE } from '../../../src/shared/i18n/catalogue.generated';
import type { Messages } from '../../../src/shared/i18n/catalogue-types';
import type { Area } from '../../../src/shared/i18n/areas';
import { languageTag, type Language } from '../../../src/shared/worlds';

function keys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
}

const VARS = { name: 'Anna', title: 'Brüche', query: 'mathe', average: '4.5', page: 2, pages: 9, world: 'DE', materials: 3, followers: 7, category: 'Mathe', link: 'https://x', min: 8 };
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const COUNTS = [0, 1, 2, 3, 4, 5, 11, 21, 22, 25, 101, 1000, 1.5];

const ENGLISH_AREAS = Object.entries(CATALOGUE.en ?? {}) as [Area, Messages][];

function pluralKeys(): Set<string> {
  const found = new Set<string>();
  for (const [area, messages] of ENGLISH_AREAS) {
    for (const key of keys(messages)) {
      const base = /^(.*)_(zero|one|two|few|many|other)$/.exec(key)?.[1];
      if (base) found.add(`${area}:${base}`);
    }
  }
  return found;
}

function languageHasPlural(language: Language, full: string): boolean {
  const [area = '', base = ''] = full.split(':');
  const messages = (CATALOGUE as Record<string, Record<string, Messages> | undefined>)[language]?.[area];
  return messages !== undefined && keys(messages).some((key) => key.startsWith(`${base}_`));
}

/** The browser's translator as the entry makes it: over the messages a page ships. */
function browserTranslator(language: Language) {
  return messagesTranslator(clientMessages(language, ENGLISH_AREAS.map(([area]) => area)), languageTag(language));
}

describe('one translator for edge and browser', () => {
  it.each(['en', 'de', 'gr', 'pl'] as Language[])('answers exactly what i18next answers (%s)', (language) => {
    const i18n = createTranslator(language);
    for (const t of [translatorFor(language), browserTranslator(language)]) {
      for (const [area, messages] of ENGLISH_AREAS) {
        for (const key of keys(messages).filter((k) => !PLURAL_SUFFIX.test(k))) {
          const full = `${area}:${key}`;
          expect(t(full, VARS), full).toBe(i18n.t(full, VARS));
          expect(t(full), full).toBe(i18n.t(full));
        }
      }
    }
  });

  it.each(['en', 'de', 'gr', 'pl', 'cz', 'ua', 'jp', 'hr'] as Language[])('picks plural forms exactly as i18next does for every count (%s)', (language) => {
    const i18n = createTranslator(language);
    const plurals = pluralKeys();
    expect(plurals.size).toBeGreaterThan(0);
    for (const t of [translatorFor(language), browserTranslator(language)]) {
      // A plural key the language lacks falls back to English text; i18next then picks by English
      // rules, ours by the language's, so only keys the language has are compared.
      for (const full of [...plurals].filter((key) => languageHasPlural(language, key))) {
        // i18next shows the count as written; ours in the language's number format (tested below).
        for (const count of COUNTS.filter((n) => formatNumber(n, languageTag(language)) === String(n))) {
          expect(t(full, { ...VARS, count }), `${full} ${count}`).toBe(i18n.t(full, { ...VARS, count }));
        }
      }
    }
  });

  it('uses the CLDR categories of the language, _zero for 0 when there is one, and _other for a missing form', () => {
    const messages = { common: { item_one: 'ein {{count}}', item_few: 'kilka {{count}}', item_many: 'wiele {{count}}', item_other: 'inne {{count}}' } };
    const polish = messagesTranslator(messages, 'pl');
    expect(polish('item', { count: 1 })).toBe('ein 1');
    expect(polish('item', { count: 3 })).toBe('kilka 3');
    expect(polish('item', { count: 5 })).toBe('wiele 5');
    expect(polish('item', { count: 1.5 })).toBe('inne 1,5');
    expect(polish('item', { count: 1235 })).toBe('wiele 1235');
    const german = messagesTranslator({ common: { item_one: '{{count}} Stern', item_other: '{{count}} Sterne' } }, 'de');
    expect(german('item', { count: 1 })).toBe('1 Stern');
    expect(german('item', { count: 12345 })).toBe('12.345 Sterne');
    expect(messagesTranslator({ common: { item_other: '{{count}} items' } }, 'en')('item', { count: 12345 })).toBe('12,345 items');
    const withZero = messagesTranslator({ common: { item_zero: 'keins', item_other: '{{count}} Stück' } }, 'de');
    expect(withZero('item', { count: 0 })).toBe('keins');
    expect(withZero('item', { count: 1 })).toBe('1 Stück');
  });

  it('answers the path for a missing key and leaves unknown placeholders as written', () => {
    const t = messagesTranslator({ common: { hello: 'Hallo {{name}} {{other}}' } }, 'de');
    expect(t('common:nothing.here')).toBe('nothing.here');
    expect(t('hello', { name: 'Ada' })).toBe('Hallo Ada {{other}}');
  });
});
