import type { Context } from 'hono';
import { localeFor, type Locale } from '../shared/i18n/locale';
import type { World } from '../shared/worlds';

declare module 'hono' {
  interface ContextVariableMap {
    /** The request's world and language, set once where the edge resolves the world. */
    locale: Locale;
  }
}

/** Decides the request's locale from the world it resolved to; the one place the edge does so. */
export function decideLocale(c: Context, world: World): Locale {
  const locale = localeFor(world);
  c.set('locale', locale);
  return locale;
}

/** The locale decided earlier in this request; a handler reading it before it is decided is a bug. */
export function requestLocale(c: Context): Locale {
  const locale = c.get('locale');
  if (!locale) throw new Error('The request locale is read before the world is resolved');
  return locale;
}
