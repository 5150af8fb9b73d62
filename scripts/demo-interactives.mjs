// Demo interactives of the demo author (docs/interactives.md): a published German quiz sold as a
// standalone interactive by a material of its own ("Tiere und ihre Lebensräume – interaktives
// Quiz", Sachunterricht, grades 3–4, live and found by search), a German draft, and a published
// Greek one, so the builder, player and rooms have something on `npm start`. Once: the
// interactives are skipped when she has some already, the material when it exists. Matching pairs
// and ordering items carry random-looking ids, as the published versions the API writes do.

export const GERMAN_QUIZ = {
  title: 'Tiere und ihre Lebensräume',
  description: 'Ein kurzes Quiz für die 3. und 4. Klasse mit allen Fragearten.',
  feedback: 'each',
  questions: [
    {
      id: 'q1', kind: 'single', prompt: 'Wo lebt ein Eisbär?', points: 1,
      options: [{ id: 'a', text: 'In der Wüste' }, { id: 'b', text: 'In der Arktis' }, { id: 'c', text: 'Im Regenwald' }],
      correct: 'b',
    },
    {
      id: 'q2', kind: 'multiple', prompt: 'Welche Tiere sind Säugetiere?', points: 2,
      options: [{ id: 'a', text: 'Delfin' }, { id: 'b', text: 'Hai' }, { id: 'c', text: 'Fledermaus' }, { id: 'd', text: 'Pinguin' }],
      correct: ['a', 'c'],
    },
    { id: 'q3', kind: 'true_false', prompt: 'Frösche atmen auch durch ihre Haut.', points: 1, correct: true },
    {
      id: 'q4', kind: 'blanks', prompt: 'Ergänze die Lücken.', points: 2,
      text: 'Die Raupe wird zur [[b1]] und dann zum [[b2]].',
      blanks: [
        { id: 'b1', accepted: ['Puppe'], caseSensitive: false, accentSensitive: false },
        { id: 'b2', accepted: ['Schmetterling', 'Falter'], caseSensitive: false, accentSensitive: false },
      ],
    },
    {
      id: 'q5', kind: 'matching', prompt: 'Welches Tier lebt wo?', points: 3,
      pairs: [
        { id: 'Hq7tZr2mWk1x', left: 'Kamel', right: 'Wüste' },
        { id: 'c9XbLp4sNe0v', left: 'Specht', right: 'Wald' },
        { id: 'uR3dYf8jAq5g', left: 'Forelle', right: 'Bach' },
      ],
    },
    {
      id: 'q6', kind: 'ordering', prompt: 'Ordne vom kleinsten zum größten Tier.', points: 2,
      items: [
        { id: 'Tz6kVm1pQs9c', text: 'Ameise' },
        { id: 'bN2wEh7rLx4d', text: 'Maus' },
        { id: 'Gf5yJc0tMu8a', text: 'Hund' },
        { id: 'pK1sDq6vRz3n', text: 'Elefant' },
      ],
    },
    { id: 'q7', kind: 'short', prompt: 'Wie heißt das Junge einer Kuh?', points: 1, accepted: ['Kalb'], caseSensitive: false, accentSensitive: false },
  ],
};

export const GERMAN_DRAFT = {
  title: 'Bruchrechnen – Aufwärmen',
  description: '',
  feedback: 'end',
  questions: [
    { id: 'q1', kind: 'short', prompt: 'Wie viel ist die Hälfte von 3/4?', points: 1, accepted: ['3/8'], caseSensitive: false, accentSensitive: false },
    { id: 'q2', kind: 'single', prompt: '', points: 1, options: [], correct: '' },
  ],
};

export const GREEK_QUIZ = {
  title: 'Η Αρχαία Αθήνα',
  description: 'Σύντομο κουίζ ιστορίας για την Ε΄ Δημοτικού.',
  feedback: 'end',
  questions: [
    {
      id: 'q1', kind: 'single', prompt: 'Ποιος ναός βρίσκεται στην Ακρόπολη;', points: 1,
      options: [{ id: 'a', text: 'Ο Παρθενώνας' }, { id: 'b', text: 'Ο ναός του Δία στην Ολυμπία' }],
      correct: 'a',
    },
    { id: 'q2', kind: 'short', prompt: 'Πώς λεγόταν η αγορά της αρχαίας Αθήνας; (μία λέξη)', points: 1, accepted: ['Αγορά'], caseSensitive: false, accentSensitive: false },
    {
      id: 'q3', kind: 'ordering', prompt: 'Βάλε τα γεγονότα στη σωστή σειρά.', points: 2,
      items: [
        { id: 'Wd4nHs8kPa2e', text: 'Μάχη του Μαραθώνα' },
        { id: 'aL7qXv3mRt6y', text: 'Ναυμαχία της Σαλαμίνας' },
        { id: 'Ks0fBz5jNc1u', text: 'Χρυσός αιώνας του Περικλή' },
      ],
    },
  ],
};

