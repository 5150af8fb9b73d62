-- AI tools (docs/ai-tools.md): every generation with its inputs, provider, model and cost for the
-- operator, and the daily limits count them; worksheets a user generated and edits.
CREATE TABLE ai_generations (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  world TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('description', 'quiz', 'worksheet')),
  -- JSON: { materialId } or { topic, grade, subject }, and what it made ({ interactiveId } / { documentId })
  inputs_json TEXT NOT NULL,
  provider TEXT NOT NULL CHECK (provider IN ('local', 'workers-ai')),
  model TEXT NOT NULL,
  -- Workers AI neurons (0 for the local provider)
  cost_neurons INTEGER NOT NULL DEFAULT 0 CHECK (cost_neurons >= 0),
  created_at TEXT NOT NULL
);
-- The daily limit: a user's generations of a kind since midnight UTC.
CREATE INDEX ai_generations_user_kind ON ai_generations (user_id, kind, created_at);

CREATE TABLE ai_documents (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  world TEXT NOT NULL,
  topic TEXT NOT NULL,
  grade INTEGER NOT NULL CHECK (grade BETWEEN 0 AND 13),
  subject TEXT NOT NULL,
  title TEXT NOT NULL,
  -- JSON: { title, sections: [{ heading, body }] } (src/shared/schemas/ai.ts)
  content_json TEXT NOT NULL,
  provider TEXT NOT NULL CHECK (provider IN ('local', 'workers-ai')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX ai_documents_user ON ai_documents (user_id, world, updated_at DESC);
