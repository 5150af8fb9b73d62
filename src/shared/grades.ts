/**
 * Grade levels in each world's own school system (docs/product-rules.md, "Grades"). A level counts
 * school years the same way everywhere — 0 is pre-school, 1 the first year of primary school — and
 * each country names it its own way: French 6e is level 6 (collège), 2de level 10 (lycée); Dutch
 * groep 3 is level 1; Japanese 中学1年 level 7.
 */

/**
 * A level's own part and its stage, a pattern with `{}` where the part goes: `['5', 'Klasse {}']`,
 * `['CE1', '{}']`. Levels of one stage share the pattern, and a span of one stage joins the parts
 * in it ("Klasse 5–7", "CE1–CE2").
 */
type Level = readonly [part: string, stage: string];

interface SchoolSystem {
  level: (n: number) => Level;
  /** Between two parts of one stage; '–' unless the script has its own sign. */
  within?: string;
  /** Between two names of different stages; ' – ' unless the script has its own sign. */
  across?: string;
  /** A span of one stage where the pattern does not fit (Romanian "clasele V–VIII"). */
  span?: (a: string, b: string) => string;
}

/** A name that stands alone, a stage of its own ("Kita", "初一"): a span to it names both ends. */
const alone = (name: string): Level => [name, name];

/** Numbered years of successive stages: `[[6, '{} Primaria'], [4, '{} ESO']]` from level 1 on. */
function stages(n: number, pre: string, list: readonly (readonly [years: number, stage: string, part?: (year: number) => string])[], after: string): Level {
  if (n <= 0) return alone(pre);
  let first = 1;
  for (const [years, stage, part] of list) {
    if (n < first + years) return [part ? part(n - first + 1) : String(n - first + 1), stage];
    first += years;
  }
  return alone(after);
}

const dot = (year: number): string => `${year}.`;
const GREEK_ORDINALS = ['', 'Α΄', 'Β΄', 'Γ΄', 'Δ΄', 'Ε΄', 'ΣΤ΄'] as const;
const greek = (year: number): string => GREEK_ORDINALS[year] ?? String(year);
const CHINESE_NUMERALS = ['', '一', '二', '三', '四', '五', '六'] as const;
const chinese = (year: number): string => CHINESE_NUMERALS[year] ?? String(year);
const ROMAN = ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'] as const;
/** Romanian: "clasa I", then the ordinal "clasa a II-a". */
const romanian = (year: number): string => (year === 1 ? 'I' : `a ${ROMAN[year] ?? String(year)}-a`);
const bareRoman = (part: string): string => part.replace(/^a /, '').replace(/-a$/, '');

