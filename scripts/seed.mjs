#!/usr/bin/env node
/**
 * Demo catalogue generator for the local D1 database.
 *
 *   npm run seed -- [--materials N] [--now YYYY-MM-DD] [--seed S] [--db PATH] [--force] [--quiet]
 *
 * Writes straight into the SQLite file that miniflare keeps for the D1 database `kreide`
 * (`.wrangler/state/v3/d1/miniflare-D1DatabaseObject/*.sqlite`), using `node:sqlite`. Nothing else
 * (wrangler dev, the start script's workers) may have that file open while seeding.
 *
 * Reference data (worlds, school types, grades, subjects, material types, currencies, A/B tests)
 * comes from migrations/0002_reference_data.sql; this script only adds demo rows: authors and
 * buyers (emails `…@demo.kreide.example`), materials with files, bundle items, ratings and sales,
 * and a few `*.localhost` partner hosts.
 *
 * Determinism: the same --materials, --seed and --now give the same rows, byte for byte. --now
 * defaults to today 00:00 UTC so that "new" badges (created less than 14 days ago) exist; pass a
 * fixed --now for reproducible data across days. --materials counts all worlds: about 90 % go to
 * the main worlds de, es, fr, gr, it (de most), the rest is spread over the further worlds.
 *
 * Exported for the start script: `seed({ materials, dbPath, log, now, seed, force, onlyIfEmpty })`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DAY = 86_400_000;
export const DEMO_EMAIL_DOMAIN = 'demo.kreide.example';
const BATCH = 10_000;

// ---------------------------------------------------------------------------------------------
// Random numbers and slugs
// ---------------------------------------------------------------------------------------------

/** mulberry32: a small, fast, seedable PRNG returning floats in [0, 1). */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return function next() {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const GREEK_DIGRAPHS = [
  ['ου', 'ou'], ['αι', 'ai'], ['ει', 'ei'], ['οι', 'oi'], ['αυ', 'av'], ['ευ', 'ev'], ['μπ', 'b'],
  ['ντ', 'nt'], ['γκ', 'gk'], ['γγ', 'ng'], ['τσ', 'ts'], ['τζ', 'tz'],
];
const TRANSLIT = {
  // Greek
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l', μ: 'm',
  ν: 'n', ξ: 'x', ο: 'o', π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f', χ: 'ch', ψ: 'ps',
  ω: 'o',
  // Cyrillic (Bulgarian, Ukrainian, Serbian, Kazakh)
  а: 'a', б: 'b', в: 'v', г: 'g', ґ: 'g', д: 'd', ђ: 'dj', е: 'e', є: 'ye', ж: 'zh', з: 'z', и: 'i',
  і: 'i', ї: 'yi', й: 'y', ј: 'j', к: 'k', л: 'l', љ: 'lj', м: 'm', н: 'n', њ: 'nj', о: 'o', п: 'p',
  р: 'r', с: 's', т: 't', ћ: 'c', у: 'u', ф: 'f', х: 'h', ц: 'ts', ч: 'ch', џ: 'dz', ш: 'sh',
  щ: 'sht', ъ: 'a', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya', ё: 'yo', ә: 'a', ғ: 'g', қ: 'k',
  ң: 'n', ө: 'o', ұ: 'u', ү: 'u', һ: 'h',
  // Latin letters that NFD does not decompose
  ß: 'ss', ł: 'l', đ: 'd', ø: 'o', æ: 'ae', œ: 'oe', ı: 'i', þ: 'th', ð: 'd',
};

/**
 * ASCII slug of a text: German umlauts become ae/oe/ue/ss (lang 'de'), Greek and Cyrillic are
 * transliterated, other diacritics are folded. Returns '' when nothing Latin is left (CJK, Thai…).
 */
export function slugify(text, lang = '', max = 80) {
  let s = String(text).toLowerCase();
  if (lang === 'de') s = s.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue');
  s = s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  if (/[\u0370-\u03ff]/.test(s)) for (const [g, l] of GREEK_DIGRAPHS) s = s.split(g).join(l);
  let out = '';
  for (const ch of s) out += TRANSLIT[ch] ?? ch;
  out = out.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (out.length > max) {
    out = out.slice(0, max);
    const cut = out.lastIndexOf('-');
    if (cut > max / 2) out = out.slice(0, cut);
  }
  return out;
}

function fill(template, vars) {
  return template.replace(/\{(\w+)\}/g, (_, k) => (vars[k] ?? ''));
}

// ---------------------------------------------------------------------------------------------
// Catalogue shape
// ---------------------------------------------------------------------------------------------

export const MAIN_WORLDS = ['de', 'es', 'fr', 'gr', 'it'];
export const FURTHER_WORLDS = [
  'bg', 'cn', 'cz', 'dk', 'fi', 'hi', 'hr', 'hu', 'id', 'jp', 'kr', 'kz', 'my', 'nl', 'no', 'pl',
  'ro', 'rs', 'se', 'sk', 'th', 'ua',
];
const MAIN_SHARE = { de: 0.4, es: 0.16, fr: 0.14, it: 0.12, gr: 0.08 };
const FURTHER_SHARE = 0.1;

/** School types (docs/product-rules.md, "Entities") with the grade levels they span and how often demo materials use them. */
export const SCHOOL_TYPES = [
  { id: 'alle', from: 1, to: 13, weight: 4 },
  { id: 'kita', from: 0, to: 0, weight: 5 },
  { id: 'grundschule', from: 1, to: 4, weight: 30 },
  { id: 'sek1-mittel', from: 5, to: 10, weight: 15 },
  { id: 'sek1-gym', from: 5, to: 10, weight: 17 },
  { id: 'sek2', from: 11, to: 13, weight: 9 },
  { id: 'berufsschule', from: 10, to: 13, weight: 6 },
  { id: 'foerder', from: 1, to: 10, weight: 8 },
  { id: 'erwachsene', from: 13, to: 13, weight: 6 },
];

/** The levels a school type spans in a world: its row in `school_type_spans` (migration 0015), else the German span. */
function spanIn(spans, world, spec) {
  const span = spans.get(`${world}/${spec.id}`);
  return span ? { from: span.level_from, to: span.level_to } : { from: spec.from, to: spec.to };
}

/**
 * Subject slots (subject id = world position × 100 + slot, see 0002_reference_data.sql) that fit
 * each school type; repeats weight a slot. Worlds that lack a slot fall back to the ones they have.
 */
const SLOTS_BY_SCHOOL_TYPE = {
  alle: [22, 22, 20, 4, 11, 12, 13, 15, 1, 2, 3],
  kita: [19, 19, 19, 19, 1, 2, 12, 11, 13, 21, 22],
  grundschule: [1, 1, 1, 2, 2, 2, 21, 21, 3, 3, 4, 11, 12, 13, 14, 15, 22],
  'sek1-mittel': [1, 1, 2, 2, 3, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 22],
  'sek1-gym': [1, 1, 2, 2, 3, 3, 5, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 22],
  sek2: [1, 1, 2, 2, 3, 3, 5, 6, 7, 8, 9, 10, 11, 12, 15, 16, 17, 18],
  berufsschule: [1, 2, 3, 16, 16, 17, 17, 18, 4, 22],
  foerder: [20, 20, 20, 1, 1, 2, 2, 4, 21, 11, 12, 13, 22],
  erwachsene: [4, 4, 4, 3, 3, 2, 5, 16, 17, 1, 11, 12],
};

/** Material types (ids of material_types) with their weights for ordinary materials. */
const TYPE_WEIGHTS = [
  ['worksheet', 34], ['lesson-plan', 7], ['unit', 10], ['presentation', 9], ['test', 10],
  ['game', 7], ['poster', 5], ['flashcards', 6], ['learning-station', 6], ['audio', 2], ['video', 4],
];
const FILE_FORMATS = {
  worksheet: ['pdf', 'docx'], 'lesson-plan': ['pdf', 'docx'], unit: ['pdf', 'pptx', 'docx'],
  presentation: ['pptx', 'pdf'], test: ['pdf', 'docx'], game: ['pdf', 'png'], interactive: ['pdf'],
  bundle: ['zip', 'pdf'], poster: ['pdf', 'png'], audio: ['mp3', 'pdf'], video: ['mp4', 'pdf'],
  flashcards: ['pdf', 'png'], 'learning-station': ['pdf', 'docx'],
};
const EXTRA_FORMATS = ['pdf', 'docx', 'pdf', 'pptx', 'png', 'xlsx', 'mp3'];
const FORMAT_SIZE = {
  pdf: [150e3, 8e6], docx: [40e3, 2e6], pptx: [800e3, 25e6], png: [150e3, 3e6], xlsx: [15e3, 5e5],
  mp3: [2e6, 30e6], mp4: [20e6, 300e6], zip: [5e6, 120e6],
};

// ---------------------------------------------------------------------------------------------
// Texts per language (main worlds in their language, further worlds in English)
// ---------------------------------------------------------------------------------------------

const ENGLISH_TOPICS = {
  p: ['Colours and numbers', 'My family', 'Animals', 'Food and drinks', 'The weather', 'Clothes', 'My school day', 'The alphabet'],
  s: ['Simple past', 'Present perfect', 'If-clauses', 'Reading comprehension', 'Writing an email', 'Reported speech', 'Passive voice', 'Vocabulary: travelling', 'Phrasal verbs', 'Shakespeare'],
};

const GREEK_ORDINALS = ['', 'Α΄', 'Β΄', 'Γ΄', 'Δ΄', 'Ε΄', 'ΣΤ΄'];

/** Builds a language's grade label from a stage function (level → [number label, stage name]). */
function stagedLabel(stage, from, to, join = '–') {
  const [a, sa] = stage(from);
  if (from === to) return sa ? `${a} ${sa}` : a;
  const [b, sb] = stage(to);
  if (sa === sb) return sa ? `${a}${join}${b} ${sa}` : `${a}${join}${b}`;
  return `${sa ? `${a} ${sa}` : a} – ${sb ? `${b} ${sb}` : b}`;
}

const LANG = {
  de: {
    grades(st, f, t) {
      if (st === 'kita') return 'Kita';
      if (st === 'erwachsene') return 'Erwachsenenbildung';
      if (st === 'alle') return 'alle Klassenstufen';
      if (st === 'berufsschule') return f === t ? `Berufsschule, Klasse ${f}` : `Berufsschule, Klasse ${f}–${t}`;
      return f === t ? `Klasse ${f}` : `Klasse ${f}–${t}`;
    },
    forPhrase(st, f, t) {
      if (st === 'kita') return 'für die Kita';
      if (st === 'erwachsene') return 'für Erwachsene';
      if (st === 'alle') return 'für alle Klassenstufen';
      if (st === 'berufsschule') return 'für die Berufsschule';
      return f === t ? `für Klasse ${f}` : `für Klasse ${f}–${t}`;
    },
    titles: ['{type}: {topic} {for}', '{type}: {topic} {for}', '{topic} {for} – {type}', '{topic}: {type} ({grades})'],
    intro: [
      'Dieses Material zum Thema „{topic}“ ist für den Unterricht im Fach {subject} ({grades}) konzipiert.',
      'Mit diesem Material erarbeiten Ihre Schülerinnen und Schüler das Thema „{topic}“ Schritt für Schritt.',
      'Ein sofort einsetzbares Material für {subject} ({grades}) rund um das Thema „{topic}“.',
      '„{topic}“ anschaulich erklärt: Das Material führt motivierend in das Thema ein ({grades}).',
    ],
    body: [
      'Enthalten sind {pages} Seiten mit abwechslungsreichen Aufgaben und ausführlichen Lösungen.',
      'Jede Übung ist klar strukturiert und eignet sich für Einzel-, Partner- oder Gruppenarbeit.',
      'Die Aufgaben sind in drei Niveaustufen differenziert, sodass alle Kinder erfolgreich arbeiten können.',
      'Ideal für die Freiarbeit, als Hausaufgabe oder zur Vorbereitung auf die nächste Klassenarbeit.',
      'Das Material ist sofort einsetzbar und lässt sich leicht an Ihre Lerngruppe anpassen.',
      'Alle Arbeitsaufträge sind in einfacher Sprache formuliert und mit Symbolen versehen.',
      'Eine kurze Übung zum Einstieg aktiviert das Vorwissen, eine Lernzielkontrolle rundet die Einheit ab.',
      'Die Vorlagen liegen in Farbe und in Schwarz-Weiß zum Kopieren bei.',
    ],
    closing: [
      'Viel Freude beim Unterrichten!',
      'Über eine Bewertung freue ich mich sehr.',
      'Bei Fragen schreiben Sie mir gern eine Nachricht.',
      'Schauen Sie auch in meinem Shop vorbei – dort gibt es passende Materialien.',
    ],
    bundle: 'Das Paket enthält {count} Materialien zum Vorteilspreis.',
    solutions: 'loesungen',
    reviews: {
      pos: ['Super Material, sofort einsetzbar!', 'Meine Klasse hatte viel Spaß damit.', 'Sehr übersichtlich und gut differenziert.', 'Tolle Übung, genau das habe ich gesucht.', 'Hat mir viel Vorbereitungszeit gespart. Danke!', 'Schön gestaltet und fachlich korrekt.', 'Für meine DaZ-Kinder ideal.', 'Preis und Leistung stimmen.'],
      mid: ['Gut, aber die Lösungen könnten ausführlicher sein.', 'Brauchbar, ich musste einiges anpassen.'],
      neg: ['Leider nicht passend für meine Klasse.', 'Einige Fehler in den Lösungen.'],
    },
    subtitles: ['Grundschullehrerin aus Bayern', 'Lehrer für Mathe und Physik', 'Förderschullehrerin mit Herz', 'Gymnasiallehrer für Deutsch und Geschichte', 'Erzieherin und Kita-Leitung', 'DaZ-Lehrkraft in Berlin', 'Referendarin mit vielen Ideen', 'Realschullehrer aus NRW', 'Sonderpädagogin aus Hamburg', 'Berufsschullehrer für Wirtschaft'],
    bios: [
      'Ich unterrichte seit {years} Jahren und teile hier meine Materialien. Alle Materialien habe ich selbst im Unterricht erprobt.',
      'Hallo, ich bin {first}! Ich gestalte Unterrichtsmaterialien, die Kindern Freude am Lernen machen.',
    ],
    names: {
      f: ['Anna', 'Julia', 'Katharina', 'Sabine', 'Stefanie', 'Laura', 'Lena', 'Sarah', 'Nicole', 'Claudia', 'Miriam', 'Jana', 'Carina', 'Franziska', 'Theresa', 'Eva'],
      m: ['Thomas', 'Michael', 'Andreas', 'Stefan', 'Jan', 'Tobias', 'Markus', 'Felix', 'Daniel', 'Sebastian', 'Florian', 'Matthias'],
      last: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Schäfer', 'Koch', 'Bauer', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Schwarz', 'Zimmermann', 'Braun', 'Krüger', 'Hofmann', 'Hartmann', 'Lange', 'Schmitt', 'Werner', 'Krause', 'Meier', 'Lehmann', 'Köhler', 'Weiß'],
      brand: { f: ['Frau {last}', 'Lernwerkstatt {first}', '{firstGen} Klassenzimmer'], m: ['Herr {last}', 'Lernwerkstatt {first}', '{firstGen} Klassenzimmer'] },
    },
    topics: {
      1: {
        p: ['Zahlenraum bis 100', 'Das Einmaleins', 'Addition und Subtraktion', 'Uhrzeit lesen', 'Rechnen mit Geld', 'Geometrische Formen', 'Sachaufgaben', 'Schriftliche Multiplikation', 'Zahlenraum bis 1000'],
        s: ['Bruchrechnen', 'Prozentrechnung', 'Lineare Funktionen', 'Satz des Pythagoras', 'Quadratische Gleichungen', 'Dreisatz', 'Wahrscheinlichkeitsrechnung', 'Flächen und Volumen', 'Integralrechnung', 'Vektoren'],
      },
      2: {
        p: ['Anlaute', 'Silben lesen', 'Nomen, Verben und Adjektive', 'Lesetexte mit Fragen', 'Rechtschreibung: ie oder i', 'Bildergeschichten', 'Satzzeichen', 'Märchen', 'Wortarten'],
        s: ['Erörterung', 'Kommasetzung', 'Gedichtanalyse', 'Kurzgeschichten', 'Das Passiv', 'Bewerbung schreiben', 'Inhaltsangabe', 'Lektüre: Die Welle', 'Faust I', 'Dramenanalyse'],
      },
      3: ENGLISH_TOPICS,
      4: ['Wortschatz: Schule', 'Alphabetisierung', 'Die Artikel der, die, das', 'Einfache Dialoge', 'Deutsch im Alltag', 'Präpositionen mit Dativ', 'Lesen in einfacher Sprache', 'Wortschatz: Körper und Gesundheit'],
      5: ['Les articles', 'Se présenter', 'Le passé composé', 'Les nombres', 'La famille', 'Au restaurant', 'Les verbes en -er', 'Paris'],
      6: ['Die Zelle', 'Fotosynthese', 'Der menschliche Körper', 'Ökosystem Wald', 'Genetik', 'Evolution', 'Die Sinnesorgane', 'Haustiere'],
      7: ['Das Periodensystem', 'Säuren und Basen', 'Chemische Reaktionen', 'Atombau', 'Redoxreaktionen', 'Organische Chemie', 'Stoffe und ihre Eigenschaften', 'Die Ionenbindung'],
      8: ['Der elektrische Stromkreis', 'Optik', 'Kräfte in der Mechanik', 'Energieformen', 'Magnetismus', 'Schall', 'Radioaktivität', 'Das Ohmsche Gesetz'],
      9: ['Die Römer', 'Das Mittelalter', 'Die Französische Revolution', 'Der Erste Weltkrieg', 'Die Weimarer Republik', 'Der Nationalsozialismus', 'Der Kalte Krieg', 'Die Wiedervereinigung'],
      10: ['Kontinente und Ozeane', 'Klimazonen', 'Vulkane und Erdbeben', 'Kartenkunde', 'Deutschland im Überblick', 'Die Alpen', 'Stadtentwicklung', 'Der Klimawandel'],
      11: ['Farbenlehre', 'Perspektive zeichnen', 'Pop Art', 'Paul Klee', 'Collagen gestalten', 'Porträtzeichnen', 'Expressionismus', 'Drucktechniken'],
      12: ['Noten lesen', 'Instrumentenkunde', 'Rhythmus', 'Mozart', 'Das Orchester', 'Musik im Advent', 'Komponisten der Klassik', 'Popmusik'],
      13: ['Ballspiele', 'Turnen', 'Leichtathletik', 'Aufwärmspiele', 'Zirkeltraining', 'Schwimmen', 'Bundesjugendspiele', 'Fair Play'],
      14: ['Die Schöpfung', 'Weltreligionen', 'Martin Luther', 'Ostern', 'Sankt Martin', 'Das Judentum', 'Der Islam', 'Gleichnisse Jesu'],
      15: ['Glück', 'Freundschaft', 'Gerechtigkeit', 'Menschenrechte', 'Umgang mit Medien', 'Das Gewissen', 'Tod und Trauer', 'Tierethik'],
      16: ['Algorithmen', 'Programmieren mit Scratch', 'Python-Grundlagen', 'Datenschutz', 'Das Binärsystem', 'Künstliche Intelligenz', 'Tabellenkalkulation', 'Netzwerke'],
      17: ['Angebot und Nachfrage', 'Taschengeld', 'Der Wirtschaftskreislauf', 'Berufsorientierung', 'Verbraucherschutz', 'Unternehmensgründung', 'Steuern', 'Globalisierung'],
      18: ['Demokratie', 'Wahlen in Deutschland', 'Das Grundgesetz', 'Die Europäische Union', 'Kinderrechte', 'Gewaltenteilung', 'Parteien', 'Medien und Politik'],
      19: ['Farben und Formen', 'Jahreszeiten', 'Fingerspiele', 'Zählen bis 10', 'Gefühle erkennen', 'Bewegungsspiele', 'Vorschulmappe', 'Bilderbuchbetrachtung'],
      20: ['Lesen mit Bildern', 'Wahrnehmungsförderung', 'Feinmotorik', 'Lebenspraktisches Lernen', 'Uhrzeit in Leichter Sprache', 'Zahlenraum bis 10', 'Soziales Lernen', 'Konzentration'],
      21: ['Der Igel', 'Das Wetter', 'Verkehrserziehung', 'Wasser', 'Die Kartoffel', 'Der Wald', 'Strom und Magnetismus', 'Unser Körper', 'Die Ritter'],
      22: ['Klassenregeln', 'Kennenlernspiele', 'Lernen lernen', 'Projektwoche Nachhaltigkeit', 'Weihnachten', 'Fasching', 'Klassenrat', 'Elternabend'],
    },
  },

  es: {
    grades(st, f, t) {
      if (st === 'kita') return 'Educación Infantil';
      if (st === 'erwachsene') return 'adultos';
      if (st === 'alle') return 'todas las etapas';
      if (st === 'berufsschule') return 'Formación Profesional';
      return stagedLabel((n) => (n <= 6 ? [`${n}.º`, 'de Primaria'] : n <= 10 ? [`${n - 6}.º`, 'de ESO'] : [`${Math.min(n - 10, 2)}.º`, 'de Bachillerato']), f, t);
    },
    forPhrase(st, f, t) {
      return `para ${this.grades(st, f, t)}`;
    },
    titles: ['{type}: {topic} ({grades})', '{type}: {topic} ({grades})', '{topic} {for} – {type}', '{type} de {subject}: {topic}'],
    intro: [
      'Material sobre «{topic}» pensado para {grades}.',
      'Con este recurso de {subject}, tu alumnado trabajará «{topic}» de forma práctica y motivadora.',
      'Un recurso listo para usar en {subject} ({grades}) sobre «{topic}».',
      '«{topic}» explicado paso a paso: este material facilita la introducción del tema ({grades}).',
    ],
    body: [
      'Incluye {pages} páginas con actividades variadas y sus soluciones.',
      'Cada ejercicio está claramente estructurado y sirve para trabajo individual, en parejas o en grupo.',
      'Las actividades están adaptadas a tres niveles de dificultad para atender a la diversidad del aula.',
      'Ideal para el trabajo autónomo, como tarea para casa o para preparar el próximo examen.',
      'El material se puede usar de inmediato y es fácil de adaptar a tu grupo.',
      'Las instrucciones están redactadas en lenguaje sencillo y acompañadas de pictogramas.',
      'Se incluye una versión en color y otra en blanco y negro para fotocopiar.',
    ],
    closing: ['¡Espero que te resulte útil!', 'Me encantará leer tu valoración.', 'Si tienes dudas, escríbeme un mensaje.', 'Visita mi tienda para encontrar más recursos relacionados.'],
    bundle: 'El paquete incluye {count} materiales a un precio especial.',
    solutions: 'soluciones',
    reviews: {
      pos: ['¡Material estupendo, listo para usar!', 'A mis alumnos les encantó.', 'Muy claro y bien organizado.', 'Justo lo que buscaba.', 'Me ha ahorrado mucho tiempo de preparación. ¡Gracias!', 'Muy bonito y sin errores.', 'Buena relación calidad-precio.'],
      mid: ['Bien, aunque las soluciones podrían ser más detalladas.', 'Útil, pero tuve que adaptarlo bastante.'],
      neg: ['No encaja con el nivel de mi clase.', 'Tiene algunos errores en las soluciones.'],
    },
    subtitles: ['Maestra de Primaria en Valencia', 'Profesor de Matemáticas en Madrid', 'Maestra de Educación Infantil', 'Profesora de Lengua y Literatura', 'Maestro de Audición y Lenguaje', 'Profesor de ESO en Sevilla', 'Maestra de Pedagogía Terapéutica', 'Profesora de inglés en Barcelona'],
    bios: [
      'Soy docente desde hace {years} años y comparto aquí mis materiales. Todos los he probado en mis clases.',
      '¡Hola, soy {first}! Me encanta crear recursos que hagan disfrutar del aprendizaje.',
    ],
    names: {
      f: ['María', 'Lucía', 'Carmen', 'Laura', 'Marta', 'Ana', 'Paula', 'Elena', 'Cristina', 'Sara', 'Raquel', 'Nuria', 'Irene', 'Beatriz'],
      m: ['Javier', 'David', 'Daniel', 'Carlos', 'Pablo', 'Alejandro', 'Sergio', 'Jorge', 'Miguel', 'Álvaro', 'Iñaki', 'Jordi'],
      last: ['García', 'Martínez', 'López', 'Sánchez', 'González', 'Pérez', 'Rodríguez', 'Fernández', 'Gómez', 'Ruiz', 'Díaz', 'Moreno', 'Muñoz', 'Álvarez', 'Romero', 'Navarro', 'Torres', 'Domínguez', 'Vázquez', 'Ramos', 'Gil', 'Serrano', 'Blanco', 'Molina', 'Ortega', 'Castro', 'Rubio', 'Sanz', 'Iglesias', 'Medina'],
      twoSurnames: true,
      brand: { f: ['Profe {first}', 'Maestra {first}', 'El rincón de {first}'], m: ['Profe {first}', 'Maestro {first}', 'El aula de {first}'] },
    },
    topics: {
      1: {
        p: ['Sumas y restas', 'Las tablas de multiplicar', 'La hora', 'El dinero', 'Figuras geométricas', 'Problemas de matemáticas', 'Números hasta el 1000', 'La división'],
        s: ['Fracciones', 'Porcentajes', 'Ecuaciones de primer grado', 'Teorema de Pitágoras', 'Funciones lineales', 'Probabilidad', 'Áreas y volúmenes', 'Derivadas', 'Sistemas de ecuaciones'],
      },
      2: {
        p: ['Las vocales', 'Comprensión lectora', 'El sustantivo y el adjetivo', 'Ortografía: b y v', 'La tilde', 'Dictados', 'Cuentos clásicos', 'El abecedario'],
        s: ['El texto argumentativo', 'Análisis sintáctico', 'La Generación del 27', 'El Quijote', 'Figuras literarias', 'El comentario de texto', 'Federico García Lorca', 'La novela picaresca'],
      },
      3: ENGLISH_TOPICS,
      4: ['Saludos y presentaciones', 'El presente de indicativo', 'Ser y estar', 'La comida española', 'El pretérito indefinido', 'Vocabulario de la casa', 'El subjuntivo', 'Viajar por España'],
      5: ['Les articles', 'Se présenter', 'Le passé composé', 'Les nombres', 'La famille', 'Au restaurant', 'Les verbes en -er', 'Paris'],
      6: ['La célula', 'La fotosíntesis', 'El cuerpo humano', 'Los ecosistemas', 'Genética', 'La evolución', 'Los sentidos', 'Los animales vertebrados'],
      7: ['La tabla periódica', 'Ácidos y bases', 'Reacciones químicas', 'El átomo', 'Formulación inorgánica', 'Química orgánica', 'Mezclas y disoluciones', 'El enlace químico'],
      8: ['Circuitos eléctricos', 'Óptica', 'Las fuerzas', 'La energía', 'El magnetismo', 'El sonido', 'Movimiento rectilíneo', 'La ley de Ohm'],
      9: ['La Prehistoria', 'El Imperio romano', 'Al-Ándalus', 'Los Reyes Católicos', 'La Revolución francesa', 'La Guerra Civil española', 'La Transición', 'La Segunda Guerra Mundial'],
      10: ['Los continentes', 'El clima', 'Los volcanes', 'El relieve de España', 'Las comunidades autónomas', 'Los ríos de España', 'Mapas y escalas', 'El cambio climático'],
      11: ['La rueda de colores', 'La perspectiva', 'Picasso', 'Joan Miró', 'El collage', 'El retrato', 'Dalí y el surrealismo', 'Mandalas'],
      12: ['Lectura musical', 'Instrumentos de la orquesta', 'El ritmo', 'El flamenco', 'Mozart', 'Villancicos', 'La flauta dulce', 'Músicas del mundo'],
      13: ['Juegos de calentamiento', 'Deportes de equipo', 'Atletismo', 'Expresión corporal', 'Juegos populares', 'Circuito de habilidades', 'Juego limpio', 'Hábitos saludables'],
      14: ['La Creación', 'Las religiones del mundo', 'La Semana Santa', 'La Navidad', 'Las parábolas', 'Los sacramentos'],
      15: ['La amistad', 'La empatía', 'Los derechos humanos', 'La igualdad', 'Resolución de conflictos', 'El respeto', 'Las emociones', 'La libertad'],
      16: ['Algoritmos', 'Programación con Scratch', 'Python para principiantes', 'Seguridad en internet', 'El sistema binario', 'Inteligencia artificial', 'Hojas de cálculo', 'Robótica'],
      17: ['Oferta y demanda', 'El dinero y el ahorro', 'La empresa', 'El presupuesto familiar', 'Los impuestos', 'La globalización', 'Emprendimiento', 'El mercado laboral'],
      18: ['La Constitución española', 'La democracia', 'La Unión Europea', 'Los derechos del niño', 'Las elecciones', 'La convivencia'],
      19: ['Los colores', 'Las estaciones del año', 'Los números del 1 al 10', 'Las emociones', 'Grafomotricidad', 'Las formas', 'Canciones infantiles', 'Los animales de la granja'],
      20: ['Lectoescritura con pictogramas', 'Atención y memoria', 'Motricidad fina', 'Habilidades sociales', 'Autonomía personal', 'Lectura fácil', 'Conciencia fonológica', 'Rutinas visuales'],
      21: ['Los seres vivos', 'El agua', 'Las plantas', 'El sistema solar', 'Los alimentos', 'El cuerpo humano', 'Educación vial', 'Los oficios'],
      22: ['Normas de clase', 'Dinámicas de grupo', 'Técnicas de estudio', 'Día de la Paz', 'Halloween', 'Navidad', 'Bienvenida al curso', 'Gestión de emociones'],
    },
  },

  fr: {
    grades(st, f, t) {
      if (st === 'kita') return 'maternelle';
      if (st === 'erwachsene') return 'adultes';
      if (st === 'alle') return 'tous niveaux';
      if (st === 'berufsschule') return 'lycée professionnel';
      const names = ['maternelle', 'CP', 'CE1', 'CE2', 'CM1', 'CM2', '6e', '5e', '4e', '3e', '2de', '1re', 'Terminale', 'BTS'];
      return f === t ? names[f] : `${names[f]}–${names[t]}`;
    },
    forPhrase(st, f, t) {
      return `(${this.grades(st, f, t)})`;
    },
    titles: ['{type} : {topic} ({grades})', '{type} : {topic} ({grades})', '{topic} – {type} ({grades})', '{type} de {subjectLower} : {topic}'],
    intro: [
      'Ressource de {subjectLower} sur « {topic} » ({grades}).',
      'Avec cette ressource, vos élèves travaillent « {topic} » de manière concrète et motivante.',
      'Une ressource prête à l’emploi ({grades}) autour de « {topic} ».',
      '« {topic} » expliqué pas à pas : cette ressource facilite l’introduction de la notion ({grades}).',
    ],
    body: [
      'Elle contient {pages} pages d’exercices variés avec leurs corrigés.',
      'Chaque exercice est clairement structuré et convient au travail individuel, en binôme ou en groupe.',
      'Les activités sont différenciées sur trois niveaux pour que chaque élève progresse.',
      'Idéale en autonomie, en devoirs ou pour préparer la prochaine évaluation.',
      'La ressource est utilisable immédiatement et facile à adapter à votre classe.',
      'Les consignes sont rédigées simplement et accompagnées de pictogrammes.',
      'Une version couleur et une version noir et blanc sont fournies.',
    ],
    closing: ['Bonne classe !', 'N’hésitez pas à laisser un avis.', 'Pour toute question, écrivez-moi.', 'Retrouvez d’autres ressources dans ma boutique.'],
    bundle: 'Le lot réunit {count} ressources à prix réduit.',
    solutions: 'corrige',
    reviews: {
      pos: ['Super ressource, prête à l’emploi !', 'Mes élèves ont adoré.', 'Très clair et bien différencié.', 'Exactement ce que je cherchais.', 'Un gain de temps énorme, merci !', 'Joliment présenté et rigoureux.', 'Bon rapport qualité-prix.'],
      mid: ['Bien, mais le corrigé pourrait être plus détaillé.', 'Utile, j’ai dû l’adapter un peu.'],
      neg: ['Pas adapté au niveau de ma classe.', 'Quelques erreurs dans le corrigé.'],
    },
    subtitles: ['Professeure des écoles en Bretagne', 'Professeur de mathématiques au collège', 'Enseignante en maternelle', 'Professeur de français au lycée', 'Enseignante spécialisée (ULIS)', 'Professeur d’histoire-géographie à Lyon', 'Maîtresse de CP', 'Professeur de SVT'],
    bios: [
      'J’enseigne depuis {years} ans et je partage ici mes ressources, toutes testées en classe.',
      'Bonjour, je suis {first} ! J’aime créer des ressources qui donnent envie d’apprendre.',
    ],
    names: {
      f: ['Marie', 'Camille', 'Claire', 'Sophie', 'Julie', 'Émilie', 'Céline', 'Aurélie', 'Nathalie', 'Élodie', 'Pauline', 'Manon', 'Léa', 'Charlotte'],
      m: ['Nicolas', 'Julien', 'Thomas', 'Maxime', 'Pierre', 'Antoine', 'Guillaume', 'Sébastien', 'Mathieu', 'Olivier', 'Hugo', 'François'],
      last: ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Lefebvre', 'Michel', 'Garcia', 'David', 'Bertrand', 'Roux', 'Vincent', 'Fournier', 'Morel', 'Girard', 'André', 'Lefèvre', 'Mercier', 'Dupont', 'Lambert', 'Bonnet', 'François', 'Martinez'],
      brand: { f: ['Maîtresse {first}', 'Madame {last}', 'La classe de {first}'], m: ['Maître {first}', 'Monsieur {last}', 'La classe de {first}'] },
    },
    topics: {
      1: {
        p: ['Les nombres jusqu’à 100', 'Les tables de multiplication', 'Lire l’heure', 'La monnaie', 'Les formes géométriques', 'Problèmes additifs', 'Le calcul mental', 'La division posée'],
        s: ['Les fractions', 'Les pourcentages', 'Les équations du premier degré', 'Le théorème de Pythagore', 'Les fonctions affines', 'Les probabilités', 'Aires et volumes', 'Le théorème de Thalès', 'Les dérivées'],
      },
      2: {
        p: ['Les sons complexes', 'Compréhension de lecture', 'Le nom et l’adjectif', 'L’accord sujet-verbe', 'Le présent de l’indicatif', 'Les homophones a/à', 'Production d’écrit', 'Les contes'],
        s: ['La dissertation', 'L’argumentation', 'Le commentaire de texte', 'Les figures de style', 'Molière', 'Victor Hugo', 'La poésie', 'Le subjonctif'],
      },
      3: ENGLISH_TOPICS,
      4: ['Se présenter', 'Les salutations', 'Le présent des verbes en -er', 'La nourriture', 'Les vêtements', 'Le passé composé', 'En ville', 'Les loisirs'],
      5: ['Los saludos', 'La familia', 'Ser y estar', 'Los números', 'La comida', 'El pretérito indefinido', 'Las vacaciones', 'Frida Kahlo'],
      6: ['La cellule', 'La photosynthèse', 'Le corps humain', 'Les écosystèmes', 'La génétique', 'L’évolution', 'La digestion', 'La géologie'],
      7: ['Le tableau périodique', 'Acides et bases', 'Les réactions chimiques', 'L’atome', 'Les solutions', 'La chimie organique', 'Les mélanges', 'Les ions'],
      8: ['Les circuits électriques', 'L’optique', 'Les forces', 'L’énergie', 'Le magnétisme', 'Le son', 'Le mouvement', 'La loi d’Ohm'],
      9: ['La Préhistoire', 'L’Antiquité romaine', 'Le Moyen Âge', 'La Révolution française', 'Napoléon', 'La Première Guerre mondiale', 'La Seconde Guerre mondiale', 'La Ve République'],
      10: ['Les continents', 'Les climats', 'Les volcans', 'Les paysages français', 'La lecture de carte', 'L’urbanisation', 'Le développement durable', 'Les océans'],
      11: ['Les couleurs primaires', 'La perspective', 'Monet et l’impressionnisme', 'Le collage', 'Le portrait', 'Matisse', 'Le land art', 'Le street art'],
      12: ['Lire les notes', 'Les instruments', 'Le rythme', 'Mozart', 'La chorale', 'Les musiques du monde', 'Les chants de Noël', 'La flûte'],
      13: ['Jeux collectifs', 'Gymnastique', 'Athlétisme', 'L’échauffement', 'Course d’orientation', 'Natation', 'Jeux de coopération', 'Le fair-play'],
      14: ['Les grandes religions', 'Les fêtes religieuses', 'La laïcité', 'Les récits de création', 'Les lieux de culte', 'Les symboles religieux'],
      15: ['La liberté', 'Le bonheur', 'La justice', 'La vérité', 'Autrui', 'Le travail', 'L’art', 'La conscience'],
      16: ['Les algorithmes', 'Programmer avec Scratch', 'Python', 'La sécurité sur internet', 'Le codage binaire', 'L’intelligence artificielle', 'Le tableur', 'Les réseaux'],
      17: ['L’offre et la demande', 'Le budget', 'L’entreprise', 'La monnaie', 'Le chômage', 'La mondialisation', 'La croissance', 'Les impôts'],
      18: ['La citoyenneté', 'Les valeurs de la République', 'Les droits de l’enfant', 'L’Union européenne', 'Les élections', 'Le harcèlement scolaire', 'La laïcité', 'L’égalité filles-garçons'],
      19: ['Les couleurs', 'Les saisons', 'Compter jusqu’à 10', 'Le graphisme', 'Les émotions', 'Les formes', 'Les comptines', 'Les animaux de la ferme'],
      20: ['Lecture avec pictogrammes', 'Attention et mémoire', 'Motricité fine', 'Compétences sociales', 'Autonomie au quotidien', 'Lecture FALC', 'Conscience phonologique', 'Emploi du temps visuel'],
      21: ['Le vivant', 'L’eau', 'Les plantes', 'Le système solaire', 'L’alimentation', 'Le corps humain', 'La sécurité routière', 'Le temps qui passe'],
      22: ['Règles de vie', 'Jeux de présentation', 'Apprendre à apprendre', 'La rentrée', 'Noël', 'Carnaval', 'Le conseil de classe', 'Gérer ses émotions'],
    },
  },

  gr: {
    grades(st, f, t) {
      if (st === 'kita') return 'Νηπιαγωγείο';
      if (st === 'erwachsene') return 'ενήλικες';
      if (st === 'alle') return 'όλες οι τάξεις';
      if (st === 'berufsschule') return 'ΕΠΑΛ';
      return stagedLabel((n) => (n <= 6 ? [GREEK_ORDINALS[n], 'Δημοτικού'] : n <= 9 ? [GREEK_ORDINALS[n - 6], 'Γυμνασίου'] : [GREEK_ORDINALS[Math.min(n - 9, 3)], 'Λυκείου']), f, t);
    },
    forPhrase(st, f, t) {
      return `(${this.grades(st, f, t)})`;
    },
    titles: ['{type}: {topic} ({grades})', '{type}: {topic} ({grades})', '{topic} – {type} ({grades})', '{subject} – {type}: {topic}'],
    intro: [
      'Υλικό για το θέμα «{topic}» ({grades}).',
      'Με αυτό το υλικό για το μάθημα «{subject}» οι μαθητές σας δουλεύουν το θέμα «{topic}» με πρακτικό και ευχάριστο τρόπο.',
      'Έτοιμο προς χρήση υλικό ({grades}) με θέμα «{topic}».',
      '«{topic}» βήμα προς βήμα: το υλικό διευκολύνει την εισαγωγή στο θέμα ({grades}).',
    ],
    body: [
      'Περιλαμβάνει {pages} σελίδες με ποικίλες δραστηριότητες και τις λύσεις τους.',
      'Κάθε άσκηση έχει σαφή δομή και είναι κατάλληλη για ατομική εργασία, για εργασία σε ζευγάρια ή σε ομάδες.',
      'Οι δραστηριότητες είναι διαφοροποιημένες σε τρία επίπεδα δυσκολίας.',
      'Ιδανικό για αυτόνομη εργασία, για το σπίτι ή για την προετοιμασία του επόμενου διαγωνίσματος.',
      'Το υλικό είναι έτοιμο για χρήση και προσαρμόζεται εύκολα στην τάξη σας.',
      'Οι οδηγίες είναι γραμμένες σε απλή γλώσσα και συνοδεύονται από εικονίδια.',
      'Περιλαμβάνεται έγχρωμη και ασπρόμαυρη έκδοση για φωτοτύπηση.',
    ],
    closing: ['Καλή δουλειά στην τάξη!', 'Θα χαρώ πολύ να διαβάσω την αξιολόγησή σας.', 'Για ερωτήσεις, στείλτε μου μήνυμα.', 'Δείτε και το υπόλοιπο υλικό στο κατάστημά μου.'],
    bundle: 'Το πακέτο περιλαμβάνει {count} υλικά σε προνομιακή τιμή.',
    solutions: 'lyseis',
    reviews: {
      pos: ['Εξαιρετικό υλικό, έτοιμο για χρήση!', 'Οι μαθητές μου το λάτρεψαν.', 'Πολύ σαφές και καλά οργανωμένο.', 'Ακριβώς αυτό που έψαχνα.', 'Μου εξοικονόμησε πολύ χρόνο. Ευχαριστώ!', 'Όμορφα σχεδιασμένο και χωρίς λάθη.', 'Πολύ καλή σχέση ποιότητας και τιμής.'],
      mid: ['Καλό, αλλά οι λύσεις θα μπορούσαν να είναι πιο αναλυτικές.', 'Χρήσιμο, αλλά χρειάστηκε να το προσαρμόσω.'],
      neg: ['Δεν ταιριάζει στο επίπεδο της τάξης μου.', 'Υπάρχουν κάποια λάθη στις λύσεις.'],
    },
    subtitles: ['Δασκάλα Δημοτικού στην Αθήνα', 'Φιλόλογος σε Γυμνάσιο', 'Νηπιαγωγός στη Θεσσαλονίκη', 'Μαθηματικός', 'Εκπαιδευτικός Ειδικής Αγωγής', 'Καθηγητής Αγγλικών', 'Δάσκαλος στην Κρήτη', 'Φυσικός σε Λύκειο'],
    bios: [
      'Διδάσκω εδώ και {years} χρόνια και μοιράζομαι εδώ το υλικό μου. Όλα τα έχω δοκιμάσει στην τάξη.',
      'Γεια σας! Μου αρέσει να δημιουργώ υλικό που κάνει τη μάθηση χαρά.',
    ],
    names: {
      f: ['Μαρία', 'Ελένη', 'Αικατερίνη', 'Βασιλική', 'Σοφία', 'Αγγελική', 'Γεωργία', 'Δήμητρα', 'Κωνσταντίνα', 'Ευαγγελία', 'Χριστίνα', 'Παναγιώτα', 'Ιωάννα', 'Δέσποινα'],
      m: ['Γιώργος', 'Δημήτρης', 'Κωνσταντίνος', 'Γιάννης', 'Νίκος', 'Παναγιώτης', 'Βασίλης', 'Χρήστος', 'Αθανάσιος', 'Μιχάλης', 'Ευάγγελος', 'Σπύρος'],
      // [masculine, feminine]
      last: [
        ['Παπαδόπουλος', 'Παπαδοπούλου'], ['Παπαδάκης', 'Παπαδάκη'], ['Γεωργίου', 'Γεωργίου'], ['Οικονόμου', 'Οικονόμου'],
        ['Νικολάου', 'Νικολάου'], ['Παππάς', 'Παππά'], ['Βασιλείου', 'Βασιλείου'], ['Ιωάννου', 'Ιωάννου'], ['Μακρής', 'Μακρή'],
        ['Αντωνίου', 'Αντωνίου'], ['Καραγιάννης', 'Καραγιάννη'], ['Αλεξίου', 'Αλεξίου'], ['Δημητρίου', 'Δημητρίου'],
        ['Κωνσταντίνου', 'Κωνσταντίνου'], ['Μαυρίδης', 'Μαυρίδου'], ['Αθανασίου', 'Αθανασίου'], ['Πετρόπουλος', 'Πετροπούλου'],
        ['Ζαχαρίου', 'Ζαχαρίου'], ['Σταματόπουλος', 'Σταματοπούλου'], ['Λαμπράκης', 'Λαμπράκη'],
      ],
      brand: { f: ['Κυρία {first}', 'Δασκάλα {first}', 'Η τάξη μας – {first}'], m: ['Κύριος {first}', 'Δάσκαλος {first}', 'Η τάξη μας – {first}'] },
    },
    topics: {
      1: {
        p: ['Αριθμοί έως το 100', 'Η προπαίδεια', 'Πρόσθεση και αφαίρεση', 'Η ώρα', 'Τα χρήματα', 'Γεωμετρικά σχήματα', 'Προβλήματα', 'Η διαίρεση'],
        s: ['Κλάσματα', 'Ποσοστά', 'Εξισώσεις πρώτου βαθμού', 'Πυθαγόρειο θεώρημα', 'Γραμμικές συναρτήσεις', 'Πιθανότητες', 'Εμβαδά και όγκοι', 'Παράγωγοι', 'Συστήματα εξισώσεων'],
      },
      2: {
        p: ['Η αλφαβήτα', 'Κατανόηση κειμένου', 'Ουσιαστικά και επίθετα', 'Ορθογραφία', 'Τα ρήματα', 'Τα σημεία στίξης', 'Παραμύθια', 'Δημιουργική γραφή'],
        s: ['Το επιχειρηματολογικό κείμενο', 'Συντακτική ανάλυση', 'Σχήματα λόγου', 'Καβάφης', 'Σεφέρης', 'Περίληψη κειμένου', 'Η παθητική φωνή', 'Νεοελληνική λογοτεχνία'],
      },
      3: ENGLISH_TOPICS,
      4: ['Χαιρετισμοί και συστάσεις', 'Το αλφάβητο', 'Ο ενεστώτας', 'Τα άρθρα', 'Λεξιλόγιο: το σπίτι', 'Ο αόριστος', 'Στην αγορά', 'Καθημερινοί διάλογοι'],
      5: ['Η πρώτη κλίση', 'Τα ρήματα σε -ω', 'Οδύσσεια', 'Ιλιάδα', 'Θουκυδίδης', 'Ξενοφώντος Ελληνικά', 'Η μετοχή', 'Αντιγόνη'],
      6: ['Το κύτταρο', 'Η φωτοσύνθεση', 'Το ανθρώπινο σώμα', 'Τα οικοσυστήματα', 'Γενετική', 'Η εξέλιξη', 'Οι αισθήσεις', 'Το DNA'],
      7: ['Ο περιοδικός πίνακας', 'Οξέα και βάσεις', 'Χημικές αντιδράσεις', 'Το άτομο', 'Διαλύματα', 'Οργανική χημεία', 'Ο χημικός δεσμός', 'Οξειδοαναγωγή'],
      8: ['Ηλεκτρικά κυκλώματα', 'Οπτική', 'Δυνάμεις', 'Ενέργεια', 'Μαγνητισμός', 'Ο ήχος', 'Η κίνηση', 'Ο νόμος του Ohm'],
      9: ['Η αρχαία Αθήνα', 'Η Βυζαντινή Αυτοκρατορία', 'Η Επανάσταση του 1821', 'Ο Μέγας Αλέξανδρος', 'Η Μικρασιατική Καταστροφή', 'Ο Δεύτερος Παγκόσμιος Πόλεμος', 'Η Ρωμαϊκή Αυτοκρατορία', 'Ο μινωικός πολιτισμός'],
      10: ['Οι ήπειροι', 'Το κλίμα', 'Ηφαίστεια και σεισμοί', 'Η Ελλάδα και τα νησιά της', 'Οι χάρτες', 'Τα ποτάμια', 'Η κλιματική αλλαγή', 'Οι ωκεανοί'],
      11: ['Τα χρώματα', 'Η προοπτική', 'Κολάζ', 'Το πορτρέτο', 'Ο Θεόφιλος', 'Αρχαία αγγειογραφία', 'Ψηφιδωτά', 'Ζωγραφική με νερομπογιές'],
      12: ['Οι νότες', 'Τα μουσικά όργανα', 'Ο ρυθμός', 'Ο Μότσαρτ', 'Παραδοσιακή μουσική', 'Μίκης Θεοδωράκης', 'Τα κάλαντα', 'Η ορχήστρα'],
      13: ['Ομαδικά παιχνίδια', 'Ενόργανη γυμναστική', 'Στίβος', 'Παιχνίδια προθέρμανσης', 'Παραδοσιακοί χοροί', 'Κολύμβηση', 'Ευ αγωνίζεσθαι', 'Υγιεινή διατροφή'],
      14: ['Η Δημιουργία', 'Οι θρησκείες του κόσμου', 'Το Πάσχα', 'Τα Χριστούγεννα', 'Οι παραβολές', 'Οι άγιοι', 'Η βυζαντινή αγιογραφία', 'Ο Απόστολος Παύλος'],
      15: ['Η ελευθερία', 'Η ευτυχία', 'Η δικαιοσύνη', 'Ο Σωκράτης', 'Ο Πλάτωνας', 'Ο Αριστοτέλης', 'Η ηθική', 'Η αλήθεια'],
      16: ['Αλγόριθμοι', 'Προγραμματισμός με Scratch', 'Python', 'Ασφάλεια στο διαδίκτυο', 'Δυαδικό σύστημα', 'Τεχνητή νοημοσύνη', 'Λογιστικά φύλλα', 'Δίκτυα υπολογιστών'],
      17: ['Προσφορά και ζήτηση', 'Το χρήμα', 'Η επιχείρηση', 'Ο οικογενειακός προϋπολογισμός', 'Οι φόροι', 'Η παγκοσμιοποίηση', 'Η ανεργία', 'Η αγορά εργασίας'],
      18: ['Η δημοκρατία', 'Το Σύνταγμα', 'Η Ευρωπαϊκή Ένωση', 'Τα δικαιώματα του παιδιού', 'Οι εκλογές', 'Ο εθελοντισμός', 'Ο σχολικός εκφοβισμός', 'Η ισότητα'],
      19: ['Τα χρώματα', 'Οι εποχές', 'Οι αριθμοί από το 1 έως το 10', 'Τα συναισθήματα', 'Γραφοκινητικές ασκήσεις', 'Τα σχήματα', 'Παιδικά τραγούδια', 'Τα ζώα της φάρμας'],
      20: ['Ανάγνωση με εικόνες', 'Προσοχή και μνήμη', 'Λεπτή κινητικότητα', 'Κοινωνικές δεξιότητες', 'Αυτοεξυπηρέτηση', 'Φωνολογική ενημερότητα', 'Οπτικό πρόγραμμα', 'Ασκήσεις συγκέντρωσης'],
      21: ['Οι ζωντανοί οργανισμοί', 'Το νερό', 'Τα φυτά', 'Το ηλιακό σύστημα', 'Η διατροφή', 'Το σώμα μας', 'Κυκλοφοριακή αγωγή', 'Τα επαγγέλματα'],
      22: ['Κανόνες της τάξης', 'Παιχνίδια γνωριμίας', 'Μαθαίνω πώς να μαθαίνω', 'Η πρώτη μέρα στο σχολείο', 'Η 28η Οκτωβρίου', 'Απόκριες', 'Χριστούγεννα', 'Διαχείριση συναισθημάτων'],
    },
  },

  it: {
    grades(st, f, t) {
      if (st === 'kita') return 'scuola dell’infanzia';
      if (st === 'erwachsene') return 'adulti';
      if (st === 'alle') return 'tutti i livelli';
      if (st === 'berufsschule') return 'istituto professionale';
      return stagedLabel((n) => (n <= 5 ? [`${n}ª`, 'primaria'] : n <= 8 ? [`${n - 5}ª`, 'media'] : [`${n - 8}ª`, 'superiore']), f, t);
    },
    forPhrase(st, f, t) {
      return `(${this.grades(st, f, t)})`;
    },
    titles: ['{type}: {topic} ({grades})', '{type}: {topic} ({grades})', '{topic} – {type} ({grades})', '{type} di {subjectLower}: {topic}'],
    intro: [
      'Materiale di {subjectLower} su «{topic}» ({grades}).',
      'Con questa risorsa i tuoi alunni lavorano su «{topic}» in modo pratico e coinvolgente.',
      'Una risorsa pronta all’uso ({grades}) dedicata a «{topic}».',
      '«{topic}» spiegato passo dopo passo: questo materiale facilita l’introduzione dell’argomento ({grades}).',
    ],
    body: [
      'Contiene {pages} pagine di attività varie con le soluzioni.',
      'Ogni esercizio è strutturato in modo chiaro ed è adatto al lavoro individuale, a coppie o in gruppo.',
      'Le attività sono differenziate su tre livelli di difficoltà.',
      'Ideale per il lavoro autonomo, per i compiti a casa o per prepararsi alla prossima verifica.',
      'Il materiale è subito utilizzabile e facile da adattare alla tua classe.',
      'Le consegne sono scritte in linguaggio semplice e accompagnate da simboli.',
      'È inclusa una versione a colori e una in bianco e nero da fotocopiare.',
    ],
    closing: ['Buon lavoro!', 'Mi farebbe piacere leggere la tua recensione.', 'Per domande scrivimi pure un messaggio.', 'Visita il mio negozio per altri materiali.'],
    bundle: 'Il pacchetto contiene {count} materiali a un prezzo vantaggioso.',
    solutions: 'soluzioni',
    reviews: {
      pos: ['Materiale fantastico, pronto all’uso!', 'I miei alunni si sono divertiti molto.', 'Molto chiaro e ben organizzato.', 'Proprio quello che cercavo.', 'Mi ha fatto risparmiare tanto tempo. Grazie!', 'Graficamente curato e corretto.', 'Ottimo rapporto qualità-prezzo.'],
      mid: ['Buono, ma le soluzioni potrebbero essere più dettagliate.', 'Utile, ma ho dovuto adattarlo.'],
      neg: ['Non adatto al livello della mia classe.', 'Ci sono alcuni errori nelle soluzioni.'],
    },
    subtitles: ['Maestra di scuola primaria a Milano', 'Docente di matematica e scienze', 'Insegnante della scuola dell’infanzia', 'Professoressa di lettere', 'Insegnante di sostegno', 'Docente di inglese a Roma', 'Maestro a Napoli', 'Professore di filosofia al liceo'],
    bios: [
      'Insegno da {years} anni e qui condivido i miei materiali, tutti testati in classe.',
      'Ciao, sono {first}! Amo creare materiali che rendono l’apprendimento un piacere.',
    ],
    names: {
      f: ['Giulia', 'Francesca', 'Chiara', 'Sara', 'Martina', 'Valentina', 'Elena', 'Alessandra', 'Silvia', 'Federica', 'Laura', 'Paola', 'Anna', 'Roberta'],
      m: ['Marco', 'Luca', 'Andrea', 'Francesco', 'Alessandro', 'Matteo', 'Davide', 'Stefano', 'Simone', 'Giuseppe', 'Lorenzo', 'Paolo'],
      last: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'De Luca', 'Mancini', 'Costa', 'Giordano', 'Rizzo', 'Lombardi', 'Moretti', 'Barbieri', 'Fontana', 'Santoro', 'Mariani', 'Rinaldi', 'Caruso', 'Ferrara', 'Galli', 'Martini', 'Leone'],
      brand: { f: ['Maestra {first}', 'Prof.ssa {last}', 'La classe di {first}'], m: ['Maestro {first}', 'Prof. {last}', 'La classe di {first}'] },
    },
    topics: {
      1: {
        p: ['I numeri fino a 100', 'Le tabelline', 'Addizioni e sottrazioni', 'L’orologio', 'L’euro', 'Le figure geometriche', 'I problemi', 'La divisione'],
        s: ['Le frazioni', 'Le percentuali', 'Equazioni di primo grado', 'Il teorema di Pitagora', 'Le funzioni lineari', 'La probabilità', 'Aree e volumi', 'Le derivate', 'I sistemi lineari'],
      },
      2: {
        p: ['Le vocali', 'Comprensione del testo', 'Nomi e aggettivi', 'Ortografia: le doppie', 'I verbi', 'La punteggiatura', 'Le fiabe', 'Il riassunto'],
        s: ['Il testo argomentativo', 'Analisi logica', 'Analisi del periodo', 'Dante: l’Inferno', 'I Promessi Sposi', 'Le figure retoriche', 'Giacomo Leopardi', 'Il Verismo'],
      },
      3: ENGLISH_TOPICS,
      4: ['Saluti e presentazioni', 'Il presente indicativo', 'Gli articoli', 'Il cibo italiano', 'Il passato prossimo', 'La casa', 'Al bar', 'Dialoghi quotidiani'],
      5: ['La prima declinazione', 'Il verbo sum', 'Giulio Cesare', 'Cicerone', 'L’ablativo assoluto', 'Virgilio: l’Eneide', 'Le coniugazioni', 'La mitologia romana'],
      6: ['La cellula', 'La fotosintesi', 'Il corpo umano', 'Gli ecosistemi', 'La genetica', 'L’evoluzione', 'I cinque sensi', 'Gli animali vertebrati'],
      7: ['La tavola periodica', 'Acidi e basi', 'Le reazioni chimiche', 'L’atomo', 'Le soluzioni', 'La chimica organica', 'I legami chimici', 'I miscugli'],
      8: ['I circuiti elettrici', 'L’ottica', 'Le forze', 'L’energia', 'Il magnetismo', 'Il suono', 'Il moto rettilineo', 'La legge di Ohm'],
      9: ['La Preistoria', 'L’antica Roma', 'Il Medioevo', 'Il Rinascimento', 'Il Risorgimento', 'La Prima guerra mondiale', 'Il fascismo', 'La Resistenza'],
      10: ['I continenti', 'I climi', 'I vulcani', 'Le regioni italiane', 'Le Alpi e gli Appennini', 'Le carte geografiche', 'I fiumi d’Italia', 'Il cambiamento climatico'],
      11: ['I colori primari', 'La prospettiva', 'Leonardo da Vinci', 'Il collage', 'Il ritratto', 'Michelangelo', 'Il Futurismo', 'Caravaggio'],
      12: ['Le note musicali', 'Gli strumenti musicali', 'Il ritmo', 'Giuseppe Verdi', 'Il flauto dolce', 'Canti di Natale', 'L’opera lirica', 'La musica nel mondo'],
      13: ['Giochi di squadra', 'Ginnastica', 'Atletica', 'Giochi di riscaldamento', 'Percorsi motori', 'Il fair play', 'La pallavolo', 'Alimentazione e salute'],
      14: ['La Creazione', 'Le religioni del mondo', 'La Pasqua', 'Il Natale', 'Le parabole', 'San Francesco', 'I sacramenti', 'La Bibbia'],
      15: ['I presocratici', 'Socrate', 'Platone', 'Aristotele', 'Kant', 'La libertà', 'La felicità', 'L’etica'],
      16: ['Gli algoritmi', 'Coding con Scratch', 'Python', 'Sicurezza in rete', 'Il sistema binario', 'L’intelligenza artificiale', 'Il foglio di calcolo', 'Le reti'],
      17: ['Domanda e offerta', 'Il risparmio', 'L’impresa', 'Il bilancio familiare', 'Le tasse', 'La globalizzazione', 'Il mercato del lavoro', 'Educazione finanziaria'],
      18: ['La Costituzione italiana', 'La democrazia', 'L’Unione Europea', 'I diritti dei bambini', 'Le elezioni', 'La legalità', 'Il bullismo', 'L’Agenda 2030'],
      19: ['I colori', 'Le stagioni', 'I numeri da 1 a 10', 'Le emozioni', 'Il pregrafismo', 'Le forme', 'Filastrocche', 'Gli animali della fattoria'],
      20: ['Lettura con simboli (CAA)', 'Attenzione e memoria', 'Motricità fine', 'Abilità sociali', 'Autonomia personale', 'Comprensione facilitata', 'Consapevolezza fonologica', 'Agende visive'],
      21: ['Gli esseri viventi', 'L’acqua', 'Le piante', 'Il sistema solare', 'L’alimentazione', 'Il corpo umano', 'Educazione stradale', 'I mestieri'],
      22: ['Regole di classe', 'Giochi per conoscersi', 'Imparare a imparare', 'L’accoglienza', 'Natale', 'Carnevale', 'L’assemblea di classe', 'Educazione emotiva'],
    },
  },

  en: {
    grades(st, f, t) {
      if (st === 'kita') return 'Preschool';
      if (st === 'erwachsene') return 'Adults';
      if (st === 'alle') return 'All grades';
      if (st === 'berufsschule') return 'Vocational';
      return f === t ? `Grade ${f}` : `Grades ${f}–${t}`;
    },
    forPhrase(st, f, t) {
      return `(${this.grades(st, f, t)})`;
    },
    titles: ['{type}: {topic} ({grades})', '{type}: {topic} ({grades})', '{topic} – {type} ({grades})', '{subject} {type}: {topic}'],
    intro: [
      'A {subject} resource on “{topic}” ({grades}).',
      'With this resource your students work on “{topic}” in a practical and motivating way.',
      'A ready-to-use resource ({grades}) about “{topic}”.',
      '“{topic}” explained step by step: this resource makes introducing the topic easy ({grades}).',
    ],
    body: [
      'It contains {pages} pages of varied activities with answer keys.',
      'Each exercise is clearly structured and works for individual, pair or group work.',
      'The activities are differentiated on three levels.',
      'Ideal for independent work, homework or preparing for the next test.',
      'Ready to use straight away and easy to adapt to your class.',
      'Instructions use simple language and symbols.',
      'Colour and black-and-white versions are included.',
    ],
    closing: ['Enjoy teaching!', 'I would love to read your review.', 'If you have questions, send me a message.', 'Visit my shop for related resources.'],
    bundle: 'The bundle contains {count} resources at a reduced price.',
    solutions: 'answer-key',
    reviews: {
      pos: ['Great resource, ready to use!', 'My class loved it.', 'Very clear and well differentiated.', 'Exactly what I was looking for.', 'Saved me a lot of prep time. Thanks!', 'Nicely designed and accurate.', 'Good value for money.'],
      mid: ['Good, but the answer key could be more detailed.', 'Useful, but I had to adapt it.'],
      neg: ['Not a good fit for my class.', 'A few mistakes in the answer key.'],
    },
    subtitles: ['Primary teacher', 'Maths and science teacher', 'Early years educator', 'Secondary English teacher', 'Special needs teacher', 'History teacher', 'Language teacher', 'Computer science teacher'],
    bios: [
      'I have been teaching for {years} years and share my resources here. Everything has been tested in my own classroom.',
      'Hi, I’m {first}! I love creating resources that make learning fun.',
    ],
    topics: {
      1: {
        p: ['Numbers to 100', 'Times tables', 'Addition and subtraction', 'Telling the time', 'Money', '2D shapes'],
        s: ['Fractions', 'Percentages', 'Linear equations', 'Pythagoras’ theorem', 'Probability', 'Area and volume', 'Quadratic functions'],
      },
      2: {
        p: ['Phonics', 'Reading comprehension', 'Nouns and adjectives', 'Spelling practice', 'Punctuation', 'Fairy tales'],
        s: ['Argumentative essays', 'Grammar review', 'Poetry analysis', 'Short stories', 'Summary writing', 'Figures of speech'],
      },
      3: ENGLISH_TOPICS,
      6: ['The cell', 'Photosynthesis', 'The human body', 'Ecosystems', 'Genetics', 'Evolution'],
      7: ['The periodic table', 'Acids and bases', 'Chemical reactions', 'Atomic structure', 'Solutions', 'Organic chemistry'],
      8: ['Electric circuits', 'Light and optics', 'Forces', 'Energy', 'Magnetism', 'Sound'],
      9: ['Ancient civilisations', 'The Middle Ages', 'The Industrial Revolution', 'World War I', 'World War II', 'The Cold War'],
      10: ['Continents and oceans', 'Climate zones', 'Volcanoes and earthquakes', 'Map skills', 'Rivers', 'Climate change'],
      11: ['Colour theory', 'Perspective drawing', 'Collage', 'Portraits', 'Printmaking', 'Famous painters'],
      12: ['Reading music', 'Instruments of the orchestra', 'Rhythm', 'Famous composers', 'Songs from around the world', 'Singing together'],
      13: ['Team games', 'Gymnastics', 'Athletics', 'Warm-up games', 'Fair play', 'Healthy habits'],
      16: ['Algorithms', 'Coding with Scratch', 'Python basics', 'Online safety', 'Binary numbers', 'Artificial intelligence'],
      19: ['Colours', 'Seasons', 'Counting to 10', 'Feelings', 'Shapes', 'Nursery rhymes'],
      20: ['Reading with pictures', 'Attention and memory', 'Fine motor skills', 'Social skills', 'Everyday independence', 'Concentration exercises'],
    },
  },
};