/** The material that sells the German quiz (a standalone interactive needs no file, only its preview). */
export const QUIZ_MATERIAL = {
  title: 'Tiere und ihre Lebensräume – interaktives Quiz',
  slug: 'tiere-und-ihre-lebensraeume-interaktives-quiz',
  description:
    'Ein interaktives Quiz für die 3. und 4. Klasse: Wo leben Eisbär, Kamel und Forelle? Sieben Fragen zu Tieren und ihren Lebensräumen ' +
    '– mit Auswahl, Richtig oder Falsch, Lückentext, Zuordnen, Ordnen und freier Antwort. Allein am Tablet spielen oder mit der ganzen ' +
    'Klasse im Lernraum, mit Rückmeldung nach jeder Frage.',
  subjectSlug: 'sachunterricht',
  schoolType: 'grundschule',
  grades: [3, 4],
  price: 290,
};

/**
 * @param {import('node:sqlite').DatabaseSync} db
 * @param {{ materialStems(world: string, title: string, description: string): { title: string; body: string } } | null} [wordForms]
 *   the app's search stems (scripts/seed.mjs `loadWordForms`); without them the origin's backfill writes them later
 */
export function ensureDemoInteractives(db, now, email, wordForms = null) {
  if (!db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'interactives'").get()) return;
  const author = db.prepare('SELECT id FROM users WHERE email = ?').get(email);
  if (!author) return;
  if (!db.prepare('SELECT 1 FROM interactives WHERE owner_id = ? LIMIT 1').get(author.id)) {
    const insert = db.prepare(
      `INSERT INTO interactives (world, owner_id, title, description, feedback, state, draft_json, published_json, published_at, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    );
    const add = (world, content, published) => {
      const json = JSON.stringify(content);
      return insert.get(world, author.id, content.title, content.description, content.feedback, published ? 'published' : 'draft', json, published ? json : null, published ? now : null, now, now).id;
    };
    add('de', GERMAN_QUIZ, true);
    add('de', GERMAN_DRAFT, false);
    add('gr', GREEK_QUIZ, true);
  }
  ensureQuizMaterial(db, now, author.id, wordForms);
}

/**
 * The German quiz's own material, once (by its slug). A database from before had the quiz hung on
 * an unrelated material of hers: that link is taken off, so the quiz is sold by its own material only.
 */
function ensureQuizMaterial(db, now, authorId, wordForms) {
  if (db.prepare("SELECT 1 FROM materials WHERE world = 'de' AND slug = ?").get(QUIZ_MATERIAL.slug)) return;
  const quiz = db
    .prepare("SELECT id FROM interactives WHERE owner_id = ? AND world = 'de' AND title = ? AND published_json IS NOT NULL ORDER BY id LIMIT 1")
    .get(authorId, GERMAN_QUIZ.title);
  const subject = db.prepare("SELECT id FROM subjects WHERE world = 'de' AND slug = ?").get(QUIZ_MATERIAL.subjectSlug);
  if (!quiz || !subject) return;
  const m = QUIZ_MATERIAL;
  const stems = wordForms ? wordForms.materialStems('de', m.title, m.description) : { title: null, body: null };
  db.exec('BEGIN');
  try {
    db.prepare('UPDATE materials SET interactive_id = NULL, is_standalone_interactive = 0, is_bundle_interactive = 0 WHERE interactive_id = ?').run(quiz.id);
    const { id } = db
      .prepare(
        `INSERT INTO materials (world, author_id, slug, title, description, language, school_type, subject_id, material_type,
           grade_from, grade_to, price, sale_price, currency, has_fixed_price, is_bundle, interactive_id, is_bundle_interactive,
           is_standalone_interactive, best_in_categories, page_count, rating_sum, rating_count, sales_count, popularity,
           is_active, deleted_at, created_at, published_at, stems_title, stems_body)
         VALUES ('de', ?, ?, ?, ?, 'de', ?, ?, 'interactive', ?, ?, ?, NULL, 'EUR', 0, 0, ?, 0, 1, '[]', 1, 0, 0, 0, 25, 1, NULL, ?, ?, ?, ?)
         RETURNING id`,
      )
      .get(authorId, m.slug, m.title, m.description, m.schoolType, subject.id, m.grades[0], m.grades[1], m.price, quiz.id, now, now, stems.title, stems.body);
    // The catalogue image: the generated preview page, as for every seeded material.
    db.prepare('UPDATE materials SET preview_path = ? WHERE id = ?').run(`previews/${id}/1.png`, id);
    db.prepare('UPDATE users SET total_materials = total_materials + 1 WHERE id = ?').run(authorId);
    refreshSearchWords(db);
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

/** The word lists of prefix search, with the new material's words (the statements of scripts/seed.mjs). */
function refreshSearchWords(db) {
  for (const [table, columns] of [
    ['search_terms', "'search_title', 'search_body'"],
    ['search_stem_terms', "'search_title_stems', 'search_body_stems'"],
  ]) {
    if (!db.prepare('SELECT 1 FROM sqlite_master WHERE name = ?').get(table)) continue;
    db.exec(`DELETE FROM ${table}`);
    db.exec(`INSERT INTO ${table} (term, docs) SELECT term, MAX(doc) FROM materials_fts_vocab WHERE col IN (${columns}) GROUP BY term`);
  }
}
