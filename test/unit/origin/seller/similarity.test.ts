import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bandKeys, estimatedJaccard, fingerprint, jaccard, signatureFromHex, signatureToHex, words } from '../../../../src/origin/domain/seller/similarity';

const LOREM = 'Die Bruchrechnung beginnt mit dem Teilen eines Ganzen in gleich große Teile. Wir kürzen und erweitern Brüche, vergleichen sie auf dem Zahlenstrahl und rechnen mit gemischten Zahlen. Jede Aufgabe hat eine Lösung am Ende des Heftes, damit die Kinder sich selbst kontrollieren können. Zum Schluss gibt es ein Rätsel für schnelle Rechner und eine Lernkontrolle.';
const OTHER = 'Photosynthese in der Sekundarstufe: Pflanzen wandeln Lichtenergie in chemische Energie um. Das Arbeitsblatt erklärt Chlorophyll, Spaltöffnungen und den Kreislauf von Kohlenstoffdioxid und Sauerstoff mit Versuchen zum Nachmachen im Schulgarten und einem Quiz am Ende jeder Stunde.';

function shared(a: Uint32Array, b: Uint32Array): number {
  const x = new Set(bandKeys(a));
  return bandKeys(b).filter((k) => x.has(k)).length;
}

describe('similarity fingerprints', () => {
  it('folds case, accents and ß', () => {
    expect(words('Große ÜBUNG, straße!')).toEqual(['grosse', 'ubung', 'strasse']);
  });
  it('finds a near copy by a shared band and leaves unrelated text alone', () => {
    const a = fingerprint(LOREM);
    const copy = fingerprint(`${LOREM.replace('Rätsel', 'Knobelrätsel')} Viel Spaß!`);
    const b = fingerprint(OTHER);
    if (!a || !copy || !b) throw new Error('no fingerprint');
    expect(estimatedJaccard(a.signature, copy.signature)).toBeGreaterThan(0.6);
    expect(shared(a.signature, copy.signature)).toBeGreaterThan(0);
    expect(estimatedJaccard(a.signature, b.signature)).toBeLessThan(0.1);
    expect(shared(a.signature, b.signature)).toBe(0);
  });
  it('gives no fingerprint for a text too short to compare', () => {
    expect(fingerprint('Arbeitsblatt Klasse 3')).toBeNull();
  });
  it('round-trips the signature through hex', () => {
    const a = fingerprint(LOREM);
    if (!a) throw new Error('no fingerprint');
    expect(signatureFromHex(signatureToHex(a.signature))).toEqual(a.signature);
    expect(signatureFromHex('zz')).toBeNull();
  });
  it('estimates the Jaccard similarity within 0.2 (property)', () => {
    const vocab = Array.from({ length: 60 }, (_, i) => `wort${i}`);
    const text = fc.array(fc.constantFrom(...vocab), { minLength: 40, maxLength: 120 }).map((w) => w.join(' '));
    fc.assert(
      fc.property(text, text, (a, b) => {
        const fa = fingerprint(a);
        const fb = fingerprint(b);
        if (!fa || !fb) return;
        expect(Math.abs(estimatedJaccard(fa.signature, fb.signature) - jaccard(a, b))).toBeLessThan(0.2);
      }),
      { numRuns: 200 },
    );
  });
});
