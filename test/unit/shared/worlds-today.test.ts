/**
 * Every world's currency and VAT rate as they are on 2026-11-25 (docs/worlds.md lists the sources).
 */
import { describe, expect, it } from 'vitest';
import { vatRateFor } from '../../../src/origin/domain/commerce/vat';
import { currencyForCountry } from '../../../src/shared/countries';
import { REFERRAL_AMOUNTS } from '../../../src/shared/referrals';
import { WORLDS, worldCountry, worldCurrency, type World } from '../../../src/shared/worlds';

const TODAY = new Date('2026-11-25T12:00:00Z');

/** Currency and standard VAT rate (bp; null: outside the EU, no EU VAT) of each world's country. */
const FACTS: Record<World, [currency: string, vatBp: number | null]> = {
  de: ['EUR', 1900], es: ['EUR', 2100], fr: ['EUR', 2000], gr: ['EUR', 2400], it: ['EUR', 2200],
  bg: ['EUR', 2000], cn: ['CNY', null], cz: ['CZK', 2100], dk: ['DKK', 2500], fi: ['EUR', 2550],
  hi: ['INR', null], hr: ['EUR', 2500], hu: ['HUF', 2700], id: ['IDR', null], jp: ['JPY', null],
  kr: ['KRW', null], kz: ['KZT', null], my: ['MYR', null], nl: ['EUR', 2100], no: ['NOK', null],
  pl: ['PLN', 2300], ro: ['RON', 2100], rs: ['RSD', null], se: ['SEK', 2500], sk: ['EUR', 2300],
  th: ['THB', null], ua: ['UAH', null],
};

describe('worlds as they are today', () => {
  it('the bg world charges the euro since Bulgaria adopted it on 2026-01-01', () => {
    expect(worldCurrency('bg')).toBe('EUR');
    expect(currencyForCountry('BG')).toBe('EUR');
  });

  for (const world of WORLDS) {
    const [currency, vatBp] = FACTS[world];
    it(`${world}: charges ${currency}, VAT ${vatBp === null ? 'none (outside the EU)' : `${vatBp / 100} %`}`, () => {
      expect(worldCurrency(world)).toBe(currency);
      expect(currencyForCountry(worldCountry(world))).toBe(currency);
      expect(vatRateFor(worldCountry(world), TODAY)).toBe(vatBp);
      expect(REFERRAL_AMOUNTS[currency], 'referral amounts in the world currency').toBeDefined();
    });
  }

  it('a Bulgarian sale before and after the switch keeps the 20 % rate', () => {
    expect(vatRateFor('BG', new Date('2025-12-31T23:00:00Z'))).toBe(2000);
    expect(vatRateFor('BG', new Date('2026-01-01T00:00:00Z'))).toBe(2000);
  });
});
