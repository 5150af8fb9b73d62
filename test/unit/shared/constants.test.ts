import { describe, expect, it } from 'vitest';
import { CONSENT_LANGUAGE_CODES, CURRENCY_SYMBOLS, TEST_MAP_MAX_ENTRIES, WHOLE_NUMBER_CURRENCIES } from '../../../src/shared/constants';
import { LANGUAGES, languageTag } from '../../../src/shared/worlds';

describe('constants that follow from one another', () => {
  it('the stored test map stays under 10 entries', () => {
    expect(TEST_MAP_MAX_ENTRIES).toBeLessThan(10);
  });

  it('has a symbol for every whole-number currency', () => {
    for (const currency of WHOLE_NUMBER_CURRENCIES) expect(CURRENCY_SYMBOLS[currency]).toBeDefined();
  });

  it('names exactly the consent languages that need a real language tag', () => {
    const retagged = LANGUAGES.filter((language) => language !== 'hi' && languageTag(language) !== language);
    expect([...retagged].sort()).toEqual([...CONSENT_LANGUAGE_CODES].sort());
  });
});
