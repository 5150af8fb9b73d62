import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One form of address per language (docs/product-rules.md, "Worlds"): German, Spanish and Italian
 * say du / tú / tu, French and Greek the polite plural (vous, εσείς). Each list holds forms of
 * the other address that cannot mean anything else.
 */
const OTHER_FORM: Record<string, RegExp[]> = {
  de: [/\bIhr(e|en|em|er|es)?\s+(Konto|Kommentar|Antwort|Bewertung|Rückmeldung|Passwort|E-Mail|Warenkorb|Bestellung|Profil|Daten|Schule)\b/, /\bIhre\b/, /\bIhnen\b/, /\b([Kk]önnen|[Hh]aben|[Mm]öchten|[Ww]ählen|[Gg]eben|[Mm]elden|[Mm]üssen|[Ss]ind|[Ww]erden|[Ff]inden|[Ee]rhalten) Sie\b/, /\bSie (haben|können|möchten|müssen|sind)\b/, /\bBitte \p{L}+en Sie\b/u],
  es: [/\busted(es)?\b/i, /\b(Inicie|Introduzca|Elija|Seleccione|Compruebe|Haga|Escriba|Vuelva|Pruebe|Descargue|Regístrese|Acepte)\b/],
  it: [/(^|[^\p{L}])(Lei|La preghiamo|Inserisca|Scelga|Controlli|Acceda|Effettui|Riprovi|Scarichi)(?![\p{L}])/u],
  fr: [/(^|[^\p{L}])(tu|toi|ton|ta|tes|t’as|es-tu)(?![\p{L}’'])/u],
  gr: [/(^|[^\p{L}])(σου|σένα|εσύ|έχεις|μπορείς|θέλεις|Συνδέσου|Βρες|Δοκίμασε|Κατέβασε|Ακολούθησε|Ανακάλυψε)(?![\p{L}])/u],
};

const root = join(__dirname, '../../..');

function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => strings(inner, path ? `${path}.${key}` : key));
  return [];
}

function catalogueStrings(language: string): [string, string][] {
  const folder = join(root, 'locales', language);
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => strings(JSON.parse(readFileSync(join(folder, file), 'utf8')), file.replace(/\.json$/, ':')));
}

describe('one form of address per language', () => {
  it.each(Object.entries(OTHER_FORM))('%s never uses the other form', (language, patterns) => {
    const found = catalogueStrings(language).filter(([, text]) => patterns.some((pattern) => pattern.test(text)));
    expect(found).toEqual([]);
  });

  it('catches the other form when it is there', () => {
    const hits = (language: string, text: string) => (OTHER_FORM[language] ?? []).some((pattern) => pattern.test(text));
    expect(hits('de', 'Melden Sie sich an, um zu kommentieren.')).toBe(true);
    expect(hits('de', 'Ihr Konto')).toBe(true);
    expect(hits('de', 'Melde dich an, um zu kommentieren.')).toBe(false);
    expect(hits('de', 'Eure Schule hat gekauft. Ihr findet die Rechnung im Konto.')).toBe(false);
    expect(hits('gr', 'Το υπόλοιπό σου')).toBe(true);
    expect(hits('gr', 'Το υπόλοιπό σας')).toBe(false);
    expect(hits('fr', 'Connecte-toi pour commenter, ton avis compte.')).toBe(true);
    expect(hits('fr', 'Connectez-vous pour commenter.')).toBe(false);
    expect(hits('es', 'Inicie sesión')).toBe(true);
    expect(hits('it', 'La preghiamo di accedere')).toBe(true);
  });
});
