-- Learning rooms (docs/learning-rooms.md): a teacher's live session of one published interactive.
-- The room's students, answers and scores live in its Durable Object (`LearningRoom`, named by the
-- code); this row is what lists, authorises and cleans up: whose room it is, its state, a summary
-- written when it closes, and when its data is deleted (`delete_after`, set at close).
CREATE TABLE learning_rooms (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  world TEXT NOT NULL REFERENCES worlds(code),
  teacher_id INTEGER NOT NULL REFERENCES users(id),
  interactive_id INTEGER NOT NULL REFERENCES interactives(id),
  course_id INTEGER,
  title TEXT NOT NULL DEFAULT '',
  state TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'locked', 'closed')),
  revealed INTEGER NOT NULL DEFAULT 0 CHECK (revealed IN (0, 1)),
  students INTEGER NOT NULL DEFAULT 0,
  answers INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  closed_at TEXT,
  delete_after TEXT,
  CHECK ((state = 'closed') = (closed_at IS NOT NULL))
);
-- "My rooms", newest first, per world.
CREATE INDEX learning_rooms_teacher ON learning_rooms (teacher_id, world, created_at);
-- The retention clean-up: closed rooms past their deletion date.
CREATE INDEX learning_rooms_delete_after ON learning_rooms (delete_after) WHERE delete_after IS NOT NULL;