/**
 * Typical people of the further worlds (full names; "native|latin" where the slug needs a
 * romanised form). Their materials are in English like the further worlds' reference data.
 */
const FURTHER_NAMES = {
  bg: ['Мария Иванова', 'Георги Петров', 'Елена Димитрова', 'Иван Георгиев', 'Десислава Николова', 'Николай Стоянов', 'Гергана Тодорова', 'Петя Колева'],
  cn: ['王芳|wang-fang', '李娜|li-na', '张伟|zhang-wei', '刘洋|liu-yang', '陈静|chen-jing', '杨磊|yang-lei', '赵敏|zhao-min', '黄丽|huang-li'],
  cz: ['Jana Nováková', 'Petr Svoboda', 'Lucie Dvořáková', 'Tomáš Novotný', 'Eva Černá', 'Martin Procházka', 'Kateřina Kučerová', 'Jan Veselý'],
  dk: ['Mette Nielsen', 'Lars Jensen', 'Anne Hansen', 'Søren Pedersen', 'Camilla Andersen', 'Mads Christensen', 'Line Larsen', 'Rasmus Sørensen'],
  fi: ['Anna Korhonen', 'Mikko Virtanen', 'Laura Mäkinen', 'Juha Nieminen', 'Sanna Hämäläinen', 'Jukka Laine', 'Maria Heikkinen', 'Pekka Koskinen'],
  hi: ['प्रिया शर्मा|priya-sharma', 'राहुल वर्मा|rahul-verma', 'अनीता सिंह|anita-singh', 'अमित कुमार|amit-kumar', 'सुनीता गुप्ता|sunita-gupta', 'विकास पटेल|vikas-patel', 'नेहा जोशी|neha-joshi', 'संजय मेहता|sanjay-mehta'],
  hr: ['Ana Horvat', 'Ivan Kovačević', 'Marija Babić', 'Marko Marić', 'Petra Jurić', 'Tomislav Novak', 'Ivana Knežević', 'Luka Vuković'],
  hu: ['Nagy Anna', 'Kovács Péter', 'Tóth Eszter', 'Szabó László', 'Horváth Katalin', 'Varga Gábor', 'Kiss Zsófia', 'Molnár Tamás'],
  id: ['Siti Rahmawati', 'Budi Santoso', 'Dewi Lestari', 'Agus Setiawan', 'Rina Wulandari', 'Andi Pratama', 'Nur Hidayah', 'Eko Saputra'],
  jp: ['佐藤 花子|sato-hanako', '鈴木 一郎|suzuki-ichiro', '高橋 美咲|takahashi-misaki', '田中 健|tanaka-ken', '渡辺 由美|watanabe-yumi', '伊藤 翔|ito-sho', '山本 さくら|yamamoto-sakura', '中村 大輔|nakamura-daisuke'],
  kr: ['김민지|kim-minji', '이준호|lee-junho', '박서연|park-seoyeon', '최지훈|choi-jihoon', '정수빈|jung-subin', '강동현|kang-donghyun', '윤하은|yoon-haeun', '임성민|lim-seongmin'],
  kz: ['Айгерім Сейтқали', 'Нұрлан Ахметов', 'Динара Жұмабаева', 'Ерлан Қасымов', 'Гүлнара Омарова', 'Асхат Серікбаев', 'Жанар Әбдірахманова', 'Бауыржан Исаев'],
  my: ['Nur Aisyah', 'Muhammad Hafiz', 'Siti Nurhaliza', 'Ahmad Faizal', 'Tan Mei Ling', 'Lim Wei Jie', 'Priya Devi', 'Nurul Izzah'],
  nl: ['Sanne de Vries', 'Daan Jansen', 'Lotte van den Berg', 'Bram Bakker', 'Eva Visser', 'Thijs Smit', 'Femke Meijer', 'Jeroen de Boer'],
  no: ['Ingrid Hansen', 'Ole Johansen', 'Kari Olsen', 'Lars Larsen', 'Silje Andersen', 'Eirik Pedersen', 'Marte Nilsen', 'Håkon Berg'],
  pl: ['Anna Kowalska', 'Piotr Nowak', 'Katarzyna Wiśniewska', 'Tomasz Wójcik', 'Magdalena Kamińska', 'Paweł Lewandowski', 'Agnieszka Zielińska', 'Michał Szymański'],
  ro: ['Maria Popescu', 'Andrei Ionescu', 'Elena Popa', 'Mihai Dumitru', 'Ioana Stan', 'Alexandru Stoica', 'Ana Gheorghe', 'Cristian Matei'],
  rs: ['Јелена Јовановић', 'Марко Петровић', 'Ана Николић', 'Никола Ђорђевић', 'Милица Илић', 'Стефан Марковић', 'Јована Павловић', 'Лазар Стојановић'],
  se: ['Anna Andersson', 'Erik Johansson', 'Maria Karlsson', 'Lars Nilsson', 'Karin Eriksson', 'Johan Larsson', 'Emma Olsson', 'Anders Persson'],
  sk: ['Zuzana Horváthová', 'Peter Kováč', 'Lucia Vargová', 'Martin Tóth', 'Jana Nagyová', 'Tomáš Baláž', 'Mária Szabóová', 'Michal Molnár'],
  th: ['สมศรี ใจดี|somsri-jaidee', 'ประเสริฐ วงศ์ไทย|prasert-wongthai', 'นภา สุขใจ|napa-sukjai', 'วิชัย ศรีสุข|wichai-srisuk', 'อรุณี มั่นคง|arunee-mankong', 'สมชาย รักเรียน|somchai-rakrian', 'กมลา ทองดี|kamala-thongdee', 'ธนา บุญมา|thana-boonma'],
  ua: ['Олена Коваленко', 'Андрій Шевченко', 'Наталія Бондаренко', 'Олександр Мельник', 'Ірина Ткаченко', 'Сергій Кравченко', 'Тетяна Олійник', 'Дмитро Бойко'],
};

