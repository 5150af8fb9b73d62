import { VatVerificationUnavailable, type VatIdAnswer, type VatVerifier } from './types';

/** The EU Commission's VIES REST API (docs/commerce.md). */
export const VIES_BASE_URL = 'https://ec.europa.eu/taxation_customs/vies/rest-api';

/** A checkout waits at most this long for VIES. */
const VIES_TIMEOUT_MS = 5000;

/** `userError` values that mean "the id is not valid" rather than "no answer now". */
const DEFINITE = new Set(['VALID', 'INVALID', 'INVALID_INPUT']);

interface ViesAnswer {
  isValid?: unknown;
  userError?: unknown;
  name?: unknown;
  address?: unknown;
  requestIdentifier?: unknown;
}

/** VIES writes `---` where a member state does not give a name or address. */
function given(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' || /^-+$/.test(text) ? null : text.slice(0, 500);
}

export function createViesVerifier({ fetch: fetchImpl = fetch, timeoutMs = VIES_TIMEOUT_MS, baseUrl = VIES_BASE_URL }: { fetch?: typeof fetch; timeoutMs?: number; baseUrl?: string } = {}): VatVerifier {
  return {
    name: 'vies',
    async verify(prefix, number) {
      if (!/^[A-Z]{2}$/.test(prefix) || !/^[A-Z0-9+*]{2,14}$/.test(number)) return { valid: false, name: null, address: null, consultationNumber: null };
      const url = `${baseUrl.replace(/\/+$/, '')}/ms/${prefix}/vat/${encodeURIComponent(number)}`;
      const controller = new AbortController();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          controller.abort();
          reject(new VatVerificationUnavailable(`VIES did not answer within ${timeoutMs} ms`));
        }, timeoutMs);
      });
      let body: ViesAnswer;
      try {
        const response = await Promise.race([fetchImpl(url, { headers: { accept: 'application/json' }, signal: controller.signal }), timeout]);
        if (!response.ok) throw new VatVerificationUnavailable(`VIES answered ${response.status}`);
        const parsed: unknown = await Promise.race([response.json(), timeout]);
        if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new VatVerificationUnavailable('VIES answered something that is not an object');
        body = parsed as ViesAnswer;
      } catch (error) {
        if (error instanceof VatVerificationUnavailable) throw error;
        throw new VatVerificationUnavailable(`VIES could not be reached (${error instanceof Error ? error.name : 'error'})`);
      } finally {
        if (timer !== undefined) clearTimeout(timer);
      }
      const userError = typeof body.userError === 'string' ? body.userError : null;
      if (userError !== null && !DEFINITE.has(userError)) throw new VatVerificationUnavailable(`VIES could not check the id now (${userError.slice(0, 40)})`);
      if (userError === 'INVALID_INPUT') return { valid: false, name: null, address: null, consultationNumber: null };
      if (typeof body.isValid !== 'boolean') throw new VatVerificationUnavailable('VIES answered without isValid');
      const answer: VatIdAnswer = {
        valid: body.isValid,
        name: body.isValid ? given(body.name) : null,
        address: body.isValid ? given(body.address) : null,
        consultationNumber: given(body.requestIdentifier),
      };
      return answer;
    },
  };
}
