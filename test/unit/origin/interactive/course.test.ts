import { describe, expect, it } from 'vitest';
import { courseContent } from '../../../../src/origin/domain/interactive/course';
import { courseProgress } from '../../../../src/shared/course-progress';
import type { InteractiveContent } from '../../../../src/shared/interactive';

const quiz = (title: string, feedback: 'each' | 'end'): InteractiveContent => ({
  title,
  description: '',
  feedback,
  questions: [
    { id: 'q1', kind: 'true_false', prompt: 'a', points: 2, correct: true },
    { id: 'q2', kind: 'true_false', prompt: 'b', points: 1, correct: false },
  ],
});

describe('courseContent', () => {
  it('puts the interactives one after another with ids prefixed by their place', () => {
    const { content, parts } = courseContent('Kurs', [
      { id: 7, content: quiz('A', 'each') },
      { id: 3, content: quiz('B', 'end') },
    ]);
    expect(content.title).toBe('Kurs');
    expect(content.questions.map((q) => q.id)).toEqual(['1.q1', '1.q2', '2.q1', '2.q2']);
    expect(parts).toEqual([
      { interactiveId: 7, title: 'A', feedback: 'each', questionIds: ['1.q1', '1.q2'] },
      { interactiveId: 3, title: 'B', feedback: 'end', questionIds: ['2.q1', '2.q2'] },
    ]);
    expect(content.feedback).toBe('end');
    expect(courseContent('K', [{ id: 1, content: quiz('A', 'each') }, { id: 2, content: quiz('B', 'each') }]).content.feedback).toBe('each');
  });

  it('progress per student and part, and how many of the class finished each part', () => {
    const { content, parts } = courseContent('Kurs', [
      { id: 1, content: quiz('A', 'each') },
      { id: 2, content: quiz('B', 'each') },
    ]);
    const full = { points: 2, max: 2, correct: true };
    const zero = { points: 0, max: 1, correct: false };
    const progress = courseProgress(parts, content.questions, [
      { id: 's1', scores: { '1.q1': full, '1.q2': zero, '2.q1': full } },
      { id: 's2', scores: {} },
    ]);
    expect(progress.students[0]!.parts).toEqual([
      { answered: 2, total: 2, points: 2, max: 3 },
      { answered: 1, total: 2, points: 2, max: 3 },
    ]);
    expect(progress.students[1]!.parts[0]).toEqual({ answered: 0, total: 2, points: 0, max: 3 });
    expect(progress.finished).toEqual([1, 0]);
  });
});
