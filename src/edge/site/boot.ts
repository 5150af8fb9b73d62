import { Hono } from 'hono';
import type { EdgeEnv } from '../env';
import { clientAssets } from '../render/assets';
import { BOOT_PATH, bootFile } from '../render/boot-script';

/**
 * The pages' boot script as a file (docs/decisions/019-scripts-after-load.md): `/boot/{version}.js`,
 * its version a hash of its code, so it is kept for a year. A page from before a deploy that asks
 * for an older version gets today's script (which names today's entry), kept a minute.
 */
export const boot = new Hono<{ Bindings: EdgeEnv }>();

boot.get(`${BOOT_PATH}:file`, async (c) => {
  const version = /^([a-z0-9]{1,13})\.js$/.exec(c.req.param('file'))?.[1];
  const assets = await clientAssets(c.env);
  if (!version || !assets.script) return c.json({ error: { code: 'not_found', message: 'No such script.' } }, 404);
  const file = bootFile(assets.script, assets.preloads);
  return new Response(file.code, {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': file.version === version ? 'public, max-age=31536000, immutable' : 'public, max-age=60',
    },
  });
});
