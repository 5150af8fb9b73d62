import type { Context } from 'hono';
import type { EdgeEnv } from '../env';
import { devToolsOpen } from '../../shared/dev-tools';
import { localeFor } from '../../shared/i18n/locale';
import { isWorld, DEFAULT_WORLD } from '../../shared/worlds';
import { pageContext, renderDocument } from '../render/document';
import MaterialFiles from '../../client/islands/MaterialFiles';
import { devToolPage, NotFound } from './dev-tool-page';

/**
 * `GET /dev/material-files?id=N[&world=de]`: the MaterialFiles island on a page of its own, until
 * the upload-edit screen shows it (docs/seller-files.md). Local development only (a 404
 * elsewhere, like the dev mailbox); the API calls still check that the signed-in user is the
 * material's author.
 */
export async function devMaterialFilesPage(c: Context<{ Bindings: EdgeEnv }>): Promise<Response> {
  const url = new URL(c.req.url);
  const id = Number(url.searchParams.get('id'));
  if (!devToolsOpen(c.env.DEV_TOOLS, url) || !Number.isSafeInteger(id) || id <= 0) return devToolPage(c.env, 'Not found', <NotFound />, 404);
  const world = url.searchParams.get('world');
  const locale = localeFor(isWorld(world) ? world : DEFAULT_WORLD);
  const hydrated = new Set<string>();
  const context = pageContext(locale, hydrated);
  return renderDocument({
    env: c.env,
    locale,
    head: { title: 'Material files (dev)', description: 'Local development only.', canonical: null, robots: 'noindex,nofollow', alternates: [], xDefault: null, sheets: ['sellerFiles'] },
    body: () => (
      <main id="main" className="dev-material-files">
        <h1>Material {id}</h1>
        {context.island(MaterialFiles, { materialId: id })}
      </main>
    ),
    cache: { kind: 'never' },
    scripts: { islandAreas: ['seller'], hydrated },
  });
}
