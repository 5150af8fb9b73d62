import { describe, expect, it } from 'vitest';
import * as constants from '../../../src/shared/constants';
import { AB_TESTS, AB_TEST_NAMES, CONSENT_LANGUAGE_CODES, CURRENCY_SYMBOLS, isAbTestActive } from '../../../src/shared/constants';
import { LANGUAGES, languageTag } from '../../../src/shared/worlds';

describe('spec §9 constants', () => {
  it('have the spec values', () => {
    expect(constants).toMatchObject({
      WISHLIST_PAGE_SIZE: 200,
      FOLDER_PAGE_SIZE: 200,
      COUNTRY_COOKIE_MAX_AGE_SECONDS: 31_536_000,
      COOKIE_DEFAULT_MAX_AGE_SECONDS: 2_592_000,
      SOCKET_HEARTBEAT_MS: 30_000,
      SOCKET_RECONNECT_INITIAL_DELAY_MS: 2_000,
      SOCKET_RECONNECT_STEP_MS: 1_000,
      SOCKET_NO_RECONNECT_REASON: 'no_reconnect',
      SOCKET_DISPATCH_INTERVAL_MS: 100,
      FOLDER_SUCCESS_MESSAGE_MS: 8_000,
      PERSONALISATION_POPUP_DELAY_MS: 10_000,
      CONSENT_POLL_INTERVAL_MS: 1_000,
      CONSENT_POLL_MAX_TRIES: 10,
      TOUR_TRIGGER_DELAY_MS: 200,
      WRONG_ACCOUNT_LOGOUT_DELAY_MS: 1_000,
      NEW_MATERIAL_DAYS: 14,
      PREVIEW_IMAGE_MAX_HEIGHT: 500,
      HEADER_AVATAR: { width: 32, height: 32, quality: 95 },
      AUTHOR_IMAGE_HEIGHT: 200,
      PROFILE_BACKGROUND: { maxWidth: 1200, height: 204, quality: 80 },
      ERROR_REPORTING_SAMPLE_RATE: 0.1,
      TEST_SEGMENT_SLOTS: 15,
      SLOW_REQUEST_REPORT_MS: 3_000,
      UNAUTHORIZED_RETRY_CAP: 5,
      CHUNK_LOAD_TIMEOUT_MS: 120_000,
      DEFAULT_HTTP_TIMEOUT_MS: null,
      STARTUP_TIMER_MS: 15_000,
      STARTUP_TIMER_VALUE: 200,
      DEFAULT_AUTHOR_NAME: 'Autor',
    });
  });

  it('keeps the stored test map under 10 entries', () => {
    expect(constants.TEST_MAP_MAX_ENTRIES).toBeLessThan(10);
    expect(constants.TEST_MAP_MAX_ENTRIES).toBe(9);
  });

  it('lists the catalogue vocabularies', () => {
    expect(constants.WHOLE_NUMBER_CURRENCIES).toEqual(['ARS', 'COP', 'GTQ', 'CLP', 'MXN']);
    expect(constants.FILTER_KEYS).toEqual(['class_grade', 'learning_years', 'material_type', 'subject']);
    expect(constants.SCHOOL_TYPES).toEqual([
      'alle', 'kita', 'grundschule', 'sek1-mittel', 'sek1-gym', 'sek2', 'berufsschule', 'foerder', 'erwachsene',
    ]);
    expect(constants.SCHOOL_TYPE_GROUPS).toEqual(['ground', 'secondary']);
    expect(constants.SPANISH_TEXT_LANGUAGES.map((language) => language.code)).toEqual(['es', 'ca', 'eu', 'gl', '']);
    expect(constants.SPANISH_TEXT_LANGUAGES.slice(0, 4).map((language) => language.label)).toEqual([
      'Español', 'Català', 'Euskara', 'Galego',
    ]);
  });

  it('maps about 35 currencies to their symbols', () => {
    expect(Object.keys(CURRENCY_SYMBOLS)).toHaveLength(35);
    expect(CURRENCY_SYMBOLS).toMatchObject({ EUR: '€', USD: '$', GBP: '£', PLN: 'zł', CZK: 'Kč', BRL: 'R$', ZAR: 'R' });
    for (const currency of constants.WHOLE_NUMBER_CURRENCIES) expect(CURRENCY_SYMBOLS[currency]).toBeDefined();
  });

  it('names exactly the consent languages that need a real language tag', () => {
    expect([...CONSENT_LANGUAGE_CODES].sort()).toEqual(['cn', 'cz', 'dk', 'gr', 'jp', 'kr', 'kz', 'my', 'rs', 'se', 'ua']);
    const retagged = LANGUAGES.filter((language) => language !== 'hi' && languageTag(language) !== language);
    expect([...retagged].sort()).toEqual([...CONSENT_LANGUAGE_CODES].sort());
  });
});

describe('A/B tests', () => {
  it('are the nine named tests, each with control A', () => {
    expect(AB_TEST_NAMES).toEqual(['PT', 'PG', 'PQ', 'SMB', 'NAV', 'RANK3', 'AF', 'SAS', 'SS25']);
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