/** Spanish text-language options (es, ca, eu, gl, no text; docs/product-rules.md, "Entities") and their shares. */
const ES_LANGUAGES = [['es', 70], ['ca', 10], ['eu', 6], ['gl', 6], ['', 8]];
const ES_LANGUAGE_FIRST = ['es', 'ca', 'eu', 'gl', ''];

// ---------------------------------------------------------------------------------------------
// Locating and preparing the local D1 database
// ---------------------------------------------------------------------------------------------

const D1_DIR = '.wrangler/state/v3/d1/miniflare-D1DatabaseObject';
const WRANGLER_APPLY = [
  'wrangler', 'd1', 'migrations', 'apply', 'kreide', '--local', '-c', 'src/origin/wrangler.toml',
  '--persist-to', '.wrangler/state',
];

/** The SQLite file miniflare keeps for the local D1 database, or null when there is none yet. */
export function findLocalDb(root = ROOT) {
  const dir = join(root, D1_DIR);
  if (!existsSync(dir)) return null;
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite')
    .map((f) => join(dir, f));
  if (files.length === 0) return null;
  // Several databases would mean several D1 bindings; ours is the biggest one.
  files.sort((a, b) => statSync(b).size - statSync(a).size || a.localeCompare(b));
  return files[0];
}

