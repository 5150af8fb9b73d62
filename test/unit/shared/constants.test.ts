import { describe, expect, it } from 'vitest';
import {
  AB_TESTS,
  AB_TEST_NAMES,
  CONSENT_LANGUAGE_CODES,
  CURRENCY_SYMBOLS,
  TEST_MAP_MAX_ENTRIES,
  WHOLE_NUMBER_CURRENCIES,
  isAbTestActive,
} from '../../../src/shared/constants';
import { LANGUAGES, languageTag } from '../../../src/shared/worlds';

describe('constants that follow from one another', () => {
  it('the stored test map holds every A/B test, and stays under 10 entries', () => {
    expect(TEST_MAP_MAX_ENTRIES).toBeLessThan(10);
    expect(AB_TEST_NAMES.length).toBeLessThanOrEqual(TEST_MAP_MAX_ENTRIES);
  });

  it('has a symbol for every whole-number currency', () => {
    for (const currency of WHOLE_NUMBER_CURRENCIES) expect(CURRENCY_SYMBOLS[currency]).toBeDefined();
  });

  it('names exactly the consent languages that need a real language tag', () => {
    const retagged = LANGUAGES.filter((language) => language !== 'hi' && languageTag(language) !== language);
    expect([...retagged].sort()).toEqual([...CONSENT_LANGUAGE_CODES].sort());
  });
});

describe('A/B tests', () => {
  it('each has control A, at least one other variant, and active variants among its variants', () => {
    for (const name of AB_TEST_NAMES) {
      const test = AB_TESTS[name];
      expect(test.name).toBe(name);
      expect(test.defaultVariant).toBe('A');
      expect(test.variants).toContain('A');
      expect(test.variants.length).toBeGreaterThanOrEqual(2);
      for (const variant of test.activeVariants ?? []) expect(test.variants).toContain(variant);
    }
  });

  it('turns NAV on for variants C and D only', () => {
    expect(['A', 'B', 'C', 'D'].filter((variant) => isAbTestActive(AB_TESTS.NAV, variant))).toEqual(['C', 'D']);
  });

  it('turns AF on for variant C only', () => {
    expect(['A', 'B', 'C'].filter((variant) => isAbTestActive(AB_TESTS.AF, variant))).toEqual(['C']);
  });

  it('turns the other tests on for every variant but the control', () => {
    for (const name of ['PT', 'PG', 'PQ', 'SMB', 'RANK3', 'SAS', 'SS25'] as const) {
      expect(isAbTestActive(AB_TESTS[name], 'A')).toBe(false);
      expect(isAbTestActive(AB_TESTS[name], 'B')).toBe(true);
      expect(isAbTestActive(AB_TESTS[name], 'Z')).toBe(false);
    }
  });
});
