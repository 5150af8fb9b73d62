/**
 * Every further world names its subjects in its own language and script, as its teachers call the
 * school subjects (migration 0039); the menu, the search filters and the subject pages take the
 * titles from the `subjects` table. The same holds for the 13 material types (migration 0040,
 * table `material_types`).
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
  // jp: the long-vowel mark ー (ワークシート) is Script=Common; kr: words are spaced (묶음 자료).
  cn: /^\p{Script=Han}+$/u, jp: /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}・ー]+$/u, kr: /^[\p{Script=Hangul}\s]+$/u,
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

/** The English titles every further world showed for its material types before 0040 (migration 0002). */
const ENGLISH_TYPES: Record<string, string> = {
  worksheet: 'Worksheet',
  'lesson-plan': 'Lesson plan',
  unit: 'Teaching unit',
  presentation: 'Presentation',
  test: 'Test',
  game: 'Educational game',
  interactive: 'Interactive exercise',
  bundle: 'Bundle',
  poster: 'Poster',
  audio: 'Audio',
  video: 'Video',
  flashcards: 'Flashcards',
  'learning-station': 'Learning stations',
};

/**
 * `world/id` whose material type title the language really writes as English does; only words
 * that are that language's own everyday word, not English left standing.
 */
const TYPE_SAME_AS_ENGLISH = new Set<string>([
  'cz/audio', 'cz/video', // Czech: "audio", "video"
  'sk/audio', 'sk/video', // Slovak: "audio", "video"
  'dk/video', 'fi/video', 'no/video', // Danish, Finnish, Norwegian: "video"
  'se/presentation', 'se/video', // Swedish: "presentation", "video"
  'nl/poster', 'nl/audio', 'nl/video', // Dutch: "poster", "audio", "video"
  'id/poster', 'id/audio', 'id/video', // Indonesian: "poster", "audio", "video"
  'my/poster', 'my/audio', 'my/video', // Malay: "poster", "audio", "video"
]);

describe('material type names of every further world', () => {
  for (const world of FURTHER_WORLDS) {
    it(`${world}: every material type is named in the world's language, none in English`, async () => {
      const { results } = await env.DB.prepare('SELECT id, title FROM material_types WHERE world = ? ORDER BY id').bind(world).all<{ id: string; title: string }>();
      expect(results.map((r) => r.id).sort()).toEqual(Object.keys(ENGLISH_TYPES).sort());
      for (const { id, title } of results) {
        expect(title.trim(), `${world} ${id}`).not.toBe('');
        if (!TYPE_SAME_AS_ENGLISH.has(`${world}/${id}`)) expect(title.toLowerCase(), `${world} ${id}: ${title}`).not.toBe(ENGLISH_TYPES[id]?.toLowerCase());
        if (SCRIPT[world]) expect(title, `${world} ${id}`).toMatch(SCRIPT[world]);
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
