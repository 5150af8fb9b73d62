import { Hono } from 'hono';
import type { OriginEnv } from '../env';
import { buildOpenApiDocument } from '../openapi/document';
import { CALL_GROUPS } from '../openapi/registry';

/** The document changes only with a deploy: made once per isolate, then served from memory. */
let made: { body: string; etag: string } | null = null;

async function openApiBody(): Promise<{ body: string; etag: string }> {
  if (made) return made;
  const body = JSON.stringify(buildOpenApiDocument(CALL_GROUPS));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body)));
  const etag = `"${[...digest.slice(0, 12)].map((b) => b.toString(16).padStart(2, '0')).join('')}"`;
  made = { body, etag };
  return made;
}

/** `GET /api/openapi.json` (docs/api-reference.md): public, cached by browsers and the CDN for an hour. */
export const openApi = new Hono<{ Bindings: OriginEnv }>().get('/openapi.json', async (c) => {
  const { body, etag } = await openApiBody();
  const headers = { etag, 'cache-control': 'public, max-age=3600', vary: 'accept-encoding' };
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
  return c.body(body, 200, { ...headers, 'content-type': 'application/json; charset=utf-8' });
});
