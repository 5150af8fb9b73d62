/**
 * Every further world names its subjects in its own language and script, as its teachers call the
 * school subjects (migration 0039); the menu, the search filters and the subject pages take the
 * titles from the `subjects` table.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAIN_WORLDS, WORLDS } from '../../src/shared/worlds';
import { FIXTURE } from './fixtures';
import { createEdge, forgetEdgeCaches } from './harness';

const FURTHER_WORLDS = WORLDS.filter((w) => !(MAIN_WORLDS as readonly string[]).includes(w));

/** The English titles every further world showed before it had its own (migration 0002). */
const ENGLISH: Record<string, string> = {
  mathematics: 'Mathematics',
  english: 'English',
  biology: 'Biology',
  chemistry: 'Chemistry',
  physics: 'Physics',
  history: 'History',
  geography: 'Geography',
  art: 'Art',
  music: 'Music',
  'physical-education': 'Physical Education',
  'computer-science': 'Computer Science',
  'early-years': 'Early Years',
  'special-needs': 'Special Needs',
};

/** Each world's own language as a subject: its slug and its English title in 0002. */
const LANGUAGE_SUBJECT: Record<string, [slug: string, english: string]> = {
  bg: ['bulgarian', 'Bulgarian'], cn: ['chinese', 'Chinese'], cz: ['czech', 'Czech'], dk: ['danish', 'Danish'],
  fi: ['finnish', 'Finnish'], hi: ['hindi', 'Hindi'], hr: ['croatian', 'Croatian'], hu: ['hungarian', 'Hungarian'],
  id: ['indonesian', 'Indonesian'], jp: ['japanese', 'Japanese'], kr: ['korean', 'Korean'], kz: ['kazakh', 'Kazakh'],
  my: ['malay', 'Malay'], nl: ['dutch', 'Dutch'], no: ['norwegian', 'Norwegian'], pl: ['polish', 'Polish'],
  ro: ['romanian', 'Romanian'], rs: ['serbian', 'Serbian'], se: ['swedish', 'Swedish'], sk: ['slovak', 'Slovak'],
  th: ['thai', 'Thai'], ua: ['ukrainian', 'Ukrainian'],
};

/**
 * `world/slug` whose title the language really writes as English does. Empty today: every
 * further world's word differs (Musik, Historia, Fizika …). Add an entry only with a reason.
 */
const SAME_AS_ENGLISH = new Set<string>([]);

/** The script a world's titles are written in, where it is not the Latin alphabet. */
const SCRIPT: Record<string, RegExp> = {
  bg: /^[\p{Script=Cyrillic}\s]+$/u, rs: /^[\p{Script=Cyrillic}\s]+$/u, ua: /^[\p{Script=Cyrillic}\s]+$/u, kz: /^[\p{Script=Cyrillic}\s]+$/u,
  cn: /^\p{Script=Han}+$/u, jp: /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}・]+$/u, kr: /^\p{Script=Hangul}+$/u,
  th: /^\p{Script=Thai}+$/u, hi: /^[\p{Script=Devanagari}\s-]+$/u,
};

describe('subject names of every further world', () => {
  for (const world of FURTHER_WORLDS) {
    it(`${world}: every subject is named in the world's language, none in English`, async () => {
      const { results } = await env.DB.prepare('SELECT slug, title FROM subjects WHERE world = ? ORDER BY slug').bind(world).all<{ slug: string; title: string }>();
      const language = LANGUAGE_SUBJECT[world];
      expect(language, world).toBeDefined();
      const english: Record<string, string> = { ...ENGLISH, [language?.[0] ?? '']: language?.[1] ?? '' };
      expect(results.map((r) => r.slug).sort()).toEqual(Object.keys(english).sort());
      for (const { slug, title } of results) {
        expect(title.trim(), `${world} ${slug}`).not.toBe('');
        if (!SAME_AS_ENGLISH.has(`${world}/${slug}`)) expect(title.toLowerCase(), `${world} ${slug}: ${title}`).not.toBe(english[slug]?.toLowerCase());
        if (SCRIPT[world]) expect(title, `${world} ${slug}`).toMatch(SCRIPT[world]);
      }
    });
  }
});

describe('the search page names subjects in the world language', () => {
  // Subject ids follow 0002's scheme: world position × 100 + 1 for mathematics (pl 21, jp 15).
  const cases: [world: string, subjectId: number, expectTitle: string][] = [
    ['pl', 2101, 'Matematyka'],
    ['jp', 1501, '算数・数学'],
  ];

  beforeAll(async () => {
    const now = new Date().toISOString();
    for (const [world, subjectId] of cases) {
      await env.DB.prepare(
        `INSERT INTO materials (world, author_id, slug, title, description, school_type, subject_id, material_type, grade_from, grade_to, price, currency, created_at)
         VALUES (?1, ?2, ?3, 'Test 1', 'Test', 'grundschule', ?4, 'worksheet', 2, 2, 0, (SELECT currency FROM worlds WHERE code = ?1), ?5)`,
      ).bind(world, FIXTURE.authorDe.id, `subject-names-${world}`, subjectId, now).run();
      // The menu the facet labels come from may be cached from before the material existed.
      await env.ORIGIN_CACHE.delete(`mega-menu:${world}`);
      await env.EDGE_CACHE.delete(`mega-menu:${world}`);
    }
  });

  for (const [world, subjectId, title] of cases) {
    it(`/${world}: the subject facet and the active filter read "${title}"`, async () => {
      forgetEdgeCaches();
      const response = await createEdge().request(`/${world}/search-results?subject=${subjectId}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(title);
      expect(html).not.toContain('Mathematics');
    });
  }
});
