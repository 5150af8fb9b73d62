import type { Messages } from '../../shared/i18n/catalogue-types';

/** How pages and islands ask for a text: `area:key.path`, with `{{name}}` interpolation. */
export type Translate = (key: string, vars?: Record<string, string | number>) => string;

/**
 * A small translator over messages shipped in the page, for islands in the browser (the edge
 * uses a full i18next instance per request; the browser needs lookups only).
 */
export function messagesTranslator(messages: Record<string, Messages>, defaultArea = 'common'): Translate {
  return (key, vars) => {
    const [area, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : [defaultArea, key];
    let node: string | Messages | undefined = messages[area];
    for (const part of path.split('.')) {
      node = typeof node === 'object' ? node[part] : undefined;
    }
    if (typeof node !== 'string') return path;
    return vars ? node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? '')) : node;
  };
}
