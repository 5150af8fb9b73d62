/**
 * Limits of a material's metadata that the editor island and the API share (docs/seller-materials.md,
 * "Metadata and autosave"). No zod here: island chunks import this module.
 */

export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 5000;

/** The text languages an author may choose in a world: its own, Spain's co-official ones, English, or none (''). */
export function textLanguages(world: string): readonly string[] {
  if (world === 'es') return ['es', 'ca', 'eu', 'gl', 'en', ''];
  return [world, 'en', ''];
}
