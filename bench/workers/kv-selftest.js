/* global Response, TextDecoder */
/**
 * Checks bench/workers/memory-kv.js through a real workerd `kvNamespace` binding (env.KV), so the
 * benchmark knows the edge's KV calls behave as on Cloudflare before it measures anything.
 * GET / answers { ok, failures }.
 */
export default {
  async fetch(_request, env) {
    const failures = [];
    const check = (name, actual, expected) => {
      if (JSON.stringify(actual) !== JSON.stringify(expected)) failures.push({ name, actual, expected });
    };
    const kv = env.KV;
    const key = 'self test: ä/b?c#d%e';

    check('missing key reads null', await kv.get(key), null);
    await kv.put(key, JSON.stringify({ value: [1, 'zwei'] }), { expirationTtl: 300, metadata: { m: 1 } });
    check('text', await kv.get(key), '{"value":[1,"zwei"]}');
    check('json', await kv.get(key, 'json'), { value: [1, 'zwei'] });
    check('json option', await kv.get(key, { type: 'json', cacheTtl: 60 }), { value: [1, 'zwei'] });
    const withMeta = await kv.getWithMetadata(key, 'json');
    check('metadata', withMeta.metadata, { m: 1 });
    check('arrayBuffer', new TextDecoder().decode(await kv.get(key, 'arrayBuffer')), '{"value":[1,"zwei"]}');

    await kv.put('list:a', '1');
    await kv.put('list:b', '2');
    await kv.put('other', '3');
    const listed = await kv.list({ prefix: 'list:' });
    check('list', listed.keys.map((k) => k.name), ['list:a', 'list:b']);
    check('list complete', listed.list_complete, true);
    const firstPage = await kv.list({ prefix: 'list:', limit: 1 });
    check('list page', [firstPage.keys.map((k) => k.name), firstPage.list_complete], [['list:a'], false]);
    const secondPage = await kv.list({ prefix: 'list:', limit: 1, cursor: firstPage.cursor });
    check('list cursor', secondPage.keys.map((k) => k.name), ['list:b']);

    const bulk = await kv.get(['list:a', 'missing'], 'text');
    check('bulk get', [bulk.get('list:a'), bulk.get('missing')], ['1', null]);

    await kv.delete(key);
    check('deleted', await kv.get(key), null);

    await kv.put('expired', 'x', { expiration: Math.floor(Date.now() / 1000) + 3600 });
    check('absolute expiration', await kv.get('expired'), 'x');

    return Response.json({ ok: failures.length === 0, failures });
  },
};
