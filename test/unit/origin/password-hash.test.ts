import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  PBKDF2_ITERATIONS,
  verifyPassword,
  WORKERS_PBKDF2_MAX_ITERATIONS,
} from '../../../src/origin/domain/identity/password-hash';

const PEPPER = 'a-test-pepper-of-enough-length';

describe('password hashes', () => {
  it('stays within the iteration count the Workers runtime accepts', () => {
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(100_000);
    expect(WORKERS_PBKDF2_MAX_ITERATIONS).toBe(100_000);
  });

  it('stores algorithm and parameters in every hash', async () => {
    const hash = await hashPassword('Schulbeginn 2026', PEPPER);
    expect(hash).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await hashPassword('Schulbeginn 2026', PEPPER)).not.toBe(hash);
  });

  it('accepts the right password only, with the right pepper', async () => {
    const hash = await hashPassword('Schulbeginn 2026', PEPPER);
    expect(await verifyPassword('Schulbeginn 2026', hash, PEPPER)).toEqual({ ok: true, needsUpgrade: false });
    expect((await verifyPassword('schulbeginn 2026', hash, PEPPER)).ok).toBe(false);
    expect((await verifyPassword('Schulbeginn 2026', hash, 'another-pepper-of-length')).ok).toBe(false);
  });

  it('handles long and non-ASCII passwords', async () => {
    const long = 'ä'.repeat(64) + '🙂'.repeat(30);
    expect((await verifyPassword(long, await hashPassword(long, PEPPER), PEPPER)).ok).toBe(true);
  });

  it('asks for an upgrade of hashes made with fewer iterations, and refuses unknown formats', async () => {
    const weak = await hashPassword('Schulbeginn 2026', PEPPER, 10_000);
    expect(await verifyPassword('Schulbeginn 2026', weak, PEPPER)).toEqual({ ok: true, needsUpgrade: true });
    expect((await verifyPassword('x', 'md5$abc', PEPPER)).ok).toBe(false);
    expect((await verifyPassword('x', 'pbkdf2-sha256$200000$AAAA$AAAA', PEPPER)).ok).toBe(false);
  });

  it('matches the hashes the demo-account script writes with Node crypto', async () => {
    // @ts-expect-error plain JavaScript module of the scripts folder
    const { passwordHash } = (await import('../../../scripts/demo-accounts.mjs')) as { passwordHash: (p: string, pepper: string) => string };
    expect((await verifyPassword('Kreide-Demo-2026', passwordHash('Kreide-Demo-2026', PEPPER), PEPPER)).ok).toBe(true);
  });
});
