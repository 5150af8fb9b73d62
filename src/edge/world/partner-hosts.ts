import type { EdgeEnv } from '../env';
import type { PartnerHost } from '../../shared/schemas/authors';
import { originJson } from '../origin-client';
import { edgeCached } from '../edge-cache';

const PARTNER_HOST_TTL_SECONDS = 600;

/** The partner host table lives in D1 at the origin and is cached at the edge in KV. */
export async function findPartnerHost(env: EdgeEnv, host: string): Promise<PartnerHost | null> {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  if (!/^[a-z0-9.-]{1,253}$/.test(name) || name === 'localhost' || /^[0-9.]+$/.test(name)) return null;
  return edgeCached(env, `partner-host:${name}`, PARTNER_HOST_TTL_SECONDS, async () => {
    const { partner } = await originJson<{ partner: PartnerHost | null }>(env, `v3/partner-hosts/${encodeURIComponent(name)}`);
    return partner;
  });
}