const SCHOOL_SYSTEMS: Partial<Record<string, SchoolSystem>> = {
  // Main worlds
  de: { level: (n) => stages(n, 'Kita', [[13, 'Klasse {}']], '') },
  fr: { level: (n) => [['Maternelle', 'CP', 'CE1', 'CE2', 'CM1', 'CM2', '6e', '5e', '4e', '3e', '2de', '1re', 'Terminale', 'Post-bac'][n] ?? String(n), '{}'] },
  es: { level: (n) => stages(n, 'Infantil', [[6, '{} Primaria', dot0], [4, '{} ESO', dot0], [2, '{} Bachillerato', dot0]], 'FP Superior') },
  it: { level: (n) => stages(n, 'Infanzia', [[5, '{} primaria', ordinalA], [3, '{} media', ordinalA], [5, '{} superiore', ordinalA]], '') },
  gr: { level: (n) => stages(n, 'Νηπιαγωγείο', [[6, '{} Δημοτικού', greek], [3, '{} Γυμνασίου', greek], [3, '{} Λυκείου', greek]], 'Μεταλυκειακή') },

  // Further worlds
  bg: { level: (n) => stages(n, 'Детска градина', [[12, '{} клас', dot]], 'След 12. клас') },
  cn: {
    level: (n) => (n >= 7 && n <= 12 ? alone(`${n <= 9 ? '初' : '高'}${chinese(n <= 9 ? n - 6 : n - 9)}`) : stages(n, '幼儿园', [[6, '{}年级', chinese]], '高中毕业后')),
    within: '至',
    across: '至',
  },
  cz: { level: (n) => stages(n, 'Mateřská škola', [[9, '{} třída', dot], [4, '{} ročník SŠ', dot]], '') },
  dk: { level: (n) => (n <= 10 ? [dot(n), '{} klasse'] : [dot(n - 10), '{}g']) },
  fi: { level: (n) => stages(n, 'Esiopetus', [[9, '{} luokka', dot], [3, 'lukion {} vuosi', dot]], 'Lukion jälkeen') },
  hi: { level: (n) => stages(n, 'पूर्व-प्राथमिक', [[12, 'कक्षा {}']], '12वीं के बाद') },
  hr: { level: (n) => stages(n, 'Predškola', [[8, '{} razred', dot], [4, '{} razred srednje škole', dot]], 'Nakon srednje škole') },
  hu: { level: (n) => stages(n, 'Óvoda', [[12, '{} osztály', dot]], 'Érettségi után') },
  id: { level: (n) => (n >= 1 && n <= 12 ? [String(n), n <= 6 ? 'Kelas {} SD' : n <= 9 ? 'Kelas {} SMP' : 'Kelas {} SMA'] : alone(n <= 0 ? 'TK' : 'Setelah SMA')) },
  jp: { level: (n) => stages(n, '幼稚園', [[6, '小学{}年'], [3, '中学{}年'], [3, '高校{}年']], '高校卒業後'), within: '〜', across: '〜' },
  kr: { level: (n) => stages(n, '유치원', [[6, '초등학교 {}학년'], [3, '중학교 {}학년'], [3, '고등학교 {}학년']], '고교 졸업 후'), within: '~', across: ' ~ ' },
  kz: { level: (n) => stages(n, 'Мектепалды даярлық', [[12, '{}-сынып']], 'Мектептен кейін') },
  my: { level: (n) => stages(n, 'Prasekolah', [[6, 'Tahun {}'], [5, 'Tingkatan {}'], [2, 'Tingkatan 6 {}', (year) => (year === 1 ? 'Rendah' : 'Atas')]], '') },
  nl: { level: (n) => (n <= 0 ? alone('groep 1–2') : n <= 6 ? [String(n + 2), 'groep {}'] : n <= 12 ? [String(n - 6), 'klas {}'] : alone('vervolgonderwijs')) },
  no: { level: (n) => stages(n, 'Barnehage', [[10, '{} trinn', dot], [3, 'Vg{}']], '') },
  pl: { level: (n) => stages(n, 'Zerówka', [[8, 'klasa {}'], [4, 'klasa {} liceum']], 'Szkoła policealna') },
  ro: {
    level: (n) => stages(n, 'clasa pregătitoare', [[12, 'clasa {}', romanian]], 'Postliceal'),
    span: (a, b) => `clasele ${bareRoman(a)}–${bareRoman(b)}`,
  },
  rs: { level: (n) => stages(n, 'Предшколско', [[8, '{} разред', dot], [4, '{} разред средње школе', dot]], 'После средње школе') },
  se: { level: (n) => stages(n, 'Förskoleklass', [[9, 'årskurs {}'], [3, 'gymnasiet år {}']], 'Eftergymnasial') },
  sk: { level: (n) => stages(n, 'Materská škola', [[9, '{} ročník', dot], [4, '{} ročník SŠ', dot]], '') },
  th: { level: (n) => stages(n, 'อนุบาล', [[6, 'ป.{}'], [6, 'ม.{}']], 'หลัง ม.6') },
  ua: { level: (n) => stages(n, 'Дошкілля', [[12, '{} клас']], 'Після школи') },
};

function dot0(year: number): string {
  return `${year}.º`;
}

function ordinalA(year: number): string {
  return `${year}ª`;
}

function fill(stage: string, part: string): string {
  return stage.replace('{}', part);
}

/** The name of one grade level in a world's school system; null where the world has no table. */
export function gradeName(world: string, level: number): string | null {
  const system = SCHOOL_SYSTEMS[world];
  if (!system) return null;
  const [part, stage] = system.level(level);
  return fill(stage, part);
}

/** A span of grades, e.g. "Klasse 5–7", "CE1–CE2", "6.º Primaria – 1.º ESO"; null without a table. */
export function gradeSpan(world: string, from: number, to: number): string | null {
  const system = SCHOOL_SYSTEMS[world];
  if (!system) return null;
  if (from === to) return gradeName(world, from);
  const [a, stageA] = system.level(from);
  const [b, stageB] = system.level(to);
  if (stageA === stageB) return system.span ? system.span(a, b) : fill(stageA, `${a}${system.within ?? '–'}${b}`);
  return `${fill(stageA, a)}${system.across ?? ' – '}${fill(stageB, b)}`;
}