/** Applies pending migrations to the local D1 state with wrangler (creates the file if needed). */
export function applyLocalMigrations(root = ROOT, log = console.log) {
  log('Applying D1 migrations to the local state (wrangler d1 migrations apply kreide --local) …');
  // The project's wrangler on this Node (wrangler needs Node ≥ 22 like node:sqlite); else npx.
  const local = join(root, 'node_modules/wrangler/bin/wrangler.js');
  const [command, args] = existsSync(local) ? [process.execPath, [local, ...WRANGLER_APPLY.slice(1)]] : ['npx', WRANGLER_APPLY];
  const result = spawnSync(command, args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    shell: process.platform === 'win32' && command === 'npx',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: process.env.CI ?? '1' },
  });
  if (result.status !== 0) {
    throw new Error(`wrangler d1 migrations apply failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
}

function pendingMigrations(db, root) {
  const dir = join(root, 'migrations');
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir).filter((f) => f.endsWith('.sql')).sort();
  const hasTable = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'd1_migrations'").get();
  if (!hasTable) return files;
  const applied = new Set(db.prepare('SELECT name FROM d1_migrations').all().map((r) => r.name));
  return files.filter((f) => !applied.has(f));
}

/**
 * Ids of other processes that have the database (or its WAL) open, such as a running
 * `wrangler dev`. Linux only (reads /proc); elsewhere it finds nothing.
 */
export function processesHolding(file) {
  if (process.platform !== 'linux' || !existsSync('/proc/self/fd')) return [];
  const target = realpathSync(file);
  const holders = [];
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid) || Number(pid) === process.pid) continue;
    let fds;
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      let link;
      try {
        link = readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      if (link === target || link === `${target}-wal`) {
        holders.push(Number(pid));
        break;
      }
    }
  }
  return holders;
}

/**
 * The app's search stems (src/origin/domain/word-forms.ts, docs/search.md "Word forms"), bundled
 * for Node with esbuild and imported from memory, so the seed writes exactly what the app writes.
 */
export async function loadWordForms(root = ROOT) {
  const { build } = await import('esbuild');
  const out = await build({
    entryPoints: [join(root, 'src/origin/domain/word-forms.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'warning',
  });
  return import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`);
}

