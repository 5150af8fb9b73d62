/**
 * Password hashes the Workers runtime accepts: PBKDF2-SHA256 at the runtime's ceiling of
 * 100,000 iterations, over an HMAC of the password with a secret pepper. Every hash names its
 * algorithm and parameters (`pbkdf2-sha256$100000$<salt>$<hash>`), so a hash made with weaker
 * parameters is recognised and replaced at the next successful sign-in.
 */
export const PBKDF2_ITERATIONS = 100_000;
/** Workers refuse PBKDF2 above this count (local workerd does not). */
export const WORKERS_PBKDF2_MAX_ITERATIONS = 100_000;
const ALGORITHM = 'pbkdf2-sha256';
const SALT_BYTES = 16;
const HASH_BITS = 256;

const encoder = new TextEncoder();

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

function fromBase64(text: string): Uint8Array | null {
  try {
    return Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}

async function peppered(password: string, pepper: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(pepper), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(password.normalize('NFKC'))));
}

async function derive(password: string, pepper: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const material = await crypto.subtle.importKey('raw', await peppered(password, pepper), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, material, HASH_BITS);
  return new Uint8Array(bits);
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

export async function hashPassword(password: string, pepper: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, pepper, salt, iterations);
  return `${ALGORITHM}$${iterations}$${toBase64(salt)}$${toBase64(hash)}`;
}

export interface PasswordCheck {
  ok: boolean;
  /** The hash was made with older parameters: store a new one. */
  needsUpgrade: boolean;
}

interface ParsedHash {
  iterations: number;
  salt: Uint8Array;
  hash: Uint8Array;
}

function parseHash(stored: string): ParsedHash | null {
  const [algorithm, rounds, salt, hash] = stored.split('$');
  if (algorithm !== ALGORITHM || !rounds || !salt || !hash) return null;
  const iterations = Number(rounds);
  const saltBytes = fromBase64(salt);
  const hashBytes = fromBase64(hash);
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > WORKERS_PBKDF2_MAX_ITERATIONS || !saltBytes || !hashBytes) return null;
  return { iterations, salt: saltBytes, hash: hashBytes };
}

export async function verifyPassword(password: string, stored: string, pepper: string): Promise<PasswordCheck> {
  const parsed = parseHash(stored);
  if (!parsed) return { ok: false, needsUpgrade: false };
  const candidate = await derive(password, pepper, parsed.salt, parsed.iterations);
  const ok = equalBytes(candidate, parsed.hash);
  return { ok, needsUpgrade: ok && parsed.iterations < PBKDF2_ITERATIONS };
}

/** Spends the same work as a real check, so unknown accounts answer as slowly as wrong passwords. */
export async function burnPasswordCheck(password: string, pepper: string): Promise<void> {
  await derive(password, pepper, new Uint8Array(SALT_BYTES), PBKDF2_ITERATIONS);
}
