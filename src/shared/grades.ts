/**
 * Grade levels in each main world's own school system (docs/product-rules.md, "Grades"). A level
 * counts school years the same way everywhere — 0 is pre-school, 1 the first year of primary
 * school — and each country names it its own way: French 6e is level 6 (collège), 2de level 10
 * (lycée). Worlds without a table here use the generic "Grade {{grade}}" text.
 */

const GREEK_ORDINALS = ['', 'Α΄', 'Β΄', 'Γ΄', 'Δ΄', 'Ε΄', 'ΣΤ΄'] as const;

/** A level's name and the stage it belongs to (grades of one stage are joined as "CE1–CE2"). */
type Stage = (level: number) => readonly [name: string, stage: string];

const STAGES: Partial<Record<string, Stage>> = {
  de: (n) => (n === 0 ? ['Kita', ''] : [String(n), 'Klasse']),
  fr: (n) => [['Maternelle', 'CP', 'CE1', 'CE2', 'CM1', 'CM2', '6e', '5e', '4e', '3e', '2de', '1re', 'Terminale', 'Post-bac'][n] ?? String(n), ''],
  es: (n) =>
    n === 0 ? ['Infantil', ''] : n <= 6 ? [`${n}.º`, 'Primaria'] : n <= 10 ? [`${n - 6}.º`, 'ESO'] : n <= 12 ? [`${n - 10}.º`, 'Bachillerato'] : ['FP Superior', ''],
  it: (n) => (n === 0 ? ['Infanzia', ''] : n <= 5 ? [`${n}ª`, 'primaria'] : n <= 8 ? [`${n - 5}ª`, 'media'] : [`${n - 8}ª`, 'superiore']),
  gr: (n) =>
    n === 0
      ? ['Νηπιαγωγείο', '']
      : n <= 6
        ? [GREEK_ORDINALS[n] ?? String(n), 'Δημοτικού']
        : n <= 9
          ? [GREEK_ORDINALS[n - 6] ?? String(n), 'Γυμνασίου']
          : n <= 12
            ? [GREEK_ORDINALS[n - 9] ?? String(n), 'Λυκείου']
            : ['Μεταλυκειακή', ''],
};

/** German puts the stage first ("Klasse 5"), the others after the number ("5.º ESO"). */
const STAGE_FIRST: ReadonlySet<string> = new Set(['de']);

function join(world: string, names: string, stage: string): string {
  if (!stage) return names;
  return STAGE_FIRST.has(world) ? `${stage} ${names}` : `${names} ${stage}`;
}

/** The name of one grade level in a world's school system; null where the world has no table. */
export function gradeName(world: string, level: number): string | null {
  const stage = STAGES[world];
  if (!stage) return null;
  const [name, of] = stage(level);
  return join(world, name, of);
}

/** A span of grades, e.g. "Klasse 5–7", "CE1–CE2", "6.º Primaria – 1.º ESO"; null without a table. */
export function gradeSpan(world: string, from: number, to: number): string | null {
  const stage = STAGES[world];
  if (!stage) return null;
  if (from === to) return gradeName(world, from);
  const [a, stageA] = stage(from);
  const [b, stageB] = stage(to);
  if (stageA === stageB) return join(world, `${a}–${b}`, stageA);
  return `${join(world, a, stageA)} – ${join(world, b, stageB)}`;
}