/** Writes the search stems of every material that has none (stems_title IS NULL) and refreshes their word list; returns how many. */
export function fillMissingStems(db, wordForms) {
  const missing = db.prepare('SELECT id, world, title, description FROM materials WHERE stems_title IS NULL ORDER BY id').all();
  if (missing.length === 0) return 0;
  const update = db.prepare('UPDATE materials SET stems_title = ?, stems_body = ? WHERE id = ?');
  db.exec('BEGIN');
  try {
    for (const row of missing) {
      const stems = wordForms.materialStems(row.world, row.title, row.description);
      update.run(stems.title, stems.body, row.id);
    }
    db.exec('DELETE FROM search_stem_terms');
    db.exec(`INSERT INTO search_stem_terms (term, docs)
      SELECT term, MAX(doc) FROM materials_fts_vocab WHERE col IN ('search_title_stems', 'search_body_stems') GROUP BY term`);
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
  return missing.length;
}

/** node:sqlite without its one-time "experimental" warning. */
export async function loadSqlite() {
  const emit = process.emitWarning;
  process.emitWarning = function emitWarning(warning, ...rest) {
    const text = typeof warning === 'string' ? warning : warning?.message;
    if (String(text).includes('SQLite')) return;
    return emit.call(process, warning, ...rest);
  };
  try {
    return await import('node:sqlite');
  } finally {
    process.emitWarning = emit;
  }
}

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

function parseNow(value) {
  if (value === undefined || value === null || value === '') {
    const d = new Date();
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  }
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (!Number.isFinite(ms)) throw new Error(`Invalid --now: ${value}`);
  return ms;
}

const iso = (ms) => new Date(ms).toISOString().slice(0, 19) + 'Z';

function cumulative(weights) {
  let sum = 0;
  const acc = weights.map((w) => (sum += w));
  return acc.map((v) => v / sum);
}

function pickCumulative(cum, r) {
  let i = 0;
  while (i < cum.length - 1 && r >= cum[i]) i++;
  return i;
}

function lowerFirst(s) {
  return s.length > 1 && s[1] === s[1].toLowerCase() ? s[0].toLowerCase() + s.slice(1) : s;
}

/** Rounding step for prices in a currency: 50 minor units per order of magnitude of the rate. */
function priceStep(perEuro) {
  return perEuro < 2 ? 50 : 50 * 10 ** Math.floor(Math.log10(perEuro));
}

const countOf = (db, table) => Number(db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get().n);
const maxIdOf = (db, table) => Number(db.prepare(`SELECT COALESCE(MAX(id), 0) AS n FROM ${table}`).get().n);

function materialsTriggers(db) {
  return db
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'materials' AND sql LIKE '%materials_fts%'")
    .all();
}

// ---------------------------------------------------------------------------------------------
// Removing earlier demo rows (--force)
// ---------------------------------------------------------------------------------------------

function deleteDemoRows(db, log) {
  db.exec(`
    DROP TABLE IF EXISTS temp.demo_users;
    DROP TABLE IF EXISTS temp.demo_materials;
    CREATE TEMP TABLE demo_users (id INTEGER PRIMARY KEY);
    CREATE TEMP TABLE demo_materials (id INTEGER PRIMARY KEY);
    INSERT INTO temp.demo_users SELECT id FROM users WHERE email LIKE '%@${DEMO_EMAIL_DOMAIN}';
    INSERT INTO temp.demo_materials SELECT id FROM materials WHERE author_id IN (SELECT id FROM temp.demo_users);
  `);
  const demoMaterials = countOf(db, 'temp.demo_materials');
  const otherMaterials = countOf(db, 'materials') - demoMaterials;
  // Every table with a foreign key to materials or users loses the rows that point at demo rows
  // (that includes tables of later migrations, such as carts or favourites).
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE TABLE%' AND name NOT IN ('materials', 'users')")
    .all()
    .map((r) => r.name);
  db.exec('BEGIN');
  try {
    for (const table of tables) {
      for (const fk of db.prepare(`PRAGMA foreign_key_list("${table}")`).all()) {
        const demo = fk.table === 'materials' ? 'demo_materials' : fk.table === 'users' ? 'demo_users' : null;
        if (demo) db.exec(`DELETE FROM "${table}" WHERE "${fk.from}" IN (SELECT id FROM temp.${demo})`);
      }
    }
    db.exec("DELETE FROM partner_hosts WHERE host LIKE 'kreide.%.localhost' OR host LIKE 'kreide-%.localhost' OR host LIKE 'shop-%.localhost'");
    if (otherMaterials === 0) {
      // Everything is demo: empty the table and the index without the per-row FTS trigger.
      const triggers = materialsTriggers(db).filter((t) => /AFTER DELETE/i.test(t.sql));
      for (const t of triggers) db.exec(`DROP TRIGGER "${t.name}"`);
      db.exec('DELETE FROM materials');
      db.exec("INSERT INTO materials_fts (materials_fts) VALUES ('delete-all')");
      for (const t of triggers) db.exec(t.sql);
    } else {
      db.exec('DELETE FROM materials WHERE id IN (SELECT id FROM temp.demo_materials)');
    }
    db.exec('DELETE FROM users WHERE id IN (SELECT id FROM temp.demo_users)');
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
  db.exec('DROP TABLE temp.demo_users; DROP TABLE temp.demo_materials;');
  log(`Removed ${demoMaterials} demo materials and their rows${otherMaterials ? ` (${otherMaterials} other materials kept)` : ''}.`);
}

// ---------------------------------------------------------------------------------------------
// Earnings of the demo author (docs/seller-earnings.md)
// ---------------------------------------------------------------------------------------------

/**
 * Six months of views, downloads, paid orders with royalties (and one refund), payout data,
 * bank details and the credit notes of the past months for the first demo author, so the sales,
 * charts and fees screens show something on `npm start`. Deterministic for `now` and `seed`;
 * skipped when the earnings tables are missing.
 */
function seedEarnings(db, now, seedValue, log) {
  if (!db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'credit_notes'").get()) return;
  const author = db.prepare(`SELECT id FROM users WHERE email = 'author1@${DEMO_EMAIL_DOMAIN}'`).get();
  if (!author) return;
  const materials = db
    .prepare('SELECT id, world, price, currency FROM materials WHERE author_id = ? AND is_active = 1 AND deleted_at IS NULL AND price > 0 ORDER BY id LIMIT 8')
    .all(author.id);
  const buyers = db.prepare(`SELECT id FROM users WHERE email LIKE 'buyer%@${DEMO_EMAIL_DOMAIN}' AND world = 'de' ORDER BY id LIMIT 40`).all();
  if (materials.length === 0 || buyers.length === 0) return;
  const active = db.prepare('SELECT COUNT(*) AS n FROM materials WHERE author_id = ? AND is_active = 1 AND deleted_at IS NULL').get(author.id).n;
  const rateBp = active >= 100 ? 7000 : active >= 25 ? 6000 : 5000;
  const rng = mulberry32((seedValue ^ 0xea51) >>> 0);
  const DAY = 86_400_000;
  const today = Math.floor(now / DAY) * DAY;
  const start = Date.UTC(new Date(today).getUTCFullYear(), new Date(today).getUTCMonth() - 5, 1);
  const insView = db.prepare('INSERT INTO material_views_daily (material_id, world, day, views) VALUES (?, ?, ?, ?)');
  const insDownload = db.prepare('INSERT INTO material_downloads_daily (material_id, world, day, downloads) VALUES (?, ?, ?, ?)');
  const insCart = db.prepare(`INSERT INTO carts (token_hash, world, user_id, status, created_at, updated_at) VALUES (?, ?, ?, 'ordered', ?, ?)`);
  const insOrder = db.prepare(
    `INSERT INTO orders (public_id, world, user_id, cart_id, idempotency_key, status, payment_method, currency, original_price, gross, net, vat_amount,
       vat_rate_bp, vat_scheme, buyer_country, amount_due, created_at, updated_at, paid_at)
     VALUES (?, ?, ?, ?, ?, ?, 'demo', ?, ?, ?, ?, ?, 1900, 'oss', 'DE', ?, ?, ?, ?)`,
  );
  const insItem = db.prepare(
    'INSERT INTO order_items (order_id, material_id, author_id, title, list_price, final_price, net, vat_amount) SELECT ?, id, author_id, title, price, price, ?, ? FROM materials WHERE id = ?',
  );
  const insPurchase = db.prepare('INSERT OR IGNORE INTO purchases (user_id, material_id, order_id, licence_id, created_at) VALUES (?, ?, ?, ?, ?)');
  const insRoyalty = db.prepare(
    'INSERT INTO royalties (order_id, material_id, author_id, currency, net, rate_bp, amount, active_materials, kind, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  let orders = 0;
  let refunded = false;
  for (let day = start; day <= today; day += DAY) {
    const date = new Date(day).toISOString().slice(0, 10);
    // A slow rise over the months, more on weekdays.
    const trend = 0.5 + (day - start) / (today - start + DAY);
    const weekday = [0, 6].includes(new Date(day).getUTCDay()) ? 0.5 : 1;
    for (const m of materials) {
      const views = Math.floor(rng() * 14 * trend * weekday);
      const downloads = Math.floor(views * rng() * 0.35);
      if (views > 0) insView.run(m.id, m.world, date, views);
      if (downloads > 0) insDownload.run(m.id, m.world, date, downloads);
      if (rng() < 0.06 * trend * weekday) {
        const at = new Date(day + Math.floor(rng() * DAY)).toISOString();
        const buyer = buyers[Math.floor(rng() * buyers.length)].id;
        const gross = m.price;
        const vat = Math.round((gross * 1900) / 11900);
        const net = gross - vat;
        const cart = insCart.run(`demo-earnings-${seedValue}-${orders}`, m.world, buyer, at, at).lastInsertRowid;
        const publicId = `DEMO-E${String(orders + 1).padStart(5, '0')}`;
        const refund = !refunded && orders === 3;
        const order = insOrder.run(publicId, m.world, buyer, cart, `demo-${orders}`, refund ? 'refunded' : 'paid', m.currency, gross, gross, net, vat, gross, at, at, at).lastInsertRowid;
        insItem.run(order, net, vat, m.id);
        if (!refund) insPurchase.run(buyer, m.id, order, `L-${publicId}-${m.id}`, at);
        const amount = Math.floor((net * rateBp) / 10000);
        insRoyalty.run(order, m.id, author.id, m.currency, net, rateBp, amount, active, 'sale', at);
        if (refund) {
          insRoyalty.run(order, m.id, author.id, m.currency, -net, rateBp, -amount, active, 'refund', new Date(day + DAY + 3600_000).toISOString());
          refunded = true;
        }
        orders++;
      }
    }
  }
  // Payout data (a small business: no VAT on its credit notes) and bank details.
  const stamp = new Date(start).toISOString();
  db.prepare(
    `INSERT OR REPLACE INTO payout_details (user_id, entity_type, legal_name, street, postal_code, city, country, tax_number, vat_id, small_business, birth_date, updated_at)
     VALUES (?, 'individual', 'Anna Demo', 'Lindenweg 3', '10115', 'Berlin', 'DE', '12/345/67890', '', 1, '1984-03-21', ?)`,
  ).run(author.id, stamp);
  db.prepare('INSERT OR REPLACE INTO bank_details (user_id, account_holder, iban, bic, updated_at) VALUES (?, ?, ?, ?, ?)').run(
    author.id, 'Anna Demo', 'DE89370400440532013000', 'COBADEFFXXX', stamp,
  );
  // The credit notes the monthly job would have made for the past months (small business: total = royalty).
  const recipient = JSON.stringify({ name: 'Anna Demo', addressLines: ['Lindenweg 3', '10115 Berlin', 'DE'], country: 'DE', taxNumber: '12/345/67890', vatId: '', entityType: 'individual' });
  const months = db
    .prepare(
      `SELECT substr(created_at, 1, 7) AS period, currency, SUM(kind = 'sale') AS sales, SUM(kind = 'refund') AS refunds, SUM(net) AS net, SUM(amount) AS royalty
       FROM royalties WHERE author_id = ? AND created_at < ? GROUP BY period, currency ORDER BY period`,
    )
    .all(author.id, new Date(Date.UTC(new Date(today).getUTCFullYear(), new Date(today).getUTCMonth(), 1)).toISOString());
  const nextSeq = db.prepare(
    `INSERT INTO credit_note_sequences (year, last) VALUES (?, 1) ON CONFLICT (year) DO UPDATE SET last = last + 1 RETURNING last`,
  );
  const insNote = db.prepare(
    `INSERT INTO credit_notes (author_id, period, currency, year, seq, number, sales, refunds, sales_net, royalty, vat_rule, vat_rate_bp, vat_amount, total, recipient, issued_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'small_business', 0, 0, ?, ?, ?)`,
  );
  for (const m of months) {
    const [y, mo] = m.period.split('-').map(Number);
    const issued = new Date(Date.UTC(y, mo, 1, 4, 7));
    const year = issued.getUTCFullYear();
    const seq = nextSeq.get(year).last;
    insNote.run(author.id, m.period, m.currency, year, seq, `GS-${year}-${String(seq).padStart(6, '0')}`, m.sales, m.refunds, m.net, m.royalty, m.royalty, recipient, issued.toISOString());
  }
  if (log) log(`Seeded earnings of author1: ${orders} orders, ${months.length} credit notes.`);
}

// ---------------------------------------------------------------------------------------------
// The generator
// ---------------------------------------------------------------------------------------------

/**
 * Seeds the demo catalogue. Options: materials (default 2000), dbPath (default: the local D1
 * file, created by applying the migrations when missing), now (Date | ms | 'YYYY-MM-DD'; default
 * today 00:00 UTC), seed (PRNG seed, default 1), force (replace earlier demo rows), log
 * (function, or false for silence). Resolves to a summary; `skipped: true` when materials exist
 * and force is not set (onlyIfEmpty: the caller expects that, so the message is a calm one).
 */
export async function seed(options = {}) {
  const started = performance.now();
  const log = options.log === false ? () => {} : (options.log ?? console.log);
  const total = Math.floor(Number(options.materials ?? 2000));
  if (!Number.isFinite(total) || total < 1) throw new Error(`--materials must be a positive number, got ${options.materials}`);
  const seedValue = Number(options.seed ?? 1) >>> 0;
  const now = parseNow(options.now);
  const root = options.root ?? ROOT;
  const ftsMode = options.fts ?? 'rebuild';

  const { DatabaseSync } = await loadSqlite();
  let dbPath = options.dbPath ? resolve(options.dbPath) : findLocalDb(root);
  if (options.dbPath && !existsSync(dbPath)) throw new Error(`No database at ${dbPath}`);
  if (!dbPath) {
    applyLocalMigrations(root, log);
    dbPath = findLocalDb(root);
    if (!dbPath) throw new Error(`No local D1 database found under ${join(root, D1_DIR)} after applying migrations`);
  } else if (!options.dbPath) {
    const probe = new DatabaseSync(dbPath, { readOnly: true });
    const pending = pendingMigrations(probe, root);
    probe.close();
    if (pending.length) applyLocalMigrations(root, log);
  }

  const holders = processesHolding(dbPath);
  if (holders.length) {
    throw new Error(`${dbPath} is open in process ${holders.join(', ')} (wrangler dev or npm start?). Stop it first: miniflare owns the local D1 file while it runs.`);
  }

  const db = new DatabaseSync(dbPath);
  const previous = {
    journal: db.prepare('PRAGMA journal_mode').get().journal_mode,
    synchronous: db.prepare('PRAGMA synchronous').get().synchronous,
    foreignKeys: db.prepare('PRAGMA foreign_keys').get().foreign_keys,
  };
  let droppedTriggers = [];
  let inTransaction = false;
  let aborted = false;
  const onSignal = () => {
    aborted = true;
  };
  process.once('SIGINT', onSignal);
  try {
    // ---- reference data
    const worldRows = db.prepare('SELECT code, currency, is_main FROM worlds').all();
    const subjectRows = db.prepare('SELECT id, world, title, slug FROM subjects ORDER BY id').all();
    const typeRows = db.prepare('SELECT id, world, title FROM material_types').all();
    const stRows = db.prepare('SELECT id FROM school_types').all();
    const spans = new Map(db.prepare('SELECT world, school_type, level_from, level_to FROM school_type_spans').all().map((r) => [`${r.world}/${r.school_type}`, r]));
    if (!worldRows.length || !subjectRows.length || !typeRows.length || stRows.length < SCHOOL_TYPES.length) {
      throw new Error(`Reference data missing in ${dbPath}: apply migrations/0002_reference_data.sql first`);
    }
    const rates = new Map(db.prepare('SELECT code, per_euro_micros FROM currencies').all().map((r) => [r.code, Number(r.per_euro_micros) / 1e6]));

    const wordForms = await loadWordForms(root);
    const existing = countOf(db, 'materials');
    if (existing > 0 && !options.force) {
      // A catalogue from before migration 0017 has no search stems yet: write them once here
      // (production does it in the scheduled backfill, docs/search.md "Word forms").
      const filled = fillMissingStems(db, wordForms);
      if (filled > 0) log(`Search stems written for ${filled} materials that had none.`);
      log(
        options.onlyIfEmpty
          ? `Local catalogue has ${existing} materials already; not seeding (npm run seed -- --force replaces the demo data).`
          : `Refusing to seed: ${existing} materials already exist in ${dbPath}. Use --force to replace the demo data.`,
      );
      return { skipped: true, existingMaterials: existing, dbPath };
    }

    db.exec('PRAGMA foreign_keys = OFF');
    if (existing > 0) deleteDemoRows(db, log);
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA synchronous = OFF');

    const rng = mulberry32(seedValue);
    const pick = (list) => list[Math.floor(rng() * list.length)];

    // ---- worlds and their shares
    const known = new Set(worldRows.map((w) => w.code));
    const subjectsByWorld = new Map();
    for (const s of subjectRows) {
      if (!subjectsByWorld.has(s.world)) subjectsByWorld.set(s.world, new Map());
      subjectsByWorld.get(s.world).set(s.id % 100, s);
    }
    const typeTitles = new Map();
    for (const t of typeRows) {
      if (!typeTitles.has(t.world)) typeTitles.set(t.world, new Map());
      typeTitles.get(t.world).set(t.id, t.title);
    }
    const mains = MAIN_WORLDS.filter((w) => known.has(w) && subjectsByWorld.has(w));
    const furthers = FURTHER_WORLDS.filter((w) => known.has(w) && subjectsByWorld.has(w));
    const worlds = [...mains, ...furthers];
    const mainSum = mains.reduce((s, w) => s + MAIN_SHARE[w], 0);
    const shares = worlds.map((w) => (MAIN_SHARE[w] !== undefined ? ((1 - FURTHER_SHARE) * MAIN_SHARE[w]) / mainSum : FURTHER_SHARE / furthers.length));
    const worldCum = cumulative(shares);
    const W = worlds.map((code, wi) => {
      const row = worldRows.find((r) => r.code === code);
      const currency = row.currency;
      const rate = currency === 'EUR' ? 1 : (rates.get(currency) ?? 1);
      const subjects = subjectsByWorld.get(code);
      const slotsBySt = SCHOOL_TYPES.map((st) => {
        const fit = SLOTS_BY_SCHOOL_TYPE[st.id].filter((slot) => subjects.has(slot));
        return fit.length ? fit : [...subjects.keys()];
      });
      return {
        code, wi, currency, rate, step: priceStep(rate), subjects, slotsBySt,
        lang: MAIN_WORLDS.includes(code) ? code : 'en',
        types: typeTitles.get(code) ?? typeTitles.get('de'),
        share: shares[wi],
      };
    });

    // ---- id layout
    const userBase = maxIdOf(db, 'users');
    const materialBase = maxIdOf(db, 'materials');
    let fileId = maxIdOf(db, 'material_files');
    let saleId = maxIdOf(db, 'sales');
    const authorTotal = Math.max(20, Math.round(total / 12));
    const buyerTotal = Math.max(50, Math.round(total / 4));
    let nextUser = userBase + 1;
    for (const w of W) {
      w.authorCount = Math.max(1, Math.round(authorTotal * w.share));
      w.authorStart = nextUser;
      nextUser += w.authorCount;
    }
    for (const w of W) {
      w.buyerCount = Math.max(5, Math.round(buyerTotal * w.share));
      w.buyerStart = nextUser;
      nextUser += w.buyerCount;
    }
    const authorsN = W.reduce((s, w) => s + w.authorCount, 0);
    const buyersN = W.reduce((s, w) => s + w.buyerCount, 0);

    // ---- people
    const usedSlugs = new Set(db.prepare('SELECT slug FROM users').all().map((r) => r.slug));
    const uniqueSlug = (base) => {
      let slug = base;
      for (let n = 2; usedSlugs.has(slug); n++) slug = `${base}-${n}`;
      usedSlugs.add(slug);
      return slug;
    };
    const person = (w) => {
      if (w.lang === 'en') {
        const [display, latin] = pick(FURTHER_NAMES[w.code] ?? FURTHER_NAMES.pl).split('|');
        return { first: display, last: '', full: display, female: true, latin: latin ?? null };
      }
      const names = LANG[w.lang].names;
      const female = rng() < 0.72;
      const first = pick(female ? names.f : names.m);
      let last = pick(names.last);
      if (Array.isArray(last)) last = last[female ? 1 : 0];
      if (names.twoSurnames && rng() < 0.7) {
        const second = pick(names.last);
        if (second !== last) last = `${last} ${second}`;
      }
      return { first, last, full: `${first} ${last}`, female, latin: null };
    };
    const authors = [];
    for (const w of W) {
      for (let k = 0; k < w.authorCount; k++) {
        const p = person(w);
        let publicName = p.full;
        if (w.lang !== 'en' && rng() < 0.25) {
          const brands = LANG[w.lang].names.brand[p.female ? 'f' : 'm'];
          const firstGen = /[sxzß]$/.test(p.first) ? `${p.first}’` : `${p.first}s`;
          publicName = fill(pick(brands), { first: p.first, last: p.last.split(' ')[0], firstGen });
        }
        const n = authors.length + 1;
        const base = p.latin ?? (slugify(publicName, w.lang) || `author-${n}`);
        authors.push({ id: w.authorStart + k, n, w, person: p, publicName, slug: uniqueSlug(base) });
      }
    }
    const authorMaterials = new Int32Array(authorsN);
    const authorSales = new Int32Array(authorsN);
    const authorFirst = new Float64Array(authorsN).fill(Infinity);
    const authorRecent = Array.from({ length: authorsN }, () => []);

    // ---- statements
    const insMaterial = db.prepare(`INSERT INTO materials (id, world, author_id, slug, title, description, language,
      school_type, subject_id, material_type, grade_from, grade_to, price, sale_price, currency, has_fixed_price,
      is_bundle, interactive_id, is_bundle_interactive, is_standalone_interactive, best_in_categories, page_count,
      rating_sum, rating_count, sales_count, popularity, preview_path, is_active, deleted_at, created_at, stems_title, stems_body)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '[]', ?, ?, ?, ?, ?, ?, 1, NULL, ?, ?, ?)`);
    const insFile = db.prepare('INSERT INTO material_files (id, material_id, type, name, format, size_bytes, sources, cover) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    const insBundleItem = db.prepare('INSERT INTO bundle_items (bundle_id, material_id) VALUES (?, ?)');
    const insRating = db.prepare('INSERT INTO ratings (material_id, user_id, stars, body, created_at) VALUES (?, ?, ?, ?, ?)');
    const insSale = db.prepare('INSERT INTO sales (id, material_id, buyer_id, price, currency, created_at) VALUES (?, ?, ?, ?, ?, ?)');
    const insUser = db.prepare(`INSERT INTO users (id, slug, email, world, public_name, user_name, is_seller, became_seller_at,
      created_at, creation_source, image_path, subtitle, description, facebook_profile, instagram_profile,
      pinterest_profile, private_profile, teachable_certified, total_materials, followers_number, following_number)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const insHost = db.prepare('INSERT OR IGNORE INTO partner_hosts (host, world, author_id) VALUES (?, ?, ?)');

    const begin = () => {
      db.exec('BEGIN');
      inTransaction = true;
    };
    const commit = () => {
      db.exec('COMMIT');
      inTransaction = false;
    };
    const checkpoint = async () => {
      commit();
      await new Promise((r) => setImmediate(r));
      if (aborted) throw new Error('Seeding interrupted');
      begin();
    };

    if (ftsMode === 'rebuild') {
      droppedTriggers = materialsTriggers(db).filter((t) => /AFTER INSERT/i.test(t.sql));
      for (const t of droppedTriggers) db.exec(`DROP TRIGGER "${t.name}"`);
    }

    // ---- per-material memory (indexes are local: material id = materialBase + 1 + i)
    const mSt = new Uint8Array(total);
    const mGf = new Uint8Array(total);
    const mGt = new Uint8Array(total);
    const mSlot = new Uint8Array(total);
    const mTopic = new Uint8Array(total);
    const mPrice = new Float64Array(total);
    const mPages = new Uint16Array(total);
    const mCreated = new Float64Array(total);
    const best = new Map();
    const stCum = cumulative(SCHOOL_TYPES.map((s) => s.weight));
    const typeCum = cumulative(TYPE_WEIGHTS.map((t) => t[1]));
    const esLangCum = cumulative(ES_LANGUAGES.map((l) => l[1]));
    const stats = { bundles: 0, bundleItems: 0, files: 0, ratings: 0, sales: 0, free: 0, onSale: 0, newest: 0, interactive: 0 };
    const perWorld = new Map(worlds.map((w) => [w, 0]));
    let esCount = 0;
    let interactiveSeq = 0;
    const THREE_YEARS = 3 * 365 * DAY;

    begin();
    for (let i = 0; i < total; i++) {
      if (i > 0 && i % BATCH === 0) {
        await checkpoint();
        if (i % 100_000 === 0) log(`  … ${i.toLocaleString('en')} materials (${((performance.now() - started) / 1000).toFixed(1)} s)`);
      }
      const id = materialBase + 1 + i;
      const w = W[pickCumulative(worldCum, rng())];
      const L = LANG[w.lang];
      const authorIndex = w.authorStart - userBase - 1 + Math.floor(rng() ** 2 * w.authorCount);
      const author = authors[authorIndex];
      const recent = authorRecent[authorIndex];
      const isBundle = rng() < 0.042 && recent.length >= 3;

      let st, gf, gt, slot, topicIndex, type, items = null, created;
      let interactiveId = null, bundleInteractive = 0, standaloneInteractive = 0;
      if (isBundle) {
        const k = Math.min(recent.length, 3 + Math.floor(rng() * 4));
        items = recent.splice(recent.length - k, k);
        const head = items[0];
        st = mSt[head]; gf = mGf[head]; gt = mGt[head]; slot = mSlot[head]; topicIndex = mTopic[head];
        type = 'bundle';
        let latest = 0;
        for (const it of items) latest = Math.max(latest, mCreated[it]);
        created = latest + 3_600_000 + Math.floor(rng() * 20 * DAY);
        if (created >= now) created = latest + Math.floor((now - latest) * rng());
        if (rng() < 0.25) {
          bundleInteractive = 1;
          interactiveId = ++interactiveSeq;
        }
      } else {
        st = i < SCHOOL_TYPES.length ? i : pickCumulative(stCum, rng());
        const spec = SCHOOL_TYPES[st];
        const span = spanIn(spans, w.code, spec);
        gf = spec.id === 'alle' ? span.from : span.from + Math.floor(rng() * (span.to - span.from + 1));
        const widen = rng();
        gt = spec.id === 'alle' ? span.to : Math.min(span.to, gf + (widen < 0.55 ? 0 : widen < 0.85 ? 1 : 2));
        slot = pick(w.slotsBySt[st]);
        topicIndex = Math.floor(rng() * 256);
        const typeRoll = rng();
        if (typeRoll < 0.025) {
          type = 'interactive';
          standaloneInteractive = 1;
          interactiveId = ++interactiveSeq;
        } else {
          type = TYPE_WEIGHTS[pickCumulative(typeCum, rng())][0];
          if (rng() < 0.03) interactiveId = ++interactiveSeq;
        }
        created = rng() < 0.04 ? now - 1000 - Math.floor(rng() * 13 * DAY) : now - 1000 - Math.floor(rng() * THREE_YEARS);
      }
      const stId = SCHOOL_TYPES[st].id;
      const subject = w.subjects.get(slot);

      // texts
      const topicsForSlot = L.topics[slot];
      let topicList = topicsForSlot ? (Array.isArray(topicsForSlot) ? topicsForSlot : (stId === 'kita' || stId === 'grundschule' || stId === 'foerder' || gt <= 4 ? topicsForSlot.p : topicsForSlot.s)) : [subject.title];
      const topic = topicList[topicIndex % topicList.length];
      const typeLabel = w.types.get(type) ?? type;
      const grades = L.grades(stId, gf, gt);
      const vars = {
        type: typeLabel, topic, grades, for: L.forPhrase(stId, gf, gt), subject: subject.title,
        subjectLower: lowerFirst(subject.title),
      };
      const title = fill(pick(L.titles), vars);
      const slug = slugify(title, w.lang) || `material-${id}`;

      let pages;
      if (isBundle) {
        pages = 0;
        for (const it of items) pages += mPages[it];
      } else if (type === 'audio' || type === 'video' || type === 'interactive') pages = 1;
      else if (type === 'poster' || type === 'flashcards') pages = 1 + Math.floor(rng() * 12);
      else pages = 1 + Math.floor(rng() ** 2 * 36);
      vars.pages = String(pages);
      const sentences = [fill(pick(L.intro), vars)];
      const b1 = Math.floor(rng() * L.body.length);
      sentences.push(fill(L.body[b1], vars));
      if (isBundle) sentences.push(fill(L.bundle, { count: String(items.length) }));
      else if (rng() < 0.5) sentences.push(fill(L.body[(b1 + 1 + Math.floor(rng() * (L.body.length - 1))) % L.body.length], vars));
      if (rng() < 0.5) sentences.push(pick(L.closing));
      const description = sentences.join(' ');

      // language of the text
      let language;
      if (w.code === 'es') {
        language = esCount < ES_LANGUAGE_FIRST.length ? ES_LANGUAGE_FIRST[esCount] : ES_LANGUAGES[pickCumulative(esLangCum, rng())][0];
        esCount++;
      } else if (w.lang === 'en') language = '';
      else language = rng() < 0.9 ? w.code : '';

      // price in minor units of the world's currency
      const step = w.step;
      let price = 0;
      if (isBundle) {
        let sum = 0;
        for (const it of items) sum += mPrice[it];
        price = Math.floor((sum * (0.6 + rng() * 0.2)) / step) * step;
      } else if (rng() >= 0.25) {
        const eurCents = 150 + 50 * Math.floor(28 * rng() ** 1.7);
        price = Math.max(step, Math.round((eurCents * w.rate) / step) * step);
      }
      let salePrice = null;
      if (price > step && rng() < 0.15) {
        salePrice = Math.floor((price * (0.5 + rng() * 0.35)) / step) * step;
        if (salePrice >= price) salePrice = price - step;
        if (salePrice <= 0) salePrice = null;
      }
      const fixedPrice = price > 0 && rng() < 0.04 ? 1 : 0;

      // ratings and sales, by buyers of the same world
      const ageDays = (now - created) / DAY;
      const span = now - created;
      const buyerOffset = Math.floor(rng() * w.buyerCount);
      let ratingCount = rng() < 0.4 ? 1 + Math.floor(rng() ** 1.6 * 8) : 0;
      ratingCount = Math.min(ratingCount, w.buyerCount);
      let ratingSum = 0;
      const ratingRows = [];
      for (let j = 0; j < ratingCount; j++) {
        const r = rng();
        const stars = r < 0.55 ? 5 : r < 0.83 ? 4 : r < 0.93 ? 3 : r < 0.97 ? 2 : 1;
        ratingSum += stars;
        const pool = stars >= 4 ? L.reviews.pos : stars === 3 ? L.reviews.mid : L.reviews.neg;
        const body = rng() < 0.2 ? '' : pick(pool);
        ratingRows.push([id, w.buyerStart + ((buyerOffset + j) % w.buyerCount), stars, body, iso(created + Math.floor(rng() * span))]);
      }
      let salesCount = 0;
      if (price > 0) salesCount = Math.min(w.buyerCount, Math.floor(31 * rng() ** 3 * Math.min(1, ageDays / 60)));
      const charged = salePrice ?? price;

      const popularity = Math.round(
        (Math.log1p(salesCount) * 10 + ratingCount * 3 + (ratingCount ? (ratingSum / ratingCount - 3) * ratingCount : 0) +
          20 * Math.exp(-ageDays / 21) + (price === 0 ? 2 : 0)) * 100,
      ) / 100;

      const stems = wordForms.materialStems(w.code, title, description);
      insMaterial.run(
        id, w.code, author.id, slug, title, description, language, stId, subject.id, type, gf, gt, price, salePrice,
        w.currency, fixedPrice, isBundle ? 1 : 0, interactiveId, bundleInteractive, standaloneInteractive, pages,
        ratingSum, ratingCount, salesCount, popularity, `previews/${id}/1.png`, iso(created), stems.title, stems.body,
      );
      for (const row of ratingRows) insRating.run(...row);
      for (let j = 0; j < salesCount; j++) {
        insSale.run(++saleId, id, w.buyerStart + ((buyerOffset + j) % w.buyerCount), charged, w.currency, iso(created + Math.floor(rng() * span)));
      }
      if (isBundle) {
        for (const it of items) insBundleItem.run(id, materialBase + 1 + it);
        stats.bundles++;
        stats.bundleItems += items.length;
      }

      // files
      const fileCount = isBundle ? 2 : 1 + Math.floor(rng() ** 1.5 * 4);
      const formats = FILE_FORMATS[type];
      for (let n = 1; n <= fileCount; n++) {
        const format = n <= formats.length ? formats[n - 1] : pick(EXTRA_FORMATS);
        const [lo, hi] = FORMAT_SIZE[format];
        const name = n === 1 ? `${slug}.${format}` : n === 2 && format === 'pdf' ? `${slug}-${L.solutions}.pdf` : `${slug}-${n}.${format}`;
        insFile.run(++fileId, id, 'material_file', name, format, Math.floor(lo + rng() ** 2 * (hi - lo)), `{"original":"files/${id}/${n}.${format}"}`, n === 1 ? `previews/${id}/1.png` : null);
      }
      stats.files += fileCount;

      // bookkeeping
      mSt[i] = st; mGf[i] = gf; mGt[i] = gt; mSlot[i] = slot; mTopic[i] = topicIndex;
      mPrice[i] = price; mPages[i] = Math.min(pages, 65535); mCreated[i] = created;
      if (!isBundle) {
        recent.push(i);
        if (recent.length > 8) recent.shift();
      }
      authorMaterials[authorIndex]++;
      authorSales[authorIndex] += salesCount;
      if (created < authorFirst[authorIndex]) authorFirst[authorIndex] = created;
      let top = best.get(subject.id);
      if (!top) best.set(subject.id, (top = Object.assign([], { materials: 0 })));
      top.materials++;
      if (top.length < 3 || popularity > top[top.length - 1][0]) {
        top.push([popularity, id, subject.slug]);
        top.sort((a, b) => b[0] - a[0] || a[1] - b[1]);
        if (top.length > 3) top.pop();
      }
      stats.ratings += ratingCount;
      stats.sales += salesCount;
      if (price === 0) stats.free++;
      if (salePrice !== null) stats.onSale++;
      if (now - created < 14 * DAY) stats.newest++;
      if (interactiveId !== null) stats.interactive++;
      perWorld.set(w.code, perWorld.get(w.code) + 1);
    }
    await checkpoint();

    // ---- authors (with their totals) and buyers
    const sources = ['web', 'web', 'web', 'web', 'web', 'web', 'google', 'google', 'apple'];
    let written = 0;
    for (const a of authors) {
      const k = a.id - userBase - 1;
      const first = Number.isFinite(authorFirst[k]) ? authorFirst[k] : now - Math.floor(rng() * THREE_YEARS);
      const becameSeller = first - DAY - Math.floor(rng() * 30 * DAY);
      const createdAt = becameSeller - Math.floor(rng() * 400 * DAY);
      const L = LANG[a.w.lang];
      const bio = fill(pick(L.bios), { years: String(2 + Math.floor(rng() * 28)), first: a.w.lang === 'en' ? a.person.full : a.person.first });
      const handle = a.slug.replace(/-/g, '_');
      const followers = Math.floor(authorMaterials[k] * (1 + rng() * 6) + authorSales[k] * 0.05 * rng() + (rng() < 0.05 ? rng() * 2500 : 0));
      insUser.run(
        a.id, a.slug, `author${a.n}@${DEMO_EMAIL_DOMAIN}`, a.w.code, a.publicName, a.person.full, 1, iso(becameSeller),
        iso(createdAt), pick(sources), pick(L.subtitles), bio,
        rng() < 0.3 ? `https://www.facebook.com/${a.slug}` : null,
        rng() < 0.4 ? `https://www.instagram.com/${handle}` : null,
        rng() < 0.15 ? `https://www.pinterest.com/${handle}` : null,
        rng() < 0.03 ? 1 : 0, rng() < 0.15 ? 1 : 0, authorMaterials[k], followers, Math.floor(rng() ** 2 * 40),
      );
      if (++written % BATCH === 0) await checkpoint();
    }
    let buyerN = 0;
    for (const w of W) {
      for (let k = 0; k < w.buyerCount; k++) {
        const id = w.buyerStart + k;
        const p = person(w);
        const publicName = w.lang === 'en' ? p.full : `${p.first} ${p.last[0]}.`;
        const slug = `${p.latin ?? (slugify(w.lang === 'en' ? p.full : p.first, w.lang) || 'user')}-${id}`;
        insUser.run(
          id, slug, `buyer${++buyerN}@${DEMO_EMAIL_DOMAIN}`, w.code, publicName, p.full, 0, null,
          iso(now - DAY - Math.floor(rng() * 4 * 365 * DAY)), pick(sources), null, null, null, null, null, 0, 0, 0, 0,
          Math.floor(rng() ** 3 * 25),
        );
        if (++written % BATCH === 0) await checkpoint();
      }
    }

    // ---- best in categories: the top three of each subject that has at least ten materials
    const setBest = db.prepare('UPDATE materials SET best_in_categories = ? WHERE id = ?');
    for (const top of best.values()) {
      if (top.materials < 10) continue;
      for (const [, id, subjectSlug] of top) setBest.run(JSON.stringify([subjectSlug]), id);
    }

    // ---- partner hosts: world hosts and two author shops
    for (const w of mains) {
      insHost.run(`kreide.${w}.localhost`, w, null);
      insHost.run(`kreide-${w}.localhost`, w, null);
    }
    const shops = [];
    for (const code of ['de', 'es', ...worlds]) {
      if (shops.length === 2) break;
      const wd = W.find((x) => x.code === code);
      if (!wd || shops.some((s) => s.w === wd)) continue;
      let bestAuthor = null;
      for (let k = 0; k < wd.authorCount; k++) {
        const idx = wd.authorStart - userBase - 1 + k;
        if (!bestAuthor || authorMaterials[idx] > authorMaterials[bestAuthor.id - userBase - 1]) bestAuthor = authors[idx];
      }
      if (bestAuthor) shops.push(bestAuthor);
    }
    for (const a of shops) insHost.run(`shop-${a.slug}.localhost`, a.w.code, a.id);
    commit();
    seedEarnings(db, now, seedValue, log);

    // ---- full-text index
    if (droppedTriggers.length) {
      const t0 = performance.now();
      db.exec("INSERT INTO materials_fts (materials_fts) VALUES ('rebuild')");
      for (const t of droppedTriggers) db.exec(t.sql);
      droppedTriggers = [];
      if (total >= 100_000) log(`  … full-text index rebuilt (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
    }
    // The word lists of prefix search (the same statements as SEARCH_TERMS_REFRESH in src/origin/db/search.ts).
    if (db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'search_terms'").get()) {
      db.exec('DELETE FROM search_terms');
      db.exec(`INSERT INTO search_terms (term, docs)
        SELECT term, MAX(doc) FROM materials_fts_vocab WHERE col IN ('search_title', 'search_body') GROUP BY term`);
    }
    if (db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'search_stem_terms'").get()) {
      db.exec('DELETE FROM search_stem_terms');
      db.exec(`INSERT INTO search_stem_terms (term, docs)
        SELECT term, MAX(doc) FROM materials_fts_vocab WHERE col IN ('search_title_stems', 'search_body_stems') GROUP BY term`);
    }

    const seconds = (performance.now() - started) / 1000;
    const summary = {
      skipped: false,
      dbPath,
      now: iso(now),
      seed: seedValue,
      materials: total,
      perWorld: Object.fromEntries(perWorld),
      authors: authorsN,
      buyers: buyersN,
      ...stats,
      partnerHosts: mains.length * 2 + shops.length,
      shops: shops.map((a) => `shop-${a.slug}.localhost`),
      seconds,
    };
    const main = mains.map((w) => `${w} ${perWorld.get(w)}`).join(', ');
    const further = furthers.reduce((s, w) => s + perWorld.get(w), 0);
    log(
      `Seeded ${total.toLocaleString('en')} materials (${main}, further worlds ${further}), ${authorsN.toLocaleString('en')} authors, ` +
        `${buyersN.toLocaleString('en')} buyers, ${stats.files.toLocaleString('en')} files, ${stats.bundles.toLocaleString('en')} bundles, ` +
        `${stats.ratings.toLocaleString('en')} ratings, ${stats.sales.toLocaleString('en')} sales, ${summary.partnerHosts} partner hosts ` +
        `(now ${iso(now).slice(0, 10)}, seed ${seedValue}) in ${seconds.toFixed(1)} s → ${dbPath}`,
    );
    return summary;
  } catch (error) {
    if (inTransaction) db.exec('ROLLBACK');
    throw error;
  } finally {
    process.removeListener('SIGINT', onSignal);
    try {
      for (const t of droppedTriggers) db.exec(t.sql);
      // An interrupted run must not leave the index stale.
      if (droppedTriggers.length) db.exec("INSERT INTO materials_fts (materials_fts) VALUES ('rebuild')");
      db.exec(`PRAGMA synchronous = ${previous.synchronous}`);
      if (String(previous.journal).toLowerCase() !== 'wal') db.exec(`PRAGMA journal_mode = ${previous.journal}`);
      else db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
      db.exec(`PRAGMA foreign_keys = ${previous.foreignKeys ? 'ON' : 'OFF'}`);
    } finally {
      db.close();
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Command line
// ---------------------------------------------------------------------------------------------

const USAGE = `Usage: npm run seed -- [options]
  --materials N   number of demo materials (default 2000; 1000000 works)
  --now DATE      reference date for creation dates, e.g. 2026-11-22 (default: today 00:00 UTC)
  --seed S        PRNG seed (default 1); same options → same data
  --db PATH       SQLite file to seed (default: the local D1 file under .wrangler/state)
  --force         replace existing demo data instead of refusing
  --quiet         print nothing but errors`;

export function parseArgs(argv) {
  const opts = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new Error(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case '--materials': opts.materials = Number(value().replace(/[_,]/g, '')); break;
      case '--now': opts.now = value(); break;
      case '--seed': opts.seed = Number(value()); break;
      case '--db': opts.dbPath = value(); break;
      case '--force': opts.force = true; break;
      case '--quiet': opts.log = false; break;
      case '--fts': opts.fts = value(); break;
      case '--help': case '-h': opts.help = true; break;
      default: throw new Error(`Unknown option ${arg}\n${USAGE}`);
    }
  }
  return opts;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    const opts = parseArgs(process.argv.slice(2));
    if (opts.help) {
      console.log(USAGE);
    } else {
      const result = await seed(opts);
      if (result.skipped) process.exitCode = 1;
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
