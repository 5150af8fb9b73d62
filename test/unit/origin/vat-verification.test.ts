import { describe, expect, it } from 'vitest';
import { assertOriginEnv } from '../../../src/origin/env';
import { originEnv } from './origin-env';
import {
  createDemoVatVerifier,
  createViesVerifier,
  DEMO_UNAVAILABLE_VAT_IDS,
  DEMO_VALID_VAT_IDS,
  VatVerificationUnavailable,
  vatVerifierFor,
  VIES_BASE_URL,
} from '../../../src/origin/providers/vat-verification';
import { checkVatId, euVatPrefix } from '../../../src/origin/domain/account/vat-id';

/** A fake fetch that records the requested URLs and answers with `answer()`. */
function fakeFetch(answer: (url: string, init?: RequestInit) => Promise<Response> | Response) {
  const urls: string[] = [];
  const impl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    urls.push(url);
    return answer(url, init);
  }) as typeof fetch;
  return { impl, urls };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('VIES verifier', () => {
  it('asks the REST API for the member state and number and reads a valid answer', async () => {
    const fake = fakeFetch(() =>
      json({ isValid: true, requestDate: '2026-03-01T10:00:00.000Z', userError: 'VALID', name: 'Schulbedarf GmbH', address: 'Ring 1\n1010 Wien', requestIdentifier: 'WAPIAAAAXYZ', vatNumber: 'U12345678' }),
    );
    const answer = await createViesVerifier({ fetch: fake.impl }).verify('AT', 'U12345678');
    expect(fake.urls).toEqual([`${VIES_BASE_URL}/ms/AT/vat/U12345678`]);
    expect(VIES_BASE_URL).toBe('https://ec.europa.eu/taxation_customs/vies/rest-api');
    expect(answer).toEqual({ valid: true, name: 'Schulbedarf GmbH', address: 'Ring 1\n1010 Wien', consultationNumber: 'WAPIAAAAXYZ' });
  });

  it('reads "---" and empty fields as not given', async () => {
    const fake = fakeFetch(() => json({ isValid: true, userError: 'VALID', name: '---', address: '---', requestIdentifier: '' }));
    expect(await createViesVerifier({ fetch: fake.impl }).verify('DE', '123456789')).toEqual({ valid: true, name: null, address: null, consultationNumber: null });
  });

  it('reads an invalid answer as not valid', async () => {
    const fake = fakeFetch(() => json({ isValid: false, userError: 'INVALID', name: '---', address: '---' }));
    expect(await createViesVerifier({ fetch: fake.impl }).verify('HU', '12345678')).toMatchObject({ valid: false, name: null });
    const input = fakeFetch(() => json({ isValid: false, userError: 'INVALID_INPUT' }));
    expect((await createViesVerifier({ fetch: input.impl }).verify('HU', '12345678')).valid).toBe(false);
  });

  it('refuses to send a number that cannot be an id, without asking', async () => {
    const fake = fakeFetch(() => json({ isValid: true }));
    expect((await createViesVerifier({ fetch: fake.impl }).verify('AT', '../../x')).valid).toBe(false);
    expect(fake.urls).toEqual([]);
  });

  it('throws "unavailable" when the member state or VIES cannot answer', async () => {
    for (const userError of ['MS_UNAVAILABLE', 'TIMEOUT', 'SERVICE_UNAVAILABLE', 'MS_MAX_CONCURRENT_REQ', 'GLOBAL_MAX_CONCURRENT_REQ']) {
      const fake = fakeFetch(() => json({ isValid: false, userError }));
      await expect(createViesVerifier({ fetch: fake.impl }).verify('FR', '40303265045')).rejects.toBeInstanceOf(VatVerificationUnavailable);
    }
    const down = fakeFetch(() => new Response('Service Unavailable', { status: 503 }));
    await expect(createViesVerifier({ fetch: down.impl }).verify('FR', '40303265045')).rejects.toThrow(/503/);
    const unreachable = fakeFetch(() => Promise.reject(new TypeError('network down')));
    await expect(createViesVerifier({ fetch: unreachable.impl }).verify('FR', '40303265045')).rejects.toBeInstanceOf(VatVerificationUnavailable);
  });

  it('gives up after its timeout and aborts the request', async () => {
    let aborted = false;
    const hanging = fakeFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    );
    const started = Date.now();
    await expect(createViesVerifier({ fetch: hanging.impl, timeoutMs: 50 }).verify('IT', '12345678901')).rejects.toThrow(/within 50 ms/);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(aborted).toBe(true);
  });

  it('throws "unavailable" for a malformed answer: never read as valid', async () => {
    for (const answer of [() => new Response('<html>maintenance</html>', { status: 200 }), () => json(null), () => json([true]), () => json({ userError: 'VALID' }), () => json({ isValid: 'true' })]) {
      const fake = fakeFetch(answer);
      await expect(createViesVerifier({ fetch: fake.impl }).verify('NL', '123456789B01')).rejects.toBeInstanceOf(VatVerificationUnavailable);
    }
  });
});

describe('demo verifier', () => {
  const demo = createDemoVatVerifier();

  it('accepts exactly its documented test numbers, each of a valid format', async () => {
    for (const id of DEMO_VALID_VAT_IDS) {
      const prefix = id.slice(0, 2);
      const country = prefix === 'EL' ? 'GR' : prefix;
      expect(euVatPrefix(country)).toBe(prefix);
      expect(checkVatId(id, country)).toEqual({ ok: true, vatId: id });
      const answer = await demo.verify(prefix, id.slice(2));
      expect(answer.valid).toBe(true);
      expect(answer.name).toMatch(/^Demo business/);
    }
  });

  it('refuses every other id, however well-formed', async () => {
    for (const id of ['ATU00000000', 'HU12345678', 'FR40303265045', 'DE123456789', 'EL123456789', 'ATU99999992']) {
      expect((await demo.verify(id.slice(0, 2), id.slice(2))).valid).toBe(false);
    }
  });

  it('stands for an outage with its outage numbers', async () => {
    for (const id of DEMO_UNAVAILABLE_VAT_IDS) {
      await expect(demo.verify(id.slice(0, 2), id.slice(2))).rejects.toBeInstanceOf(VatVerificationUnavailable);
    }
  });
});

describe('VAT verifier settings', () => {
  const env = originEnv;
  const production = {
    ENVIRONMENT: 'production',
    PASSWORD_PEPPER: 'a-real-production-pepper-value',
    EDGE_ORIGIN_KEY: 'a-real-production-edge-key',
    MAIL_PROVIDER: 'http',
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_live_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
  } as const;

  it('defaults to the demo verifier outside production', () => {
    expect(() => assertOriginEnv(env({}))).not.toThrow();
    expect(vatVerifierFor(env({})).name).toBe('demo');
    expect(vatVerifierFor(env({ VAT_VERIFIER: 'vies' })).name).toBe('vies');
  });

  it('refuses the demo verifier in production, explicit or by default', () => {
    expect(() => assertOriginEnv(env({ ...production, VAT_VERIFIER: 'demo' }))).toThrow(/VAT_VERIFIER=vies/);
    expect(() => assertOriginEnv(env(production))).toThrow(/VAT_VERIFIER=vies/);
    expect(() => assertOriginEnv(env({ ...production, VAT_VERIFIER: 'vies' }))).not.toThrow();
  });

  it('refuses an unknown verifier', () => {
    expect(() => assertOriginEnv(env({ VAT_VERIFIER: 'format-only' as never }))).toThrow();
  });
});
