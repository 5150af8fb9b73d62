import { describe, expect, it } from 'vitest';
import { browserFamily, fingerprint, hourOf, senderKey } from '../../../../src/origin/domain/errors/reports';

describe('error report groups', () => {
  it('have one fingerprint per normalised message, release and kind', async () => {
    const a = await fingerprint('error', 'r1', 'Took 3012 ms for erika@example.org');
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(await fingerprint('error', 'r1', 'took  4721 ms for max@example.com')).toBe(a);
    expect(await fingerprint('error', 'r2', 'Took 3012 ms for erika@example.org')).not.toBe(a);
    expect(await fingerprint('rejection', 'r1', 'Took 3012 ms for erika@example.org')).not.toBe(a);
    expect(await fingerprint('error', 'r1', 'Took 3012 s for erika@example.org')).not.toBe(a);
  });

  it('count per clock hour', () => {
    expect(hourOf(new Date('2026-05-01T10:59:59Z'))).toBe('2026-05-01T10');
    expect(hourOf(new Date('2026-05-01T11:00:00Z'))).toBe('2026-05-01T11');
  });
});

describe('what is kept of the sender', () => {
  it('is a keyed hash of the address, never the address', async () => {
    const key = await senderKey('203.0.113.5', 'secret-one-long-enough');
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(key).not.toContain('203');
    expect(await senderKey('203.0.113.5', 'secret-one-long-enough')).toBe(key);
    expect(await senderKey('203.0.113.6', 'secret-one-long-enough')).not.toBe(key);
    expect(await senderKey('203.0.113.5', 'secret-two-long-enough')).not.toBe(key);
  });

  it('is the browser name and major version of the user agent only', () => {
    expect(browserFamily('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.86 Safari/537.36')).toBe('Chrome 131');
    expect(browserFamily('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.70')).toBe('Edge 131');
    expect(browserFamily('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe('Firefox 128');
    expect(browserFamily('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).toBe('Safari 17');
    expect(browserFamily('Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36')).toBe('Samsung Internet 25');
    expect(browserFamily('curl/8.5.0')).toBe('Other');
    expect(browserFamily(undefined)).toBe('Other');
  });
});
