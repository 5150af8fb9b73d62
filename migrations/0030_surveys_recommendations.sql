-- Surveys answered from an e-mail link and colleague recommendations (docs/surveys.md).
-- A survey link's token is stored as its SHA-256 only, with the account and world it was sent
-- for, its expiry and when it was spent; a rating link also names the material it asks about.
CREATE TABLE survey_links (
  token_hash TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('nps', 'rating')),
  user_id INTEGER NOT NULL REFERENCES users(id),
  world TEXT NOT NULL REFERENCES worlds(code),
  material_id INTEGER REFERENCES materials(id),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  CHECK ((kind = 'rating') = (material_id IS NOT NULL))
);
-- "Not asked in the last 90 days", "not asked about this material yet", and the sent counts of the staff screen.
CREATE INDEX survey_links_user ON survey_links (user_id, kind, created_at);
CREATE INDEX survey_links_kind_created ON survey_links (kind, world, created_at);

-- One answer per NPS link (the link's hash is unique here, so a second answer cannot be stored).
CREATE TABLE nps_answers (
  id INTEGER PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE REFERENCES survey_links(token_hash),
  user_id INTEGER NOT NULL REFERENCES users(id),
  world TEXT NOT NULL REFERENCES worlds(code),
  score INTEGER NOT NULL CHECK (score BETWEEN 0 AND 10),
  comment TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE INDEX nps_answers_world_created ON nps_answers (world, created_at);

-- A teacher's recommendation of 1–20 materials of one world to a colleague, opened by its token.
CREATE TABLE colleague_recommendations (
  id INTEGER PRIMARY KEY,
  token TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  world TEXT NOT NULL REFERENCES worlds(code),
  note TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE INDEX colleague_recommendations_user ON colleague_recommendations (user_id, created_at DESC);

CREATE TABLE colleague_recommendation_materials (
  recommendation_id INTEGER NOT NULL REFERENCES colleague_recommendations(id),
  material_id INTEGER NOT NULL REFERENCES materials(id),
  position INTEGER NOT NULL,
  PRIMARY KEY (recommendation_id, material_id)
);
CREATE INDEX colleague_recommendation_materials_material ON colleague_recommendation_materials (material_id);
