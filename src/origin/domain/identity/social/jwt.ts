/**
 * Compact JWS (RFC 7515) parsing, RS256/ES256 signature checks with crypto.subtle and the
 * OpenID Connect ID-token claim rules. Order of checks: shape, `alg`, key, signature, claims —
 * no claim of an unauthenticated token is ever trusted.
 */
import { SocialVerificationError } from '../social';

export type JwsAlgorithm = 'RS256' | 'ES256';
export type Jwk = Readonly<Record<string, unknown>>;
export type Claims = Readonly<Record<string, unknown>>;

/** The only algorithms we can verify; `none` and every HMAC algorithm are never accepted. */
const SUPPORTED_ALGORITHMS: readonly JwsAlgorithm[] = ['RS256', 'ES256'];
export const CLOCK_SKEW_SECONDS = 60;
/** Real ID tokens are 1–2 KB; anything far larger is not one. */
const MAX_TOKEN_LENGTH = 16_384;
const MIN_RSA_MODULUS_BYTES = 256; // 2048 bits
const P256_COORDINATE_BYTES = 32;
const TENANT_PLACEHOLDER = '{tenantid}';
const TENANT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function reject(reason: string): never {
  throw new SocialVerificationError(reason);
}

function base64UrlDecode(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) reject('malformed');
  let binary: string;
  try {
    binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  } catch {
    reject('malformed');
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function decodeJsonObject(segment: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(base64UrlDecode(segment)));
  } catch (error) {
    if (error instanceof SocialVerificationError) throw error;
    reject('malformed');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) reject('malformed');
  return value as Record<string, unknown>;
}

export interface DecodedJws {
  alg: string;
  kid: string | undefined;
  header: Claims;
  payload: Claims;
  /** `base64url(header) + '.' + base64url(payload)` as bytes: what the signature covers. */
  signingInput: Uint8Array;
  signature: Uint8Array;
}

/** Splits and decodes a compact JWS without checking anything cryptographic. */
function decodeJws(token: string): DecodedJws {
  if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) reject('malformed');
  const parts = token.split('.');
  if (parts.length !== 3) reject('malformed');
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  if (headerPart === '' || payloadPart === '') reject('malformed');
  const header = decodeJsonObject(headerPart);
  const payload = decodeJsonObject(payloadPart);
  const signature = base64UrlDecode(signaturePart);
  if (typeof header.alg !== 'string') reject('malformed');
  if (header.kid !== undefined && typeof header.kid !== 'string') reject('malformed');
  return {
    alg: header.alg,
    kid: header.kid,
    header,
    payload,
    signingInput: new TextEncoder().encode(`${headerPart}.${payloadPart}`),
    signature,
  };
}

/** `alg` must be, exactly (case-sensitive), one the provider allows and we support. */
function checkAlgorithm(alg: string, allowed: readonly JwsAlgorithm[]): JwsAlgorithm {
  const match = SUPPORTED_ALGORITHMS.find((supported) => supported === alg && allowed.includes(supported));
  if (!match) reject('unsupported_alg');
  return match;
}

function stringField(jwk: Jwk, name: string): string {
  const value = jwk[name];
  if (typeof value !== 'string' || value === '') reject('bad_key');
  return value;
}

function withoutLeadingZeros(bytes: Uint8Array): Uint8Array {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start++;
  return bytes.subarray(start);
}

/**
 * Imports a JWKS entry for verifying `alg` only. The key type must fit the algorithm (RSA for
 * RS256, EC P-256 for ES256), and the key's own `alg`/`use`/`key_ops`, when given, must allow it.
 */
export async function importVerificationKey(jwk: Jwk, alg: JwsAlgorithm): Promise<CryptoKey> {
  if (jwk.alg !== undefined && jwk.alg !== alg) reject('unsupported_alg');
  if (jwk.use !== undefined && jwk.use !== 'sig') reject('unsupported_alg');
  if (jwk.key_ops !== undefined && !(Array.isArray(jwk.key_ops) && jwk.key_ops.includes('verify'))) reject('unsupported_alg');
  try {
    if (alg === 'RS256') {
      if (jwk.kty !== 'RSA') reject('unsupported_alg');
      const n = stringField(jwk, 'n');
      const e = stringField(jwk, 'e');
      if (withoutLeadingZeros(base64UrlDecode(n)).length < MIN_RSA_MODULUS_BYTES) reject('bad_key');
      return await crypto.subtle.importKey('jwk', { kty: 'RSA', n, e, ext: true }, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, [
        'verify',
      ]);
    }
    if (jwk.kty !== 'EC' || jwk.crv !== 'P-256') reject('unsupported_alg');
    const x = stringField(jwk, 'x');
    const y = stringField(jwk, 'y');
    if (base64UrlDecode(x).length !== P256_COORDINATE_BYTES || base64UrlDecode(y).length !== P256_COORDINATE_BYTES) reject('bad_key');
    return await crypto.subtle.importKey('jwk', { kty: 'EC', crv: 'P-256', x, y, ext: true }, { name: 'ECDSA', namedCurve: 'P-256' }, false, [
      'verify',
    ]);
  } catch (error) {
    if (error instanceof SocialVerificationError) throw error;
    reject('bad_key');
  }
}

