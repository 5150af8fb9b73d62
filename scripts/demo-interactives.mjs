// Demo interactives of the demo author (docs/interactives.md): a published German quiz that a
// material of hers sells as standalone interactive, a German draft, and a published Greek one,
// so the builder, player and rooms have something on `npm start`. Once: skipped when she has
// interactives already. Matching pairs and ordering items carry random-looking ids, as the
// published versions the API writes do.

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

/** @param {import('node:sqlite').DatabaseSync} db */
export function ensureDemoInteractives(db, now, email) {
  if (!db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'interactives'").get()) return;
  const author = db.prepare('SELECT id FROM users WHERE email = ?').get(email);
  if (!author) return;
  if (db.prepare('SELECT 1 FROM interactives WHERE owner_id = ? LIMIT 1').get(author.id)) return;
  const insert = db.prepare(
    `INSERT INTO interactives (world, owner_id, title, description, feedback, state, draft_json, published_json, published_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  );
  const add = (world, content, published) => {
    const json = JSON.stringify(content);
    return insert.get(world, author.id, content.title, content.description, content.feedback, published ? 'published' : 'draft', json, published ? json : null, published ? now : null, now, now).id;
  };
  const quiz = add('de', GERMAN_QUIZ, true);
  add('de', GERMAN_DRAFT, false);
  add('gr', GREEK_QUIZ, true);
  // One of her live German materials sells the quiz as standalone interactive.
  const material = db
    .prepare("SELECT id FROM materials WHERE author_id = ? AND world = 'de' AND is_active = 1 AND deleted_at IS NULL AND is_bundle = 0 ORDER BY id LIMIT 1")
    .get(author.id);
  if (material) {
    db.prepare('UPDATE materials SET interactive_id = ?, is_standalone_interactive = 1, is_bundle_interactive = 0 WHERE id = ?').run(quiz, material.id);
  }
}
