import { WORLDS, languageTag, worldLanguage, type Language, type World } from '../worlds';

/**
 * The world a request is in and the language its pages speak (a world speaks its own catalogue
 * language, docs/decisions/003). Decided once per request where the edge resolves the world;
 * everything downstream reads it instead of deriving the language again.
 */
export interface Locale {
  readonly world: World;
  readonly language: Language;
  /** BCP 47 tag for `<html lang>`, Content-Language, hreflang and Intl. */
  readonly tag: string;
}

const LOCALES: ReadonlyMap<World, Locale> = new Map(
  WORLDS.map((world) => {
    const language = worldLanguage(world);
    return [world, Object.freeze({ world, language, tag: languageTag(language) })];
  }),
);

export function localeFor(world: World): Locale {
  const locale = LOCALES.get(world);
  if (!locale) throw new Error(`No locale for world "${world}"`);
  return locale;
}
