/**
 * Every world names its school types in its own language and spans them over its own school
 * system's grades (migration 0038; docs/product-rules.md, "Grades"); the menu, the search filters
 * and the breadcrumbs take the names from here and the grade names from `gradeName`.
 */
import { describe, expect, it } from 'vitest';
import { gradeName, gradeSpan } from '../../src/shared/grades';
import { MAIN_WORLDS, WORLDS } from '../../src/shared/worlds';
import { call } from './accounts';
import { createEdge, forgetEdgeCaches } from './harness';

interface MenuEntry {
  school_type: string;
  school_name: string;
  grades: number[];
}

async function menu(world: string): Promise<MenuEntry[]> {
  const response = await call(`v3/mega-menu/get-subjects?world=${world}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: MenuEntry[] }).data;
}

/** The English names every further world showed before it had its own. */
const ENGLISH = ['Preschool', 'Primary school', 'Lower secondary', 'Lower secondary (academic)', 'Upper secondary', 'Vocational school', 'Special needs education', 'Adult education'];

/** A name each world must show for its primary school type (what a teacher there calls it). */
const PRIMARY: Record<string, RegExp> = {
  pl: /Edukacja wczesnoszkolna/, se: /Lågstadiet/, bg: /Начален етап/, cn: /^小学$/, jp: /^小学校$/, kr: /^초등학교$/,
  th: /ประถมศึกษา/, hi: /प्राथमिक/, ua: /Початкова школа/, nl: /Basisschool/, cz: /První stupeň ZŠ/, no: /Barneskole/,
};

describe('school types and grades of every world', () => {
  for (const world of WORLDS) {
    it(`${world}: every school type has a name in the world's language and grades of its system`, async () => {
      const entries = await menu(world);
      expect(entries.map((e) => e.school_type)).toEqual(['kita', 'grundschule', 'sek1-mittel', 'sek1-gym', 'sek2', 'berufsschule', 'foerder', 'erwachsene']);
      for (const entry of entries) {
        expect(entry.school_name, entry.school_type).not.toBe(entry.school_type);
        if (!(MAIN_WORLDS as readonly string[]).includes(world)) expect(ENGLISH, `${world} ${entry.school_type}: ${entry.school_name}`).not.toContain(entry.school_name);
        expect(entry.grades.length, `${world} ${entry.school_type}`).toBeGreaterThan(0);
        for (const level of entry.grades) expect(gradeName(world, level), `${world} level ${level}`).toBeTruthy();
      }
      const primary = entries.find((e) => e.school_type === 'grundschule');
      if (PRIMARY[world]) expect(primary?.school_name).toMatch(PRIMARY[world]);
    });
  }

  it('the spans follow each country: Polish primary 1–3, Swedish upper secondary gymnasiet år 1–3, Japanese 中学校 中学1〜3年', async () => {
    const span = (entries: MenuEntry[], type: string) => entries.find((e) => e.school_type === type)?.grades;
    const pl = await menu('pl');
    expect(span(pl, 'grundschule')).toEqual([1, 2, 3]);
    expect(span(pl, 'sek2')?.map((l) => gradeName('pl', l))).toEqual(['klasa 1 liceum', 'klasa 2 liceum', 'klasa 3 liceum', 'klasa 4 liceum']);
    const se = await menu('se');
    const gymnasiet = span(se, 'sek2') ?? [];
    expect(gradeSpan('se', gymnasiet[0] ?? 0, gymnasiet.at(-1) ?? 0)).toBe('gymnasiet år 1–3');
    const jp = await menu('jp');
    const chugakko = span(jp, 'sek1-mittel') ?? [];
    expect(gradeSpan('jp', chugakko[0] ?? 0, chugakko.at(-1) ?? 0)).toBe('中学1〜3年');
  });
});

describe('search filters name school types and grades in the world language', () => {
  const cases: [world: string, schoolType: string, grade: number, expectSchool: string, expectGrade: string][] = [
    ['pl', 'grundschule', 2, 'Edukacja wczesnoszkolna (klasy 1–3)', 'klasa 2'],
    ['se', 'sek2', 11, 'Gymnasieskolan – högskoleförberedande program', 'gymnasiet år 2'],
    ['jp', 'sek1-mittel', 8, '中学校', '中学2年'],
    ['bg', 'grundschule', 3, 'Начален етап', '3. клас'],
    ['th', 'grundschule', 4, 'ประถมศึกษา', 'ป.4'],
  ];
  for (const [world, schoolType, grade, school, gradeText] of cases) {
    it(`/${world}: the active filters read "${school}" and "${gradeText}"`, async () => {
      forgetEdgeCaches();
      const response = await createEdge().request(`/${world}/search-results?school_type=${schoolType}&grade=${grade}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(school);
      expect(html).toContain(gradeText);
      expect(html).not.toContain('Primary school');
    });
  }
});
