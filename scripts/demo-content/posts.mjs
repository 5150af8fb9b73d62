// Demo posts of the main worlds (docs/blog.md): magazine articles by the staff demo user in de,
// es, fr, gr and it, and a few posts on the blog of the demo author (author1, world de). Written
// once: when the demo users already have posts, nothing is written.

const STAFF_EMAIL = 'staff@demo.kreide.example';
const AUTHOR_EMAIL = 'author1@demo.kreide.example';

/** Magazine articles per world, newest first (`daysAgo` sets the publication date). */
const MAGAZINE = {
  de: [
    {
      daysAgo: 3,
      title: 'Die ersten fünf Minuten: So gelingt der Stundeneinstieg',
      summary: 'Ein guter Einstieg holt die Klasse ab, bevor der Stoff beginnt. Fünf erprobte Ideen, die kaum Vorbereitung brauchen.',
      body: `Die ersten Minuten einer Stunde entscheiden oft darüber, wie die restlichen vierzig laufen. Wer die Klasse gleich zu Beginn ins Denken bringt, spart sich später viel Energie für Ermahnungen. Ein guter Einstieg muss dabei nicht aufwendig sein.

# 1. Die Frage an der Tafel

Schreib vor dem Klingeln eine Frage an die Tafel, die neugierig macht: „Warum schwimmt ein Schiff aus Stahl?“ oder „Welches Wort hat die meisten Bedeutungen?“. Die Schülerinnen und Schüler notieren eine erste Antwort, noch bevor die Stunde offiziell beginnt.

# 2. Das Bild ohne Erklärung

Ein Foto, eine Karikatur oder eine Grafik wird ohne Kommentar gezeigt. Die Klasse beschreibt zuerst nur, was sie sieht, und stellt dann Vermutungen an. So übst du nebenbei genaues Beobachten.

# 3. Die Minute Wiederholung

Drei kurze Fragen zur letzten Stunde, still auf einem Zettel beantwortet. Das dauert eine Minute, zeigt dir sofort, wo Lücken sind, und verankert den Stoff der Vorwoche.

# 4. Der Gegenstand in der Kiste

Bring einen Gegenstand mit, der zum Thema passt, und lass ihn in einer Kiste. Die Klasse darf Ja-Nein-Fragen stellen. Besonders in der Grundschule wirkt das Wunder.

# 5. Das Ziel der Stunde

Sag klar, was am Ende der Stunde jeder können soll, und komm am Schluss darauf zurück. Transparenz gibt Orientierung, gerade für Kinder, denen Struktur hilft.

> Tipp: Wechsle die Einstiege ab. Ein Ritual gibt Sicherheit, zu viel Routine macht müde.

Auf Kreide findest du fertige Einstiegskarten und Impulsbilder für viele Fächer. Such einfach nach „Stundeneinstieg“ und deinem Fach.`,
    },
    {
      daysAgo: 9,
      title: 'Feedback, mit dem Schülerinnen und Schüler arbeiten können',
      summary: 'Rückmeldungen wirken, wenn sie konkret sind und einen nächsten Schritt zeigen. Wie du das im Alltag schaffst, ohne jede Arbeit seitenlang zu kommentieren.',
      body: `„Gut gemacht!“ freut, hilft aber beim nächsten Mal wenig. Wirksames Feedback beantwortet drei Fragen: Wo will ich hin? Wo stehe ich? Was ist mein nächster Schritt?

# Konkret statt allgemein

Statt „Achte auf die Rechtschreibung“ lieber: „In Absatz zwei schreibst du dreimal *das* statt *dass*. Prüfe, ob du *das* durch *welches* ersetzen kannst.“ So weiß das Kind, was es tun soll.

# Wenige Punkte, dafür die richtigen

Wer alles anstreicht, entmutigt. Wähle ein bis zwei Punkte aus, die für das Lernziel am wichtigsten sind. Der Rest kann warten.

# Zeit zum Überarbeiten einplanen

Feedback ohne Gelegenheit zur Überarbeitung verpufft. Plane in der folgenden Stunde zehn Minuten ein, in denen die Klasse mit den Rückmeldungen an ihren Texten oder Lösungen weiterarbeitet.

# Checklisten und Kriterienraster

Ein Raster mit drei bis fünf klaren Kriterien macht Erwartungen sichtbar. Schülerinnen und Schüler können sich damit selbst und gegenseitig einschätzen, und deine Korrektur geht schneller.

- Vor der Aufgabe: Kriterien gemeinsam besprechen
- Während der Arbeit: Selbstcheck mit dem Raster
- Danach: Deine Rückmeldung bezieht sich auf dieselben Kriterien

Viele Autorinnen und Autoren auf Kreide bieten Kriterienraster und Feedbackbögen passend zu ihren Materialien an.`,
    },
    {
      daysAgo: 16,
      title: 'Differenzieren ohne doppelte Vorbereitung',
      summary: 'Heterogene Klassen sind die Regel. Drei Wege, allen Kindern gerecht zu werden, ohne für jede Stunde drei Arbeitsblätter zu schreiben.',
      body: `In fast jeder Klasse liegen zwischen den schnellsten und den langsamsten Lernenden Welten. Differenzierung klingt nach viel Mehrarbeit. Das muss sie nicht sein.

# Eine Aufgabe, mehrere Zugänge

Offene Aufgaben lassen sich auf verschiedenen Niveaus lösen. „Finde möglichst viele Zahlenpaare, deren Summe 20 ist“ beschäftigt Schwächere mit Grundaufgaben und fordert Stärkere, ein System zu finden.

# Gestufte Hilfen

Leg zu einer Aufgabe Hilfekarten bereit: Karte 1 gibt einen Hinweis, Karte 2 ein Beispiel, Karte 3 einen Lösungsweg. Wer Hilfe braucht, holt sie sich selbst, und du gewinnst Zeit für Einzelgespräche.

# Pflicht und Kür

Ein Pflichtteil, den alle schaffen, und ein Kürteil mit Knobelaufgaben. So arbeiten alle am selben Thema, und niemand sitzt gelangweilt herum.

# Material, das mitdenkt

Gutes Unterrichtsmaterial bringt die Differenzierung schon mit: Arbeitsblätter in zwei oder drei Niveaustufen, Lösungen zur Selbstkontrolle, Zusatzaufgaben. Auf Kreide erkennst du solche Materialien oft schon an der Beschreibung. Achte auf Hinweise wie „differenziert“ oder „in drei Niveaus“.`,
    },
    {
      daysAgo: 24,
      title: 'Elternabend gut vorbereitet: eine Checkliste',
      summary: 'Vom Einladungsschreiben bis zum Protokoll: Was vor, während und nach dem Elternabend zu tun ist, damit alle gut informiert nach Hause gehen.',
      body: `Ein Elternabend ist oft die erste längere Begegnung mit den Familien deiner Klasse. Mit guter Vorbereitung wird er zu einem Abend, an dem Vertrauen entsteht.

# Zwei Wochen vorher

- Termin mit der Schulleitung und dem Kollegium abstimmen
- Einladung mit Tagesordnung verschicken, bei Bedarf in mehreren Sprachen
- Themen sammeln: Was müssen Eltern wissen, was wollen sie fragen?

# Am Tag selbst

- Raum vorbereiten: Namensschilder, Sitzordnung im Kreis oder U
- Eine kurze Präsentation mit den wichtigsten Terminen des Halbjahres
- Listen für Elternvertretung, Ausflüge und Kontakte bereitlegen

# Während des Abends

Beginne mit etwas Persönlichem: Wie ist die Klasse gestartet, was läuft gut? Danach folgen Organisatorisches und deine Erwartungen. Lass Zeit für Fragen, aber verweise Einzelfälle auf ein persönliches Gespräch.

# Danach

Schick innerhalb einer Woche ein kurzes Protokoll an alle Familien, auch an die, die nicht kommen konnten. So sind alle auf demselben Stand.

Vorlagen für Einladungen und Protokolle findest du auf Kreide unter dem Stichwort „Elternarbeit“.`,
    },
    {
      daysAgo: 35,
      title: 'Was gutes Unterrichtsmaterial ausmacht',
      summary: 'Worauf Lehrkräfte achten, wenn sie Material auswählen, und worauf Autorinnen und Autoren achten, wenn sie es gestalten: eine Handreichung aus der Kreide-Redaktion.',
      body: `Jeden Tag werden auf Kreide neue Materialien veröffentlicht. Welche davon im Unterricht wirklich funktionieren, lässt sich an einigen Merkmalen erkennen.

# Ein klares Lernziel

Gutes Material sagt, wofür es gedacht ist: Klassenstufe, Fach, Thema und das, was Schülerinnen und Schüler danach können sollen. Fehlt das, wird die Unterrichtsplanung zum Rätselraten.

# Verständliche Arbeitsaufträge

Ein Arbeitsauftrag, ein Verb: „Lies“, „Unterstreiche“, „Begründe“. Lange Schachtelsätze überfordern gerade jüngere Kinder und alle, die mit der Sprache noch kämpfen.

# Eine ruhige Gestaltung

Viel Weißraum, eine gut lesbare Schrift, Bilder nur dort, wo sie helfen. Ein überladenes Blatt lenkt vom Inhalt ab.

# Lösungen und Varianten

Lösungsblätter sparen Zeit und ermöglichen Selbstkontrolle. Varianten für unterschiedliche Niveaus machen ein Material vielseitig.

# Ehrliche Vorschau

Auf Kreide zeigt jede Materialseite Vorschauseiten. Schau sie dir an, bevor du kaufst, und lies die Bewertungen anderer Lehrkräfte. Wenn dir ein Material geholfen hat, freuen sich die Autorinnen und Autoren über deine Bewertung.`,
    },
  ],
  es: [
    {
      daysAgo: 5,
      title: 'Cinco maneras de empezar bien la clase',
      summary: 'Los primeros minutos marcan el ritmo de toda la sesión. Ideas sencillas para captar la atención del grupo desde el principio.',
      body: `Los primeros minutos de una clase deciden a menudo cómo irá el resto. Un buen comienzo no tiene por qué ser complicado.

# 1. Una pregunta en la pizarra

Escribe antes de que entre el grupo una pregunta que despierte la curiosidad: «¿Por qué flota un barco de acero?». Cada alumno anota una primera respuesta.

# 2. Una imagen sin explicación

Muestra una foto o un gráfico sin comentarios. Primero describen lo que ven; después formulan hipótesis.

# 3. Un minuto de repaso

Tres preguntas breves sobre la clase anterior, respondidas en silencio. Verás enseguida qué ha quedado claro y qué no.

# 4. El objetivo del día

Di con claridad qué sabrá hacer cada uno al final de la sesión y vuelve a ello en los últimos minutos.

# 5. Un ritual, pero no siempre el mismo

Las rutinas dan seguridad; el exceso de rutina aburre. Alterna los comienzos a lo largo de la semana.

En Kreide encontrarás tarjetas de inicio y recursos visuales para muchas asignaturas.`,
    },
    {
      daysAgo: 20,
      title: 'Cómo preparar una buena reunión con las familias',
      summary: 'Una lista práctica para antes, durante y después de la reunión de principio de curso.',
      body: `La reunión de principio de curso es, muchas veces, el primer contacto largo con las familias. Con una buena preparación, se convierte en una ocasión para generar confianza.

# Antes

- Acordar la fecha con el equipo directivo
- Enviar la convocatoria con el orden del día
- Reunir los temas: qué necesitan saber las familias y qué querrán preguntar

# Durante

Empieza por algo personal: cómo ha empezado el grupo y qué va bien. Después, la organización del curso y tus expectativas. Deja tiempo para preguntas, pero remite los casos individuales a una tutoría.

# Después

Envía en una semana un breve resumen a todas las familias, también a las que no pudieron asistir.

En Kreide hay plantillas de convocatorias y actas listas para adaptar.`,
    },
  ],
  fr: [
    {
      daysAgo: 4,
      title: 'Réussir les cinq premières minutes du cours',
      summary: 'Un bon début de cours capte l’attention avant même que la leçon commence. Quelques idées simples et éprouvées.',
      body: `Les premières minutes d’un cours donnent souvent le ton de toute la séance. Un bon démarrage ne demande pas forcément beaucoup de préparation.

# Une question au tableau

Avant l’arrivée des élèves, écrivez une question qui intrigue : « Pourquoi un bateau en acier flotte-t-il ? ». Chacun note une première réponse.

# Une image sans commentaire

Montrez une photo ou un dessin sans rien dire. Les élèves décrivent d’abord ce qu’ils voient, puis formulent des hypothèses.

# Une minute de révision

Trois questions courtes sur la séance précédente, à répondre en silence. Vous repérez tout de suite ce qui reste à revoir.

# L’objectif du jour

Annoncez clairement ce que chacun saura faire à la fin de l’heure, et revenez-y avant la sonnerie.

Sur Kreide, vous trouverez des cartes de démarrage et des images déclencheuses pour de nombreuses matières.`,
    },
    {
      daysAgo: 18,
      title: 'Donner un retour utile aux élèves',
      summary: 'Un retour efficace est précis et indique la prochaine étape. Comment y parvenir sans annoter chaque copie pendant des heures.',
      body: `« Bon travail ! » fait plaisir, mais n’aide guère la fois suivante. Un retour efficace répond à trois questions : où dois-je aller, où en suis-je, quelle est ma prochaine étape ?

# Précis plutôt que général

Au lieu de « Attention à l’orthographe », préférez : « Dans le deuxième paragraphe, tu confonds trois fois *a* et *à*. Essaie de remplacer par *avait*. »

# Peu de points, mais les bons

Tout souligner décourage. Choisissez un ou deux points essentiels pour l’objectif visé.

# Du temps pour retravailler

Prévoyez dix minutes au cours suivant pour que les élèves reprennent leur travail à partir de vos remarques.

Beaucoup d’auteurs sur Kreide proposent des grilles d’évaluation adaptées à leurs ressources.`,
    },
  ],
  gr: [
    {
      daysAgo: 6,
      title: 'Πώς να ξεκινάτε το μάθημα με ενέργεια',
      summary: 'Τα πρώτα λεπτά καθορίζουν τον ρυθμό όλης της ώρας. Απλές ιδέες για να τραβήξετε την προσοχή της τάξης από την αρχή.',
      body: `Τα πρώτα λεπτά ενός μαθήματος συχνά κρίνουν πώς θα κυλήσει η υπόλοιπη ώρα. Μια καλή αρχή δεν χρειάζεται πολύπλοκη προετοιμασία.

# Μια ερώτηση στον πίνακα

Γράψτε πριν μπουν οι μαθητές μια ερώτηση που κεντρίζει την περιέργεια: «Γιατί επιπλέει ένα ατσάλινο πλοίο;». Ο καθένας σημειώνει μια πρώτη απάντηση.

# Μια εικόνα χωρίς εξήγηση

Δείξτε μια φωτογραφία ή ένα γράφημα χωρίς σχόλιο. Οι μαθητές περιγράφουν πρώτα τι βλέπουν και μετά κάνουν υποθέσεις.

# Ένα λεπτό επανάληψη

Τρεις σύντομες ερωτήσεις για το προηγούμενο μάθημα, με γραπτές απαντήσεις. Βλέπετε αμέσως τι έχει κατανοηθεί.

# Ο στόχος της ημέρας

Πείτε καθαρά τι θα μπορεί να κάνει ο καθένας στο τέλος της ώρας και επανέλθετε σε αυτό πριν χτυπήσει το κουδούνι.

Στο Kreide θα βρείτε κάρτες έναρξης και εικόνες αφόρμησης για πολλά μαθήματα.`,
    },
    {
      daysAgo: 22,
      title: 'Ανατροφοδότηση που βοηθά πραγματικά τους μαθητές',
      summary: 'Η καλή ανατροφοδότηση είναι συγκεκριμένη και δείχνει το επόμενο βήμα. Πώς να τη δίνετε χωρίς να σχολιάζετε ατελείωτα κάθε γραπτό.',
      body: `Το «Μπράβο!» χαροποιεί, αλλά δεν βοηθά πολύ την επόμενη φορά. Η αποτελεσματική ανατροφοδότηση απαντά σε τρία ερωτήματα: πού πηγαίνω, πού βρίσκομαι, ποιο είναι το επόμενο βήμα μου;

# Συγκεκριμένα, όχι γενικά

Αντί για «Πρόσεχε την ορθογραφία», γράψτε: «Στη δεύτερη παράγραφο μπερδεύεις τρεις φορές το *ει* με το *ι*. Έλεγξε τις καταλήξεις των ρημάτων.»

# Λίγα σημεία, αλλά τα σωστά

Όταν όλα είναι υπογραμμισμένα, ο μαθητής αποθαρρύνεται. Διαλέξτε ένα ή δύο σημεία που μετράνε περισσότερο.

# Χρόνος για διόρθωση

Αφήστε δέκα λεπτά στο επόμενο μάθημα για να δουλέψουν οι μαθητές με τα σχόλιά σας.

Πολλοί δημιουργοί στο Kreide προσφέρουν κριτήρια αξιολόγησης μαζί με το υλικό τους.`,
    },
  ],
  it: [
    {
      daysAgo: 7,
      title: 'Cinque idee per iniziare bene la lezione',
      summary: 'I primi minuti danno il tono a tutta l’ora. Idee semplici e collaudate per catturare l’attenzione della classe.',
      body: `I primi minuti di una lezione decidono spesso come andrà il resto dell’ora. Un buon inizio non richiede per forza una lunga preparazione.

# 1. Una domanda alla lavagna

Prima che entrino gli alunni, scrivi una domanda che incuriosisca: «Perché una nave d’acciaio galleggia?». Ognuno annota una prima risposta.

# 2. Un’immagine senza spiegazione

Mostra una foto o un grafico senza commento. Prima descrivono ciò che vedono, poi formulano ipotesi.

# 3. Un minuto di ripasso

Tre domande brevi sulla lezione precedente, a cui rispondere in silenzio. Capisci subito che cosa va ripreso.

# 4. L’obiettivo del giorno

Di’ con chiarezza che cosa saprà fare ciascuno alla fine dell’ora e riprendilo negli ultimi minuti.

# 5. Un rituale, ma non sempre lo stesso

Le routine danno sicurezza; troppa routine annoia. Alterna gli inizi durante la settimana.

Su Kreide trovi schede di avvio e immagini stimolo per molte materie.`,
    },
    {
      daysAgo: 21,
      title: 'Il colloquio con i genitori: come prepararlo',
      summary: 'Una traccia pratica per prima, durante e dopo l’incontro con le famiglie.',
      body: `Il colloquio con i genitori è un momento importante per costruire fiducia. Con una buona preparazione diventa più sereno per tutti.

# Prima

- Raccogli osservazioni concrete sull’alunno: lavori, progressi, difficoltà
- Prepara due o tre punti da comunicare, non di più
- Pensa a una proposta per il passo successivo

# Durante

Inizia da ciò che va bene. Poi descrivi le difficoltà con esempi, senza giudizi sulla persona. Ascolta: spesso i genitori conoscono aspetti che a scuola non si vedono.

# Dopo

Annota quanto concordato e, se serve, fissa un nuovo incontro a qualche settimana di distanza.

Su Kreide trovi modelli di schede di osservazione e di verbale pronti da adattare.`,
    },
  ],
};

