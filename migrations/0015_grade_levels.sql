-- The grade levels each school type spans in a world whose school system differs from the German
-- one (docs/product-rules.md, "Grades"). A level counts school years the same way everywhere (0 is
-- pre-school, 1 the first year of primary school); French collège is 6e–3e (levels 6–9) and lycée
-- 2de–Terminale (10–12), Spanish primaria 1–6 and ESO 7–10, Italian primaria 1–5, media 6–8 and
-- superiore 9–13, Greek Δημοτικό 1–6, Γυμνάσιο 7–9 and Λύκειο 10–12. A world and school type
-- without a row span the levels of `grades`.
CREATE TABLE school_type_spans (
  world TEXT NOT NULL REFERENCES worlds(code),
  school_type TEXT NOT NULL REFERENCES school_types(id),
  level_from INTEGER NOT NULL,
  level_to INTEGER NOT NULL CHECK (level_to >= level_from),
  PRIMARY KEY (world, school_type)
);

INSERT INTO school_type_spans (world, school_type, level_from, level_to) VALUES
  ('fr', 'alle', 1, 12), ('fr', 'grundschule', 1, 5), ('fr', 'sek1-mittel', 6, 9), ('fr', 'sek1-gym', 6, 9),
  ('fr', 'sek2', 10, 12), ('fr', 'berufsschule', 10, 12), ('fr', 'foerder', 1, 9),
  ('es', 'alle', 1, 12), ('es', 'grundschule', 1, 6), ('es', 'sek1-mittel', 7, 10), ('es', 'sek1-gym', 7, 10),
  ('es', 'sek2', 11, 12), ('es', 'berufsschule', 11, 13),
  ('it', 'grundschule', 1, 5), ('it', 'sek1-mittel', 6, 8), ('it', 'sek1-gym', 6, 8),
  ('it', 'sek2', 9, 13), ('it', 'berufsschule', 9, 13), ('it', 'foerder', 1, 8),
  ('gr', 'alle', 1, 12), ('gr', 'grundschule', 1, 6), ('gr', 'sek1-mittel', 7, 9), ('gr', 'sek1-gym', 7, 9),
  ('gr', 'sek2', 10, 12), ('gr', 'berufsschule', 10, 12), ('gr', 'foerder', 1, 9);
