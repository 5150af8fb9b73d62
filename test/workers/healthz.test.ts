import { beforeEach, describe, expect, it } from 'vitest';
import { createEdge, forgetEdgeCaches, BROWSER } from './harness';

beforeEach(forgetEdgeCaches);

describe('GET /healthz', () => {
  it('answers ok as plain text, never cached, with the security headers', async () => {
    const edge = createEdge();
    const response = await edge.request('/healthz', { headers: { 'user-agent': BROWSER } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('ok');
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('makes no origin call and sets no cookie, whatever the host or cookies', async () => {
    const edge = createEdge();
    const response = await edge.request('/healthz', { host: 'partner.example', headers: { cookie: 'kreide_world=it' } });
    expect(response.status).toBe(200);
    expect(edge.originCalls).toEqual([]);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});
