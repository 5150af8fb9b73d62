/**
 * A small, fixed catalogue for integration tests, on top of the reference data migrations:
 * authors in de, fr and it, materials with diacritics, a bundle, a private profile, and
 * partner hosts (a world host and an author shop host).
 */
export const FIXTURE = {
  authorDe: { id: 7001, slug: 'frau-mueller' },
  authorFr: { id: 7002, slug: 'madame-dubois' },
  authorIt: { id: 7003, slug: 'maestra-rossi' },
  privateAuthor: { id: 7004, slug: 'privat' },
  buyer: { id: 7005, slug: 'käufer' },
  subjectDe: 9001,
  subjectFr: 9002,
  subjectIt: 9003,
  materialDe: { id: 8001, slug: 'uebungen-zur-bruchrechnung' },
  materialFr: { id: 8002, slug: 'les-fractions-exercices' },
  materialIt: { id: 8003, slug: 'frazioni-esercizi' },
  bundleDe: { id: 8004, slug: 'mathe-paket-klasse-6' },
  materialEs: { id: 8005, slug: 'fracciones-ejercicios' },
  materialGr: { id: 8006, slug: 'klasmata-askiseis' },
  freeDe: { id: 8007, slug: 'kostenlose-einmaleins-karten' },
  worldHost: 'kreide-fr.test',
  shopHost: 'shop-mueller.test',
} as const;

const now = new Date();
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

export async function insertFixtures(db: D1Database): Promise<void> {
  const existing = await db.prepare('SELECT id FROM users WHERE id = ?').bind(FIXTURE.authorDe.id).first();
  if (existing) return;
  const user = db.prepare(
    `INSERT INTO users (id, slug, email, world, public_name, is_seller, created_at, subtitle, description, private_profile, total_materials)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const subject = db.prepare('INSERT INTO subjects (id, world, title, slug, material_category) VALUES (?, ?, ?, ?, ?)');
  const material = db.prepare(
    `INSERT INTO materials (id, world, author_id, slug, title, description, language, school_type, subject_id, material_type,
       grade_from, grade_to, price, sale_price, currency, is_bundle, page_count, popularity, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'EUR', ?, ?, ?, ?)`,
  );
  await db.batch([
    user.bind(FIXTURE.authorDe.id, FIXTURE.authorDe.slug, 'mueller@test.kreide.example', 'de', 'Frau Müller', 1, daysAgo(400), 'Mathe mit Herz', 'Ich unterrichte Mathematik in Köln.', 0, 3),
    user.bind(FIXTURE.authorFr.id, FIXTURE.authorFr.slug, 'dubois@test.kreide.example', 'fr', 'Madame Dubois', 1, daysAgo(300), null, null, 0, 1),
    user.bind(FIXTURE.authorIt.id, FIXTURE.authorIt.slug, 'rossi@test.kreide.example', 'it', 'Maestra Rossi', 1, daysAgo(200), null, null, 0, 1),
    user.bind(FIXTURE.privateAuthor.id, FIXTURE.privateAuthor.slug, 'privat@test.kreide.example', 'de', 'Privat', 1, daysAgo(100), null, null, 1, 0),
    user.bind(FIXTURE.buyer.id, 'kaeufer', 'kaeufer@test.kreide.example', 'de', 'Käufer', 0, daysAgo(50), null, null, 0, 0),
    subject.bind(FIXTURE.subjectDe, 'de', 'Mathe (Test)', 'mathe-test', 'sciences'),
    subject.bind(FIXTURE.subjectFr, 'fr', 'Maths (test)', 'maths-test', 'sciences'),
    subject.bind(FIXTURE.subjectIt, 'it', 'Matematica (test)', 'matematica-test', 'sciences'),
    material.bind(FIXTURE.materialDe.id, 'de', FIXTURE.authorDe.id, FIXTURE.materialDe.slug, 'Übungen zur Bruchrechnung', 'Arbeitsblätter mit Lösungen für Klasse 6: Brüche kürzen, erweitern und vergleichen.', 'de', 'sek1-gym', FIXTURE.subjectDe, 'worksheet', 6, 6, 450, 300, 0, 4, 50, daysAgo(3)),
    material.bind(FIXTURE.materialFr.id, 'fr', FIXTURE.authorFr.id, FIXTURE.materialFr.slug, 'Les fractions : exercices', 'Fiches d’exercices sur les fractions pour le CM2, avec corrigés détaillés.', 'fr', 'grundschule', FIXTURE.subjectFr, 'worksheet', 4, 4, 0, null, 0, 2, 40, daysAgo(30)),
    material.bind(FIXTURE.materialIt.id, 'it', FIXTURE.authorIt.id, FIXTURE.materialIt.slug, 'Frazioni: esercizi', 'Schede di esercizi sulle frazioni per la classe quarta, con soluzioni.', 'it', 'grundschule', FIXTURE.subjectIt, 'worksheet', 4, 4, 250, null, 0, 3, 30, daysAgo(60)),
    material.bind(FIXTURE.bundleDe.id, 'de', FIXTURE.authorDe.id, FIXTURE.bundleDe.slug, 'Mathe-Paket Klasse 6', 'Alle Arbeitsblätter zur Bruchrechnung und Geometrie in einem Paket.', 'de', 'sek1-gym', FIXTURE.subjectDe, 'bundle', 6, 6, 900, null, 1, 12, 60, daysAgo(90)),
    material.bind(FIXTURE.materialEs.id, 'es', FIXTURE.authorFr.id, FIXTURE.materialEs.slug, 'Fracciones: ejercicios', 'Fichas de ejercicios sobre fracciones para cuarto de primaria.', 'ca', 'grundschule', FIXTURE.subjectFr, 'worksheet', 4, 4, 200, null, 0, 2, 20, daysAgo(20)),
    material.bind(FIXTURE.materialGr.id, 'gr', FIXTURE.authorIt.id, FIXTURE.materialGr.slug, 'Κλάσματα: ασκήσεις', 'Φύλλα εργασίας για τα κλάσματα με λύσεις.', 'gr', 'grundschule', FIXTURE.subjectIt, 'worksheet', 4, 4, 300, null, 0, 2, 10, daysAgo(25)),
    material.bind(FIXTURE.freeDe.id, 'de', FIXTURE.authorDe.id, FIXTURE.freeDe.slug, 'Kostenlose Einmaleins-Karten', 'Lernkarten zum kleinen Einmaleins, kostenlos.', 'de', 'sek1-gym', FIXTURE.subjectDe, 'worksheet', 6, 6, 0, null, 0, 2, 45, daysAgo(5)),
    db.prepare('INSERT INTO bundle_items (bundle_id, material_id) VALUES (?, ?)').bind(FIXTURE.bundleDe.id, FIXTURE.materialDe.id),
    db
      .prepare("INSERT INTO material_files (material_id, name, format, size_bytes, sources) VALUES (?, 'Bruchrechnung.pdf', 'pdf', 245000, '{}')")
      .bind(FIXTURE.materialDe.id),
    db.prepare('INSERT INTO partner_hosts (host, world, author_id) VALUES (?, ?, NULL)').bind(FIXTURE.worldHost, 'fr'),
    db.prepare('INSERT INTO partner_hosts (host, world, author_id) VALUES (?, ?, ?)').bind(FIXTURE.shopHost, 'de', FIXTURE.authorDe.id),
  ]);
}
