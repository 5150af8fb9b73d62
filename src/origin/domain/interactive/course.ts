import type { InteractiveContent } from '../../../shared/interactive';
import type { RoomPart } from '../../../shared/rooms';

/**
 * The snapshot a course room plays (docs/learning-rooms.md, "Courses"): the course's interactives'
 * published questions one after another in one content, each question id prefixed `<n>.` by the
 * interactive's place (n from 1; a dot never occurs in a stored id, so ids stay unique), and the
 * parts that say which questions belong to which interactive and with which feedback.
 */
export function courseContent(title: string, interactives: { id: number; content: InteractiveContent }[]): { content: InteractiveContent; parts: RoomPart[] } {
  const parts: RoomPart[] = [];
  const questions: InteractiveContent['questions'] = [];
  interactives.forEach(({ id, content }, index) => {
    const prefixed = content.questions.map((q) => ({ ...q, id: `${index + 1}.${q.id}` }));
    questions.push(...prefixed);
    parts.push({ interactiveId: id, title: content.title, feedback: content.feedback, questionIds: prefixed.map((q) => q.id) });
  });
  // A room's overall feedback is "each" only when every interactive gives it; each question follows its own part.
  const feedback = parts.every((part) => part.feedback === 'each') ? 'each' : 'end';
  return { content: { title, description: '', feedback, questions }, parts };
}
