import { describe, expect, it } from 'vitest';
import { gradeName, gradeSpan } from '../../../src/shared/grades';

describe('grades in each main world’s school system', () => {
  it('names a level as that country does', () => {
    expect(gradeName('de', 5)).toBe('Klasse 5');
    expect([1, 5, 6, 9, 10, 12].map((level) => gradeName('fr', level))).toEqual(['CP', 'CM2', '6e', '3e', '2de', 'Terminale']);
    expect([6, 7, 11].map((level) => gradeName('es', level))).toEqual(['6.º Primaria', '1.º ESO', '1.º Bachillerato']);
    expect([5, 6, 9].map((level) => gradeName('it', level))).toEqual(['5ª primaria', '1ª media', '1ª superiore']);
    expect([6, 7, 10].map((level) => gradeName('gr', level))).toEqual(['ΣΤ΄ Δημοτικού', 'Α΄ Γυμνασίου', 'Α΄ Λυκείου']);
  });

  it('joins a span within one stage and names both ends across stages', () => {
    expect(gradeSpan('de', 5, 7)).toBe('Klasse 5–7');
    expect(gradeSpan('fr', 2, 3)).toBe('CE1–CE2');
    expect(gradeSpan('es', 8, 10)).toBe('2.º–4.º ESO');
    expect(gradeSpan('es', 6, 7)).toBe('6.º Primaria – 1.º ESO');
    expect(gradeSpan('gr', 10, 10)).toBe('Α΄ Λυκείου');
  });

  it('leaves worlds without a table to the generic text', () => {
    expect(gradeName('pl', 5)).toBeNull();
    expect(gradeSpan('se', 1, 3)).toBeNull();
  });
});
