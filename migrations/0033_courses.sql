-- Courses (docs/learning-rooms.md, "Courses"): a teacher's ordered list of 2–20 interactives
-- they may use, played one after another in one learning room. World-scoped like interactives.
CREATE TABLE courses (
  id INTEGER PRIMARY KEY,
  world TEXT NOT NULL REFERENCES worlds(code),
  owner_id INTEGER NOT NULL REFERENCES users(id),
  title TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
-- "My courses" of a world, latest change first.
CREATE INDEX courses_owner ON courses (owner_id, world, updated_at DESC);
-- The course's interactives in their order (position 0, 1, …).
CREATE TABLE course_interactives (
  course_id INTEGER NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  interactive_id INTEGER NOT NULL REFERENCES interactives(id),
  PRIMARY KEY (course_id, position)
);
