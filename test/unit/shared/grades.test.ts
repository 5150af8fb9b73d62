import { describe, expect, it } from 'vitest';
import { gradeName, gradeSpan } from '../../../src/shared/grades';
import { WORLDS } from '../../../src/shared/worlds';

const LEVELS = Array.from({ length: 14 }, (_, level) => level);

describe('grades in each world’s school system', () => {
  it('names a level as that country does', () => {
    expect(gradeName('de', 5)).toBe('Klasse 5');
    expect([1, 5, 6, 9, 10, 12].map((level) => gradeName('fr', level))).toEqual(['CP', 'CM2', '6e', '3e', '2de', 'Terminale']);
    expect([6, 7, 11].map((level) => gradeName('es', level))).toEqual(['6.º Primaria', '1.º ESO', '1.º Bachillerato']);
    expect([5, 6, 9].map((level) => gradeName('it', level))).toEqual(['5ª primaria', '1ª media', '1ª superiore']);
    expect([6, 7, 10].map((level) => gradeName('gr', level))).toEqual(['ΣΤ΄ Δημοτικού', 'Α΄ Γυμνασίου', 'Α΄ Λυκείου']);
  });

  it('names the further worlds’ levels in their own language and stages', () => {
    const known: Record<string, Record<number, string>> = {
      bg: { 1: '1. клас', 12: '12. клас' },
      cn: { 1: '一年级', 6: '六年级', 7: '初一', 9: '初三', 10: '高一', 12: '高三' },
      cz: { 1: '1. třída', 9: '9. třída', 10: '1. ročník SŠ', 13: '4. ročník SŠ' },
      dk: { 0: '0. klasse', 1: '1. klasse', 10: '10. klasse', 11: '1.g', 13: '3.g' },
      fi: { 1: '1. luokka', 9: '9. luokka', 10: 'lukion 1. vuosi' },
      hi: { 1: 'कक्षा 1', 12: 'कक्षा 12' },
      hr: { 1: '1. razred', 8: '8. razred', 9: '1. razred srednje škole' },
      hu: { 1: '1. osztály', 9: '9. osztály' },
      id: { 1: 'Kelas 1 SD', 7: 'Kelas 7 SMP', 10: 'Kelas 10 SMA' },
      jp: { 1: '小学1年', 6: '小学6年', 7: '中学1年', 10: '高校1年', 12: '高校3年' },
      kr: { 1: '초등학교 1학년', 7: '중학교 1학년', 10: '고등학교 1학년' },
      kz: { 1: '1-сынып', 11: '11-сынып' },
      my: { 1: 'Tahun 1', 6: 'Tahun 6', 7: 'Tingkatan 1', 11: 'Tingkatan 5', 12: 'Tingkatan 6 Rendah', 13: 'Tingkatan 6 Atas' },
      nl: { 0: 'groep 1–2', 1: 'groep 3', 6: 'groep 8', 7: 'klas 1', 12: 'klas 6' },
      no: { 1: '1. trinn', 10: '10. trinn', 11: 'Vg1', 13: 'Vg3' },
      pl: { 1: 'klasa 1', 8: 'klasa 8', 9: 'klasa 1 liceum', 12: 'klasa 4 liceum' },
      ro: { 0: 'clasa pregătitoare', 1: 'clasa I', 2: 'clasa a II-a', 12: 'clasa a XII-a' },
      rs: { 1: '1. разред', 8: '8. разред', 9: '1. разред средње школе' },
      se: { 0: 'Förskoleklass', 1: 'årskurs 1', 9: 'årskurs 9', 10: 'gymnasiet år 1' },
      sk: { 1: '1. ročník', 9: '9. ročník', 10: '1. ročník SŠ' },
      th: { 1: 'ป.1', 6: 'ป.6', 7: 'ม.1', 12: 'ม.6' },
      ua: { 1: '1 клас', 11: '11 клас' },
    };
    for (const [world, names] of Object.entries(known)) {
      for (const [level, name] of Object.entries(names)) expect(gradeName(world, Number(level)), `${world} ${level}`).toBe(name);
    }
  });

  it('names every level 0–13 of every world, each differently', () => {
    for (const world of WORLDS) {
      const names = LEVELS.map((level) => gradeName(world, level));
      for (const [level, name] of names.entries()) expect(name?.trim(), `${world} ${level}`).toBeTruthy();
      expect(new Set(names).size, `${world} names ${names.join(', ')}`).toBe(LEVELS.length);
    }
  });

  it('joins a span within one stage and names both ends across stages', () => {
    expect(gradeSpan('de', 5, 7)).toBe('Klasse 5–7');
    expect(gradeSpan('fr', 2, 3)).toBe('CE1–CE2');
    expect(gradeSpan('es', 8, 10)).toBe('2.º–4.º ESO');
    expect(gradeSpan('es', 6, 7)).toBe('6.º Primaria – 1.º ESO');
    expect(gradeSpan('gr', 10, 10)).toBe('Α΄ Λυκείου');
    expect(gradeSpan('pl', 1, 3)).toBe('klasa 1–3');
    expect(gradeSpan('pl', 8, 9)).toBe('klasa 8 – klasa 1 liceum');
    expect(gradeSpan('nl', 5, 8)).toBe('groep 7 – klas 2');
    expect(gradeSpan('fi', 1, 6)).toBe('1.–6. luokka');
    expect(gradeSpan('jp', 1, 3)).toBe('小学1〜3年');
    expect(gradeSpan('jp', 6, 7)).toBe('小学6年〜中学1年');
    expect(gradeSpan('kr', 4, 6)).toBe('초등학교 4~6학년');
    expect(gradeSpan('cn', 1, 3)).toBe('一至三年级');
    expect(gradeSpan('cn', 7, 9)).toBe('初一至初三');
    expect(gradeSpan('ro', 5, 8)).toBe('clasele V–VIII');
    expect(gradeSpan('ro', 0, 1)).toBe('clasa pregătitoare – clasa I');
    expect(gradeSpan('th', 4, 9)).toBe('ป.4 – ม.3');
    expect(gradeSpan('se', 10, 13)).toBe('gymnasiet år 1 – Eftergymnasial');
  });

  it('gives every span of every world both ends’ names or one joined name', () => {
    for (const world of WORLDS) {
      for (const from of LEVELS) {
        for (const to of LEVELS.filter((level) => level > from)) {
          const span = gradeSpan(world, from, to) ?? '';
          expect(span, `${world} ${from}–${to}`).not.toBe(gradeName(world, from));
          expect(span, `${world} ${from}–${to}`).toMatch(/[–〜~至]/);
        }
      }
    }
  });

  it('has no table for a world that is not one', () => {
    expect(gradeName('xx', 5)).toBeNull();
    expect(gradeSpan('xx', 1, 3)).toBeNull();
  });
});