/** Posts on the demo author's own blog (world de). */
const AUTHOR_POSTS = [
  {
    daysAgo: 2,
    title: 'Wie meine Materialien entstehen',
    summary: 'Vom Einfall im Unterricht bis zum fertigen Arbeitsblatt auf Kreide: ein Blick in meine Werkstatt.',
    body: `Viele fragen mich, wie lange ein Material von der Idee bis zur Veröffentlichung braucht. Die ehrliche Antwort: meistens mehrere Wochen, und fast immer beginnt es in meiner eigenen Klasse.

# Die Idee kommt aus dem Unterricht

Wenn ich merke, dass ein Thema hakt, dass die Kinder mit dem Schulbuch nicht weiterkommen, entsteht ein erster Entwurf. Oft ist das nur ein handgeschriebenes Blatt.

# Erproben, verwerfen, neu machen

Der Entwurf muss sich in der Klasse bewähren. Was missverstanden wird, formuliere ich um. Was zu schnell geht, bekommt eine Zusatzaufgabe. Manche Blätter schreibe ich drei- oder viermal neu.

# Gestaltung und Lösungen

Erst wenn der Inhalt sitzt, kümmere ich mich um die Gestaltung: klare Schrift, viel Platz zum Schreiben, Bilder nur, wo sie helfen. Zu jedem Material gibt es ein Lösungsblatt.

Wenn du Wünsche für neue Materialien hast, schreib mir gern einen Kommentar unter einem meiner Materialien.`,
  },
  {
    daysAgo: 12,
    title: 'Stationenlernen zur Weimarer Republik: meine Erfahrungen in Klasse 9',
    summary: 'Warum ich im Geschichtsunterricht gern mit Stationen arbeite, was beim ersten Mal schiefging und wie es heute läuft.',
    body: `Als ich zum ersten Mal eine Doppelstunde zur Weimarer Republik als Stationenlernen geplant habe, war es laut, und die Hälfte der Klasse wusste nicht, was zu tun war. Heute gehört diese Form zu meinen liebsten im Geschichtsunterricht.

# Was ich geändert habe

- **Weniger Stationen:** sechs statt zehn, jede mit einer klaren Quelle und einem Arbeitsauftrag.
- **Ein Laufzettel:** Die Schülerinnen und Schüler haken ab, was erledigt ist, und notieren ihre wichtigsten Erkenntnisse.
- **Pflicht und Wahl:** Vier Stationen sind Pflicht (Verfassung, Inflation 1923, Goldene Zwanziger, Weltwirtschaftskrise), zwei sind Kür, etwa eine Karikatur zur Dolchstoßlegende.
- **Eine Sicherung am Ende:** Jede Gruppe stellt eine Station in zwei Minuten vor. So hört die Klasse alles einmal.

# Was die Klasse sagt

Die Jugendlichen schätzen es, selbst über die Reihenfolge zu entscheiden und mit echten Quellen zu arbeiten. Und ich habe endlich Zeit, mich zu einzelnen Gruppen zu setzen und nachzufragen.

Die Stationen mit allen Quellen und einem Erwartungshorizont findest du in meinem Shop.`,
  },
  {
    daysAgo: 30,
    title: 'Drei Ideen für die letzte Deutschstunde vor den Ferien',
    summary: 'Wenn die Konzentration nachlässt, aber trotzdem gelesen und gedacht werden soll: drei Formate, die auch in der Oberstufe funktionieren.',
    body: `Die letzte Stunde vor den Ferien ist ein besonderer Moment: Die Klasse ist in Gedanken schon woanders, an neuen Stoff ist nicht zu denken. Diese drei Formate halten trotzdem den Kopf wach.

# Gedichtpuzzle

Ein bekanntes Gedicht, etwa „Der Panther“ von Rilke, wird in Verszeilen zerschnitten. Welche Gruppe setzt es zuerst richtig zusammen und kann begründen, warum? Dabei wird über Reim, Metrum und Sinn gesprochen, fast nebenbei.

# Literatur-Quiz

Zitate aus den Lektüren des Schuljahres: Wer hat es gesagt, in welchem Werk, in welcher Situation? Die Klasse spielt in Teams, ich moderiere.

# Lesedetektive

Ich lese eine Kurzgeschichte vor und baue drei inhaltliche Fehler ein. Die Klasse liest still mit und meldet sich, sobald jemand einen Fehler entdeckt.

Schöne Ferien allen Kolleginnen und Kollegen!`,
  },
];

