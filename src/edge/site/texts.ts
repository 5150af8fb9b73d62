import { Hono } from 'hono';
import type { EdgeEnv } from '../env';
import { AREAS, type Area } from '../../shared/i18n/areas';
import { LANGUAGES, type Language } from '../../shared/worlds';
import { TEXTS_PATH } from '../../shared/page-state';
import { textsFile } from '../render/page-state';

/**
 * The islands' texts as files (docs/architecture.md, "Render cost"): `/texts/de/common+header/{version}.json`.
 * The version named in the page is the content's, so that file is kept for a year; a page from
 * before a deploy that asks for an older version gets today's texts, kept a minute.
 */
export const texts = new Hono<{ Bindings: EdgeEnv }>();

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);
const isArea = (value: string): value is Area => (AREAS as readonly string[]).includes(value);

texts.get(`${TEXTS_PATH}:language/:areas/:file`, (c) => {
  const { language, areas, file } = c.req.param();
  const list = areas.split('+');
  const version = /^([a-z0-9]{1,13})\.json$/.exec(file)?.[1];
  if (!isLanguage(language) || !version || list.length > AREAS.length || !list.every(isArea) || new Set(list).size !== list.length) {
    return c.json({ error: { code: 'not_found', message: 'No such texts file.' } }, 404);
  }
  const found = textsFile(language, list, false);
  return new Response(found.json, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': found.version === version ? 'public, max-age=31536000, immutable' : 'public, max-age=60',
    },
  });
});
