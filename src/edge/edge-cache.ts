import type { EdgeEnv } from './env';

interface MemoryEntry {
  value: unknown;
  expires: number;
}

const MEMORY_LIMIT = 2000;
const memory = new Map<string, MemoryEntry>();

function remember(key: string, value: unknown, ttlSeconds: number): void {
  if (memory.size >= MEMORY_LIMIT) {
    const oldest = memory.keys().next().value;
    if (oldest !== undefined) memory.delete(oldest);
  }
  memory.set(key, { value, expires: Date.now() + ttlSeconds * 1000 });
}

/**
 * Public, slowly changing origin data (currencies, A/B test definitions, partner hosts, menus):
 * an isolate-memory layer in front of KV in front of the origin. Never for personal data.
 */
export async function edgeCached<T>(env: EdgeEnv, key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const hit = memory.get(key);
  if (hit && hit.expires > now) return hit.value as T;
  const stored = await env.EDGE_CACHE.get<{ value: T }>(key, 'json');
  if (stored !== null) {
    remember(key, stored.value, Math.min(ttlSeconds, 60));
    return stored.value;
  }
  const value = await load();
  remember(key, value, Math.min(ttlSeconds, 60));
  await env.EDGE_CACHE.put(key, JSON.stringify({ value }), { expirationTtl: Math.max(60, ttlSeconds) });
  return value;
}

/**
 * Drops one entry from this isolate's memory and from KV (an A/B test staff just edited). Other
 * isolates keep their memory copy for at most 60 s; KV's other locations follow within about as long.
 */
export async function forgetEdgeCached(env: EdgeEnv, key: string): Promise<void> {
  memory.delete(key);
  await env.EDGE_CACHE.delete(key);
}

/** For tests: forget what this isolate remembers. */
export function forgetEdgeMemory(): void {
  memory.clear();
}