function isoDaysAgo(nowIso, days) {
  return new Date(Date.parse(nowIso) - days * 86_400_000).toISOString();
}

function slugOf(title) {
  const fold = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };
  const slug = title
    .toLowerCase()
    .replace(/[äöüß]/g, (ch) => fold[ch] ?? ch)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'post';
}

/** Takes (db: DatabaseSync, now: ISO string, markdown: { renderMarkdown, markdownText }); returns whether it wrote anything. */
export function ensureDemoPosts(db, nowIso, { renderMarkdown }) {
  const staff = db.prepare('SELECT id FROM users WHERE email = ?').get(STAFF_EMAIL);
  const author = db.prepare('SELECT id, world FROM users WHERE email = ?').get(AUTHOR_EMAIL);
  if (!staff) return false;
  const ids = author ? [staff.id, author.id] : [staff.id];
  const existing = db.prepare(`SELECT COUNT(*) AS n FROM posts WHERE author_id IN (${ids.map(() => '?').join(', ')})`).get(...ids);
  if (existing.n > 0) return false;
  const insert = db.prepare(
    `INSERT INTO posts (world, kind, author_id, slug, title, summary, body_markdown, body_html, status, published_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'published', ?, ?, ?)`,
  );
  const write = (world, kind, authorId, post) => {
    const at = isoDaysAgo(nowIso, post.daysAgo);
    insert.run(world, kind, authorId, slugOf(post.title), post.title, post.summary, post.body, renderMarkdown(post.body), at, at, at);
  };
  db.exec('BEGIN');
  try {
    for (const [world, posts] of Object.entries(MAGAZINE)) for (const post of posts) write(world, 'magazine', staff.id, post);
    if (author) for (const post of AUTHOR_POSTS) write(author.world, 'author', author.id, post);
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
  return true;
}
