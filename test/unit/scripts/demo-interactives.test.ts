import { beforeAll, describe, expect, it } from 'vitest';
import { contentProblems, type InteractiveContent } from '../../../src/shared/interactive';
import { interactiveContentSchema } from '../../../src/shared/schemas/interactive';
import { scoreAnswer, solution } from '../../../src/origin/domain/interactive/scoring';

interface DemoModule {
  GERMAN_QUIZ: unknown;
  GERMAN_DRAFT: unknown;
  GREEK_QUIZ: unknown;
}
const load = <T>(specifier: string): Promise<T> => import(/* @vite-ignore */ specifier) as Promise<T>;
let demo: DemoModule;
beforeAll(async () => {
  demo = await load<DemoModule>(new URL('../../../scripts/demo-interactives.mjs', import.meta.url).href);
});

describe('demo interactives', () => {
  it('are valid drafts; the published ones are complete and their solutions score full points', () => {
    const contents: [string, unknown][] = [['GERMAN_QUIZ', demo.GERMAN_QUIZ], ['GERMAN_DRAFT', demo.GERMAN_DRAFT], ['GREEK_QUIZ', demo.GREEK_QUIZ]];
    for (const [name, raw] of contents) {
      const parsed = interactiveContentSchema.safeParse(raw);
      expect(parsed.success, name).toBe(true);
      const content = parsed.data as InteractiveContent;
      if (name === 'GERMAN_DRAFT') {
        expect(contentProblems(content).length).toBeGreaterThan(0);
        continue;
      }
      expect(contentProblems(content), name).toEqual([]);
      for (const question of content.questions) expect(scoreAnswer(question, solution(question)).correct).toBe(true);
    }
  });
});