async function verifySignature(jws: DecodedJws, alg: JwsAlgorithm, key: CryptoKey): Promise<void> {
  let valid: boolean;
  try {
    if (alg === 'RS256') {
      valid = await crypto.subtle.verify('RSASSA-PKCS1-v1_5', key, jws.signature, jws.signingInput);
    } else {
      // JWS ES256 signatures are the raw r ‖ s (64 bytes), which is what WebCrypto expects.
      valid = jws.signature.length === 2 * P256_COORDINATE_BYTES && (await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, jws.signature, jws.signingInput));
    }
  } catch {
    valid = false;
  }
  if (!valid) reject('bad_signature');
}

export interface ClaimRules {
  /** Accepted `iss` values; `{tenantid}` stands for the token's own `tid` (Microsoft multi-tenant). */
  issuers: readonly string[];
  /** Our client id: must be the audience. */
  audience: string;
  /** Whether the provider echoes the sign-in nonce in its ID tokens. */
  usesNonce: boolean;
  /** The nonce our client sent, if any. */
  nonce: string | undefined;
  nowMs: number;
  skewSeconds?: number;
}

export interface VerifiedClaims {
  subject: string;
  claims: Claims;
}

function issuerMatches(iss: string, template: string, claims: Claims): boolean {
  if (!template.includes(TENANT_PLACEHOLDER)) return iss === template;
  const tid = claims.tid;
  if (typeof tid !== 'string' || !TENANT_ID.test(tid)) return false;
  return iss === template.replace(TENANT_PLACEHOLDER, tid);
}

function numericDate(claims: Claims, name: string, required: boolean): number | undefined {
  const value = claims[name];
  if (value === undefined && !required) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) reject('malformed');
  return value;
}

/** The ID-token claim rules (OpenID Connect Core §3.1.3.7), applied to an authenticated payload. */
function checkClaims(claims: Claims, rules: ClaimRules): VerifiedClaims {
  const iss = claims.iss;
  if (typeof iss !== 'string' || !rules.issuers.some((template) => issuerMatches(iss, template, claims))) reject('wrong_issuer');

  const aud = claims.aud;
  if (typeof aud === 'string') {
    if (aud !== rules.audience) reject('wrong_audience');
  } else if (Array.isArray(aud)) {
    if (!aud.includes(rules.audience)) reject('wrong_audience');
    if (claims.azp !== undefined && claims.azp !== rules.audience) reject('wrong_audience');
  } else {
    reject('wrong_audience');
  }

  const skew = rules.skewSeconds ?? CLOCK_SKEW_SECONDS;
  const now = rules.nowMs / 1000;
  const exp = numericDate(claims, 'exp', true) as number;
  const iat = numericDate(claims, 'iat', true) as number;
  const nbf = numericDate(claims, 'nbf', false);
  if (now >= exp + skew) reject('expired');
  if (iat > now + skew || (nbf !== undefined && nbf > now + skew)) reject('not_yet_valid');

  if (rules.usesNonce) {
    const tokenNonce = claims.nonce;
    if (tokenNonce !== undefined && typeof tokenNonce !== 'string') reject('malformed');
    if (rules.nonce !== undefined || tokenNonce !== undefined) {
      if (tokenNonce !== rules.nonce) reject('nonce_mismatch');
    }
  }

  const sub = claims.sub;
  if (typeof sub !== 'string' || sub === '' || sub.length > 255) reject('malformed');
  return { subject: sub, claims };
}

export interface IdTokenRules extends ClaimRules {
  algorithms: readonly JwsAlgorithm[];
}

/** Finds and imports the provider's key `kid` for `alg`; throws 'unknown_key' when there is none. */
export type KeyResolver = (kid: string, alg: JwsAlgorithm) => Promise<CryptoKey>;

/** Verifies an ID token end to end: shape, `alg`, key, signature, then claims. */
export async function verifyIdToken(token: string, rules: IdTokenRules, resolveKey: KeyResolver): Promise<VerifiedClaims> {
  const jws = decodeJws(token);
  const alg = checkAlgorithm(jws.alg, rules.algorithms);
  if (jws.header.crit !== undefined) reject('malformed'); // no JWS extensions are understood here
  if (jws.kid === undefined || jws.kid === '') reject('unknown_key');
  const key = await resolveKey(jws.kid, alg);
  await verifySignature(jws, alg, key);
  return checkClaims(jws.payload, rules);
}
