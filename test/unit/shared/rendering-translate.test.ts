import { describe, expect, it } from 'vitest';
import { createTranslator, renderingTranslate } from '../../../src/shared/i18n/translator';
import { CATALOGUE } from '../../../src/shared/i18n/catalogue.generated';
import type { Messages } from '../../../src/shared/i18n/catalogue-types';
import type { Language } from '../../../src/shared/worlds';

function keys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
}

const VARS = { name: 'Anna', title: 'Brüche', query: 'mathe', average: '4.5', page: 2, pages: 9, world: 'DE', materials: 3, followers: 7, category: 'Mathe', link: 'https://x', min: 8 };

describe('renderingTranslate', () => {
  it.each(['en', 'de', 'gr', 'pl'] as Language[])('answers exactly what i18next answers (%s)', (language) => {
    const i18n = createTranslator(language);
    const fast = renderingTranslate(i18n);
    for (const [area, messages] of Object.entries(CATALOGUE.en ?? {})) {
      for (const key of keys(messages as Messages).filter((k) => !/_(zero|one|two|few|many|other)$/.test(k))) {
        const full = `${area}:${key}`;
        expect(fast(full, VARS), full).toBe(i18n.t(full, VARS));
        expect(fast(full), full).toBe(i18n.t(full));
      }
    }
  });

  it.each(['en', 'de', 'gr', 'pl', 'cz', 'ua', 'jp', 'hr'] as Language[])('answers plural messages exactly as i18next does for every count (%s)', (language) => {
    const i18n = createTranslator(language);
    const fast = renderingTranslate(i18n);
    const pluralKeys = new Set<string>();
    for (const [area, messages] of Object.entries(CATALOGUE.en ?? {})) {
      for (const key of keys(messages as Messages)) {
        const base = /^(.*)_(zero|one|two|few|many|other)$/.exec(key)?.[1];
        if (base) pluralKeys.add(`${area}:${base}`);
      }
    }
    expect(pluralKeys.size).toBeGreaterThan(0);
    for (const full of pluralKeys) {
      for (const count of [0, 1, 2, 3, 4, 5, 11, 21, 22, 25, 101, 1000]) {
        expect(fast(full, { ...VARS, count }), `${full} ${count}`).toBe(i18n.t(full, { ...VARS, count }));
      }
    }
  });

  it('leaves a count that is not a number to i18next', () => {
    const i18n = createTranslator('de');
    const fast = renderingTranslate(i18n);
    expect(fast('search:count', { count: '3' })).toBe(i18n.t('search:count', { count: '3' }));
  });
});
