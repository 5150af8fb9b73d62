/**
 * Read-through cache of derived, public, slowly changing data (facets, menus) in KV.
 * Never for sessions, balances or anything that must be exact: KV is eventually consistent.
 */
export async function cachedJson<T>(kv: KVNamespace, key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T> {
  const hit = await kv.get<T>(key, 'json');
  if (hit !== null) return hit;
  const value = await load();
  await kv.put(key, JSON.stringify(value), { expirationTtl: Math.max(60, ttlSeconds) });
  return value;
}
