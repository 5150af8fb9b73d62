import type { InteractiveContent, Question } from '../../../shared/interactive';

/**
 * The published version gets stored ids for matching pairs and ordering items that nobody can
 * guess: an HMAC of the interactive, question and draft id under a server secret. A student's
 * play ids derive from them (src/shared/interactive.ts `playId`), so ids the builder numbered
 * in order ("p1", "p2") cannot give a solution away. Stable for the same draft, so republishing
 * keeps the ids of unchanged questions (docs/interactives.md, "Publishing").
 */
export async function withUnguessableIds(content: InteractiveContent, interactiveId: number, secret: string): Promise<InteractiveContent> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(`interactive-ids\n${secret}`), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const idFor = async (questionId: string, itemId: string) => {
    const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(`${interactiveId}\u0000${questionId}\u0000${itemId}`)));
    return btoa(String.fromCharCode(...mac.subarray(0, 12)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  };
  const questions: Question[] = [];
  for (const question of content.questions) {
    if (question.kind === 'matching') {
      questions.push({ ...question, pairs: await Promise.all(question.pairs.map(async (pair) => ({ ...pair, id: await idFor(question.id, pair.id) }))) });
    } else if (question.kind === 'ordering') {
      questions.push({ ...question, items: await Promise.all(question.items.map(async (item) => ({ ...item, id: await idFor(question.id, item.id) }))) });
    } else {
      questions.push(question);
    }
  }
  return { ...content, questions };
}
