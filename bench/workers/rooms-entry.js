/* global Headers, Response, URL */
// The learning room benchmark's worker (bench/rooms.mjs): the production LearningRoom Durable
// Object behind a thin router, so `workerd serve` runs the object without D1 (joins, answers and
// sockets never touch D1; only teacher actions and the clean-up do, and the bench sends none).
import { LearningRoom, ROOM_SOCKET_HEADERS } from '../../src/origin/rooms/learning-room.ts';

export { LearningRoom };

const CONTENT = {
  title: 'Bench',
  description: '',
  feedback: 'each',
  questions: Array.from({ length: 10 }, (_, i) => ({
    id: `q${i + 1}`,
    kind: 'single',
    prompt: `Question ${i + 1}`,
    points: 1,
    options: [{ id: 'a', text: 'A' }, { id: 'b', text: 'B' }],
    correct: 'a',
  })),
};

export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    const [, code = '', action = ''] = url.pathname.split('/');
    const stub = env.LEARNING_ROOMS.get(env.LEARNING_ROOMS.idFromName(code));
    if (action === 'open') {
      await stub.open({ code, world: 'de', teacherId: 1, interactiveId: 1, content: CONTENT, now: new Date().toISOString() });
      return new Response('ok');
    }
    if (action === 'join') return Response.json(await stub.join(url.searchParams.get('nickname') ?? '', new Date().toISOString()));
    if (action === 'socket') {
      const headers = new Headers({ upgrade: 'websocket' });
      headers.set(ROOM_SOCKET_HEADERS.role, url.searchParams.get('role') ?? '');
      headers.set(ROOM_SOCKET_HEADERS.key, url.searchParams.get('key') ?? '');
      return stub.fetch('https://rooms.internal/socket', { headers });
    }
    return new Response('not found', { status: 404 });
  },
};
