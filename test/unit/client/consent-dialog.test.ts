import { describe, expect, it } from 'vitest';
import { CONSENT_POLL_MS, CONSENT_POLL_TRIES, consentRequired, pollUntil } from '../../../src/client/consent-requests';
import { CONSENT_TEXT_KEYS, loadConsentTexts } from '../../../src/client/consent-texts';
import { CONSENT_LANGUAGE_CODES } from '../../../src/shared/constants';
import { isKreideApp } from '../../../src/shared/agents';
import { LANGUAGES } from '../../../src/shared/worlds';
import { CATALOGUE } from '../../../src/shared/i18n/catalogue.generated';
import type { Messages } from '../../../src/shared/i18n/catalogue-types';

const BROWSER = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

describe('when the cookie dialog opens', () => {
  it('opens without a valid stored choice, not with one, and never by itself in the app', () => {
    expect(consentRequired('', BROWSER)).toBe(true);
    expect(consentRequired('kreide_consent=garbage', BROWSER)).toBe(true);
    expect(consentRequired('kreide_consent=0.s1.m1', BROWSER)).toBe(true);
    expect(consentRequired('kreide_consent=1.s0.m0', BROWSER)).toBe(false);
    expect(consentRequired('', `${BROWSER} KreideApp/3.2.0`)).toBe(false);
    expect(isKreideApp('KreideAppendix/1')).toBe(false);
  });

  it('polls every second and gives up after ten tries', () => {
    const runs: { run: () => void; ms: number }[] = [];
    let stopped = 0;
    const schedule = { every: (run: () => void, ms: number) => runs.push({ run, ms }), stop: () => void (stopped += 1) };
    let checks = 0;
    let opened = false;
    pollUntil(() => (checks += 1) > 100, () => (opened = true), schedule);
    expect(runs[0]?.ms).toBe(CONSENT_POLL_MS);
    for (let i = 0; i < 15 && stopped === 0; i++) runs[0]?.run();
    expect(checks).toBe(CONSENT_POLL_TRIES);
    expect(stopped).toBe(1);
    expect(opened).toBe(false);
  });

  it('opens at the first try that finds the page ready', () => {
    let ready = false;
    let opened = 0;
    const runs: (() => void)[] = [];
    pollUntil(() => ready, () => (opened += 1), { every: (run) => runs.push(run), stop: () => undefined });
    runs[0]?.();
    runs[0]?.();
    ready = true;
    runs[0]?.();
    expect(opened).toBe(1);
  });
});

describe('the dialog’s language', () => {
  const loaders = Object.fromEntries(Object.entries(CATALOGUE).map(([language, areas]) => [language, () => Promise.resolve({ default: (areas as Record<string, Messages>).footer ?? {} })]));

  it('says every text in each language', async () => {
    for (const language of LANGUAGES) {
      const { text } = await loadConsentTexts(language, loaders, (code) => code);
      for (const key of CONSENT_TEXT_KEYS) expect(text(key), `${language} ${key}`).not.toBe(key);
    }
  });

  it('names the real language tag (gr → el), and English where a world has no texts of its own', async () => {
    expect((await loadConsentTexts('gr', loaders, (code) => code)).lang).toBe('el');
    expect((await loadConsentTexts('de', loaders, (code) => code)).lang).toBe('de');
    expect((await loadConsentTexts('cz', loaders, (code) => code)).lang).toBe('cs');
    // A language without all the dialog's texts speaks English, whole.
    const withoutCzech = { ...loaders, cz: () => Promise.resolve({ default: {} }) };
    const czech = await loadConsentTexts('cz', withoutCzech, (code) => code);
    expect(czech.lang).toBe('en');
    expect(czech.text('rejectAll')).toBe('Reject all');
  });

  it('maps every consent language code to a tag of its own', async () => {
    const { languageTag } = await import('../../../src/shared/worlds');
    for (const code of CONSENT_LANGUAGE_CODES) expect(languageTag(code), code).not.toBe(code);
  });
});
