import type { CallGroup } from '../describe';
import { noQuerySchema } from '../../../shared/schemas/common';
import {
  roomAnswerSchema,
  roomCodeSchema,
  roomCsvQuerySchema,
  roomJoinSchema,
  roomListQuerySchema,
  roomOpenSchema,
  roomSocketQuerySchema,
  roomStudentQuerySchema,
} from '../../../shared/schemas/rooms';

const code = { code: roomCodeSchema };

/** Learning rooms: live sessions of an interactive with a class (docs/learning-rooms.md). */
export const roomCalls: CallGroup = {
  tag: 'Learning rooms',
  description:
    'A teacher opens a room from an interactive they may use; students join with the room code and a nickname (no account) and answer; the teacher watches live, locks, reveals the solutions and closes. Everything about a room except joining and a student\'s own calls is the teacher\'s alone: anyone else gets a 404.',
  calls: {
    'POST /v3/rooms': {
      summary: 'Opens a room for a published interactive the caller may use (their own, or one they bought), or for one of their courses; answers its code.',
      description: 'An interactive that is unknown, unpublished or not the caller\'s to use: 404 `interactive_not_found`; a course that is not the caller\'s: 404 `course_not_found`; a course with an interactive no longer usable: 409 `interactive_not_usable`. The room takes a snapshot of the published version(s); a course room\'s question ids are `<n>.<question id>`.',
      access: 'user',
      query: noQuerySchema,
      body: roomOpenSchema,
      status: 201,
    },
    'GET /v3/rooms/mine': { summary: 'The caller\'s rooms of the world, newest first, with state and counts.', access: 'user', query: roomListQuerySchema },
    'GET /v3/rooms/:code': { summary: 'A room\'s world, title and state, for the join page; unknown: 404.', access: 'public', params: code, query: noQuerySchema },
    'POST /v3/rooms/:code/join': {
      summary: 'Joins a room with a nickname (1–24 characters, unique in the room); answers the student\'s key, which is how they rejoin.',
      description: 'Unknown room: 404 `room_not_found`; closed: 410 `room_closed`; nickname taken: 409 `nickname_taken`; full (200 students): 409 `room_full`. Late joins are fine while the room is open or locked.',
      access: 'public',
      params: code,
      query: noQuerySchema,
      body: roomJoinSchema,
      status: 201,
    },
    'GET /v3/rooms/:code/me': { summary: 'The student\'s own view by their key: questions without solutions, their own answers, scores when the room shows them.', access: 'public', params: code, query: roomStudentQuerySchema },
    'POST /v3/rooms/:code/answer': {
      summary: 'Stores a student\'s answer to one question, once: a repeated answer changes nothing and returns the stored score.',
      description: 'Locked: 409 `room_locked`; closed: 410 `room_closed`; unknown question: 400; unknown key: 404. `score` is null while the interactive gives feedback only at the end and the teacher has not revealed.',
      access: 'public',
      params: code,
      query: noQuerySchema,
      body: roomAnswerSchema,
    },
    'POST /v3/rooms/:code/lock': { summary: 'Stops taking answers until unlocked (the teacher\'s own room).', access: 'user', params: code, query: noQuerySchema },
    'POST /v3/rooms/:code/unlock': { summary: 'Takes answers again.', access: 'user', params: code, query: noQuerySchema },
    'POST /v3/rooms/:code/reveal': { summary: 'Shows every student the solutions and their scores.', access: 'user', params: code, query: noQuerySchema },
    'POST /v3/rooms/:code/close': { summary: 'Closes the room for good: no joins, no answers; its data is deleted 30 days later.', access: 'user', params: code, query: noQuerySchema },
    'GET /v3/rooms/:code/results': { summary: 'Every student with their answers and scores, per question (the teacher\'s own room).', access: 'user', params: code, query: noQuerySchema },
    'GET /v3/rooms/:code/results.csv': {
      summary: 'The results as CSV: one row per student, a column per question, total and maximum.',
      description: 'UTF-8 with BOM; `;` and decimal comma except in English; cells a spreadsheet would run as a formula get a leading apostrophe.',
      access: 'user',
      params: code,
      query: roomCsvQuerySchema,
      answer: 'csv',
    },
    'GET /v3/rooms/:code/socket': {
      summary: 'The room\'s live socket: `role=teacher` (the owner\'s session) or `role=student&key=…`; open it as a WebSocket upgrade.',
      access: 'public',
      params: code,
      query: roomSocketQuerySchema,
      answer: 'websocket',
    },
  },
};
