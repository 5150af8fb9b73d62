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

  it('leaves plural messages to i18next', () => {
    const i18n = createTranslator('de');
    const fast = renderingTranslate(i18n);
    expect(fast('search:count', { count: 1 })).toBe(i18n.t('search:count', { count: 1 }));
    expect(fast('search:count', { count: 5 })).toBe(i18n.t('search:count', { count: 5 }));
  });
});
