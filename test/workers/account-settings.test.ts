import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { PhotonImage } from '@cf-wasm/photon';
import { insertTokenStatement } from '../../src/origin/db/identity';
import { newSecretToken, tokenHash } from '../../src/origin/domain/identity/tokens';
import { FIXTURE } from './fixtures';
import { call, post, publicToken, registerConfirmed, TEST_PASSWORD as PASSWORD, viaEdge } from './accounts';

const auth = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

const get = (path: string, token?: string) => call(path, { headers: auth(token) });

async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

interface ErrorAnswer {
  error: { code: string; message: string; details?: { field?: string; problem?: string } };
}

/** A PNG of one colour, or of a left (first colour) and right half. */
function png(width: number, height: number, rgb: [number, number, number], right: [number, number, number] = rgb): Uint8Array {
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = x < width / 2 ? rgb : right;
      pixels.set([r, g, b, 255], (y * width + x) * 4);
    }
  }
  const image = new PhotonImage(pixels, width, height);
  try {
    return image.get_bytes();
  } finally {
    image.free();
  }
}

/** A JPEG with an EXIF orientation segment put in after the start marker. */
function jpegWithOrientation(width: number, height: number, orientation: number): Uint8Array {
  const pixels = new Uint8Array(width * height * 4).fill(200);
  const image = new PhotonImage(pixels, width, height);
  const jpeg = image.get_bytes_jpeg(90);
  image.free();
  const tiff = [0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0];
  const payload = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  const app1 = [0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 255, ...payload];
  return Uint8Array.from([...jpeg.subarray(0, 2), ...app1, ...jpeg.subarray(2)]);
}

function upload(path: string, bytes: Uint8Array, fileName: string, type: string, token?: string, field = 'file'): Promise<Response> {
  const form = new FormData();
  form.append(field, new File([bytes], fileName, { type }));
  return call(path, { method: 'POST', headers: auth(token), body: form });
}

async function r2Image(key: string): Promise<{ width: number; height: number; pixels: Uint8Array; contentType?: string } | null> {
  const object = await env.FILES.get(key);
  if (!object) return null;
  const image = PhotonImage.new_from_byteslice(new Uint8Array(await object.arrayBuffer()));
  try {
    return { width: image.get_width(), height: image.get_height(), pixels: image.get_raw_pixels(), contentType: object.httpMetadata?.contentType };
  } finally {
    image.free();
  }
}

async function r2Keys(userId: number): Promise<string[]> {
  return (await env.FILES.list({ prefix: `users/${userId}/` })).objects.map((o) => `${o.key}:${o.etag}`).sort();
}

async function count(table: string, userId: number, column = 'user_id'): Promise<number> {
  const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${column} = ?`).bind(userId).first<{ n: number }>();
  return row?.n ?? 0;
}

/** Everything the settings calls can change for a user, to show that bad input changes nothing. */
async function snapshot(userId: number) {
  return {
    user: await env.DB.prepare('SELECT * FROM users WHERE id = ?').bind(userId).first(),
    billing: await env.DB.prepare('SELECT * FROM billing_addresses WHERE user_id = ?').bind(userId).first(),
    bank: await env.DB.prepare('SELECT * FROM bank_details WHERE user_id = ?').bind(userId).first(),
    notifications: (await env.DB.prepare('SELECT topic, email FROM notification_preferences WHERE user_id = ? ORDER BY topic').bind(userId).all()).results,
    tokens: (await env.DB.prepare('SELECT token_hash, revoked_at FROM access_tokens WHERE user_id = ? ORDER BY token_hash').bind(userId).all()).results,
    files: await r2Keys(userId),
  };
}

const CALLS: [string, string][] = [
  ['GET', 'v1/user/details'],
  ['POST', 'v1/user/details'],
  ['GET', 'v3/user/billing-address'],
  ['POST', 'v3/user/billing-address'],
  ['GET', 'v3/user/bank-details'],
  ['POST', 'v3/user/bank-details'],
  ['GET', 'v3/user/notification-preferences'],
  ['POST', 'v3/user/notification-preferences'],
  ['POST', 'v3/user/country'],
  ['POST', 'v3/user-details/avatar'],
  ['POST', 'v3/user-details/background'],
  ['POST', 'v3/user-details/remove-background'],
  ['GET', 'v3/user/export'],
  ['POST', 'v3/user/delete'],
];

describe('account settings: access', () => {
  it('answers 401 without a token and 403 with a public token, for every call', async () => {
    const visitor = await publicToken();
    for (const [method, path] of CALLS) {
      const init = (token?: string): RequestInit => ({
        method,
        headers: { ...auth(token), ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
        body: method === 'POST' ? '{}' : undefined,
      });
      const anonymous = await call(path, init());
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      expect((await json<ErrorAnswer>(anonymous)).error.code).toBe('missing_token');
      const publicScope = await call(path, init(visitor));
      expect(publicScope.status, `${method} ${path}`).toBe(403);
      expect((await json<ErrorAnswer>(publicScope)).error.code).toBe('insufficient_scope');
    }
  });
});

describe('user details', () => {
  it('reads and saves the profile; a new public name gives a new slug', async () => {
    const { userId, token } = await registerConfirmed('details@example.org');
    const before = await json<{ data: { items: Record<string, unknown> } }>(await get('v1/user/details', token));
    expect(before.data.items).toMatchObject({ id: userId, public_name: 'Frau Test', slug: 'frau-test', first_name: 'Erika', last_name: 'Test', private_profile: false, image_path: null });

    const body = {
      public_name: 'Frau Müller-Lüdenscheidt',
      first_name: 'Erika',
      last_name: '',
      subtitle: 'Mathe und Physik',
      description: 'Ich unterrichte seit 20 Jahren.',
      facebook_profile: 'https://facebook.com/erika',
      instagram_profile: null,
      pinterest_profile: '',
      private_profile: true,
    };
    const saved = await post('v1/user/details', body, token);
    expect(saved.status).toBe(200);
    const answer = await json<{ data: { items: Record<string, unknown> } }>(saved);
    expect(answer.data.items).toMatchObject({
      public_name: 'Frau Müller-Lüdenscheidt',
      slug: 'frau-mueller-luedenscheidt',
      last_name: null,
      subtitle: 'Mathe und Physik',
      facebook_profile: 'https://facebook.com/erika',
      pinterest_profile: null,
      private_profile: true,
    });
    expect((await json<{ data: { items: unknown } }>(await get('v1/user/details', token))).data.items).toEqual(answer.data.items);

    // The same name again keeps the slug.
    await env.DB.prepare("UPDATE users SET slug = 'custom' WHERE id = ?").bind(userId).run();
    await post('v1/user/details', body, token);
    expect((await env.DB.prepare('SELECT slug FROM users WHERE id = ?').bind(userId).first<{ slug: string }>())?.slug).toBe('custom');
  });

  it('refuses bad details and changes nothing', async () => {
    const { userId, token } = await registerConfirmed('details-bad@example.org');
    const good = { public_name: 'Frau Test', first_name: null, last_name: null, subtitle: null, description: null, facebook_profile: null, instagram_profile: null, pinterest_profile: null, private_profile: false };
    const before = await snapshot(userId);
    for (const bad of [
      { ...good, public_name: 'X' },
      { ...good, facebook_profile: 'javascript:alert(1)' },
      { ...good, instagram_profile: 'http://localhost/admin' },
      { ...good, description: 'x'.repeat(4001) },
      { ...good, private_profile: 'yes' },
      { ...good, email: 'other@example.org' },
    ]) {
      const response = await post('v1/user/details', bad, token);
      expect(response.status).toBe(400);
      expect((await json<ErrorAnswer>(response)).error.code).toBe('invalid_body');
    }
    expect((await call('v1/user/details', { method: 'POST', headers: { ...auth(token), 'content-type': 'text/plain' }, body: 'x' })).status).toBe(415);
    expect(await snapshot(userId)).toEqual(before);
  });
});

describe('billing address', () => {
  it('is empty at first, then stored with a normalised VAT id', async () => {
    const { token } = await registerConfirmed('billing@example.org');
    expect(await json(await get('v3/user/billing-address', token))).toEqual({ data: null });
    const address = { name: 'Erika Test', company: 'Schule am Berg', street: 'Hauptstraße 1', postal_code: '10115', city: 'Berlin', country: 'DE', vat_id: '123 456 789', email: 'rechnung@example.org', client_email: null };
    const saved = await post('v3/user/billing-address', address, token);
    expect(saved.status).toBe(200);
    expect((await json<{ data: Record<string, unknown> }>(saved)).data).toMatchObject({ ...address, vat_id: 'DE123456789' });
    expect((await json<{ data: Record<string, unknown> }>(await get('v3/user/billing-address', token))).data).toMatchObject({ city: 'Berlin', vat_id: 'DE123456789' });
    // The invoice e-mail shows in the user (docs/product-rules.md, "Entities").
    const me = await json<{ data: { items: { profileDetails: { invoiceDetails: { email: string } } }[] } }>(await get('v1/user', token));
    expect(me.data.items[0]?.profileDetails.invoiceDetails.email).toBe('rechnung@example.org');
    // Greece, without VAT id.
    const greek = await post('v3/user/billing-address', { ...address, country: 'GR', vat_id: 'EL 123456789' }, token);
    expect((await json<{ data: { vat_id: string } }>(greek)).data.vat_id).toBe('EL123456789');
  });

  it('refuses bad addresses and changes nothing', async () => {
    const { userId, token } = await registerConfirmed('billing-bad@example.org');
    const address = { name: 'Erika Test', company: null, street: 'Hauptstraße 1', postal_code: '10115', city: 'Berlin', country: 'DE', vat_id: null, email: null, client_email: null };
    await post('v3/user/billing-address', address, token);
    const before = await snapshot(userId);
    const cases: [unknown, string, string | undefined][] = [
      [{ ...address, country: 'XX' }, 'invalid_country', 'country'],
      [{ ...address, country: 'de' }, 'invalid_body', undefined],
      [{ ...address, vat_id: 'DE12345' }, 'invalid_vat_id', 'vat_id'],
      [{ ...address, vat_id: 'ATU12345678' }, 'invalid_vat_id', 'vat_id'],
      [{ ...address, email: 'not-mail' }, 'invalid_body', undefined],
      [{ ...address, street: '' }, 'invalid_body', undefined],
    ];
    for (const [body, code, field] of cases) {
      const response = await post('v3/user/billing-address', body, token);
      expect(response.status).toBe(400);
      const error = (await json<ErrorAnswer>(response)).error;
      expect(error.code).toBe(code);
      if (field) expect(error.details?.field).toBe(field);
    }
    expect(await snapshot(userId)).toEqual(before);
  });
});

describe('bank details', () => {
  it('stores valid IBANs normalised and answers them masked', async () => {
    const { userId, token } = await registerConfirmed('bank@example.org');
    expect(await json(await get('v3/user/bank-details', token))).toEqual({ data: null });
    for (const [iban, bic, normal, masked] of [
      ['DE89 3704 0044 0532 0130 00', 'COBADEFFXXX', 'DE89370400440532013000', 'DE89 •••• •••• •••• 3000'],
      ['GB82 WEST 1234 5698 7654 32', 'NWBK GB 2L', 'GB82WEST12345698765432', 'GB82 •••• •••• •••• 5432'],
      ['fr14 2004 1010 0505 0001 3m02 606', 'BNPAFRPP', 'FR1420041010050500013M02606', 'FR14 •••• •••• •••• 2606'],
    ] as const) {
      const saved = await post('v3/user/bank-details', { account_holder: 'Erika Test', iban, bic }, token);
      expect(saved.status, iban).toBe(200);
      expect((await json<{ data: { iban: string } }>(saved)).data.iban).toBe(masked);
      const read = await json<{ data: Record<string, unknown> }>(await get('v3/user/bank-details', token));
      expect(read.data).toMatchObject({ account_holder: 'Erika Test', iban: masked, bic: bic.replace(/\s/g, '') });
      const row = await env.DB.prepare('SELECT iban FROM bank_details WHERE user_id = ?').bind(userId).first<{ iban: string }>();
      expect(row?.iban).toBe(normal);
    }
  });

  it('refuses wrong IBANs and BICs and changes nothing', async () => {
    const { userId, token } = await registerConfirmed('bank-bad@example.org');
    await post('v3/user/bank-details', { account_holder: 'Erika Test', iban: 'DE89370400440532013000', bic: 'DEUTDEFF' }, token);
    const before = await snapshot(userId);
    const cases: [string, string, string, string | undefined][] = [
      ['DE89 3704 0044 0532 0130 01', 'DEUTDEFF', 'iban', 'checksum'],
      ['GB82 WEST 1234 5698 7654 33', 'DEUTDEFF', 'iban', 'checksum'],
      ['DE89 3704 0044 0532 0130 0', 'DEUTDEFF', 'iban', 'length'],
      ['FR14 2004 1010 0505 0001 3M02 6066', 'DEUTDEFF', 'iban', 'length'],
      ['XX89 3704 0044 0532 0130 00', 'DEUTDEFF', 'iban', 'country'],
      ['DE89 3704 0044 0532 0130 00', 'DEUTDE', 'bic', undefined],
      ['DE89 3704 0044 0532 0130 00', 'DEUTXXFF', 'bic', undefined],
      ['DE89 3704 0044 0532 0130 00', 'DEUTDEFF5', 'bic', undefined],
      ['DE89 3704 0044 0532 0130 00', '', 'bic', undefined],
    ];
    for (const [iban, bic, field, problem] of cases) {
      const response = await post('v3/user/bank-details', { account_holder: 'Erika Test', iban, bic }, token);
      expect(response.status, `${iban} ${bic}`).toBe(400);
      const error = (await json<ErrorAnswer>(response)).error;
      expect(error.code).toBe(field === 'iban' ? 'invalid_iban' : 'invalid_bic');
      expect(error.details?.field).toBe(field);
      if (problem) expect(error.details?.problem).toBe(problem);
    }
    expect((await post('v3/user/bank-details', { account_holder: 'E', iban: 'DE89370400440532013000', bic: 'DEUTDEFF' }, token)).status).toBe(400);
    expect(await snapshot(userId)).toEqual(before);
  });
});

describe('notification preferences and country', () => {
  it('answers every topic, stores changes, and the newsletter is the double opt-in', async () => {
    const { userId, token } = await registerConfirmed('notify@example.org');
    const initial = await json<{ data: { email: Record<string, boolean> } }>(await get('v3/user/notification-preferences', token));
    expect(initial.data.email).toEqual({ sales: true, new_followers: true, comments: true, ratings: true, newsletter: false, followed_authors: true, recommendations: true });
    const saved = await post('v3/user/notification-preferences', { email: { sales: false, newsletter: true } }, token);
    expect((await json<{ data: { email: Record<string, boolean> } }>(saved)).data.email).toMatchObject({ sales: false, newsletter: true, comments: true });
    expect((await json<{ data: { email: Record<string, boolean> } }>(await get('v3/user/notification-preferences', token))).data.email).toMatchObject({ sales: false, newsletter: true });
    expect((await env.DB.prepare('SELECT double_opt_in FROM users WHERE id = ?').bind(userId).first<{ double_opt_in: number }>())?.double_opt_in).toBe(1);
    expect(await count('notification_preferences', userId)).toBe(1);

    const before = await snapshot(userId);
    for (const bad of [{ email: { spam: true } }, { email: { sales: 'no' } }, { sales: false }, {}]) {
      expect((await post('v3/user/notification-preferences', bad, token)).status).toBe(400);
    }
    expect(await snapshot(userId)).toEqual(before);
  });

  it('changes the country and answers its currency', async () => {
    const { userId, token } = await registerConfirmed('country@example.org');
    expect(await json(await post('v3/user/country', { country: 'CH' }, token))).toEqual({ data: { code: 'CH', currencyCode: 'CHF' } });
    expect(await json(await post('v3/user/country', { country: 'AT' }, token))).toEqual({ data: { code: 'AT', currencyCode: 'EUR' } });
    expect((await env.DB.prepare('SELECT country_code FROM users WHERE id = ?').bind(userId).first<{ country_code: string }>())?.country_code).toBe('AT');
    const before = await snapshot(userId);
    const unknown = await post('v3/user/country', { country: 'XX' }, token);
    expect(unknown.status).toBe(400);
    expect((await json<ErrorAnswer>(unknown)).error.details?.field).toBe('country');
    expect((await post('v3/user/country', { country: 'at' }, token)).status).toBe(400);
    expect((await post('v3/user/country', { code: 'AT' }, token)).status).toBe(400);
    expect(await snapshot(userId)).toEqual(before);
  });
});

describe('avatar and background images', () => {
  it('makes a 32×32 avatar and a 200-high author image from a PNG, served with safe headers', async () => {
    const { userId, token } = await registerConfirmed('avatar@example.org');
    const response = await upload('v3/user-details/avatar', png(300, 240, [30, 120, 200]), 'me.png', 'image/png', token);
    expect(response.status).toBe(200);
    const { data } = await json<{ data: { image_path: string; avatar_path: string } }>(response);
    expect(data.image_path).toMatch(new RegExp(`^/api/v3/files/users/${userId}/author-200\\.jpg\\?v=\\d+$`));
    expect(data.avatar_path).toMatch(new RegExp(`^/api/v3/files/users/${userId}/avatar-32\\.jpg\\?v=\\d+$`));

    const avatar = await r2Image(`users/${userId}/avatar-32.jpg`);
    expect(avatar).toMatchObject({ width: 32, height: 32, contentType: 'image/jpeg' });
    const author = await r2Image(`users/${userId}/author-200.jpg`);
    expect(author).toMatchObject({ width: 250, height: 200, contentType: 'image/jpeg' });
    const [r, g, b] = avatar?.pixels ?? [];
    expect(Math.abs((r ?? 0) - 30) + Math.abs((g ?? 0) - 120) + Math.abs((b ?? 0) - 200)).toBeLessThan(12);

    const details = await json<{ data: { items: { image_path: string; avatar_path: string } } }>(await get('v1/user/details', token));
    expect(details.data.items).toMatchObject(data);
    const me = await json<{ data: { items: { details: { imagePath: string } }[] } }>(await get('v1/user', token));
    expect(me.data.items[0]?.details.imagePath).toBe(data.image_path);

    const served = await call(data.image_path.replace('/api/', ''));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const servedImage = PhotonImage.new_from_byteslice(new Uint8Array(await served.arrayBuffer()));
    expect(servedImage.get_height()).toBe(200);
    servedImage.free();
    const etag = served.headers.get('etag') ?? '';
    expect((await call(`v3/files/users/${userId}/avatar-32.jpg`, { headers: { 'if-none-match': etag } })).status).toBe(200);
    expect((await call(`v3/files/users/${userId}/author-200.jpg`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await call(`v3/files/users/${userId}/secret.txt`)).status).toBe(404);
    expect((await call(`v3/files/users/${userId}/background.jpg`)).status).toBe(404);
    expect((await call(`v3/files/users/abc/avatar-32.jpg`)).status).toBe(404);
    expect((await call(`v3/files/users/${userId}/..%2F..%2Fsecret`)).status).toBe(404);
  });

  it('goes by the content, not the name: a PNG named .jpg works, a wide image is cropped to 400×200', async () => {
    const { userId, token } = await registerConfirmed('avatar-name@example.org');
    const response = await upload('v3/user-details/avatar', png(1000, 200, [250, 10, 10], [10, 10, 250]), 'photo.jpg', 'image/jpeg', token);
    expect(response.status).toBe(200);
    expect(await r2Image(`users/${userId}/author-200.jpg`)).toMatchObject({ width: 400, height: 200 });
    expect(await r2Image(`users/${userId}/avatar-32.jpg`)).toMatchObject({ width: 32, height: 32 });
  });

  it('turns a JPEG by its EXIF orientation', async () => {
    const { userId, token } = await registerConfirmed('avatar-exif@example.org');
    // Stored 300×200 with orientation 6 (turn right): shown 200×300, so the author image is 133×200.
    expect((await upload('v3/user-details/avatar', jpegWithOrientation(300, 200, 6), 'phone.jpeg', 'image/jpeg', token)).status).toBe(200);
    expect(await r2Image(`users/${userId}/author-200.jpg`)).toMatchObject({ width: 133, height: 200 });
  });

  it('refuses what is not an image, too large, or not multipart, and changes nothing', async () => {
    const { userId, token } = await registerConfirmed('avatar-bad@example.org');
    await upload('v3/user-details/avatar', png(64, 64, [0, 0, 0]), 'first.png', 'image/png', token);
    const before = await snapshot(userId);

    const text = await upload('v3/user-details/avatar', new TextEncoder().encode('I am only text, honestly.'), 'avatar.png', 'image/png', token);
    expect(text.status).toBe(415);
    expect((await json<ErrorAnswer>(text)).error.code).toBe('unsupported_image');
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload('v3/user-details/avatar', svg, 'a.svg', 'image/svg+xml', token)).status).toBe(415);
    expect((await upload('v3/user-details/background', svg, 'a.png', 'image/png', token)).status).toBe(415);

    const huge = new Uint8Array(5 * 1024 * 1024 + 1);
    huge.set(png(8, 8, [1, 2, 3]));
    const tooLarge = await upload('v3/user-details/avatar', huge, 'huge.png', 'image/png', token);
    expect(tooLarge.status).toBe(413);
    expect((await json<ErrorAnswer>(tooLarge)).error.code).toBe('image_too_large');
    expect((await upload('v3/user-details/background', new Uint8Array(6 * 1024 * 1024), 'huge.png', 'image/png', token)).status).toBe(413);

    const broken = png(64, 64, [9, 9, 9]).slice(0, 60);
    const unreadable = await upload('v3/user-details/avatar', broken, 'broken.png', 'image/png', token);
    expect(unreadable.status).toBe(422);
    expect((await json<ErrorAnswer>(unreadable)).error.code).toBe('unreadable_image');

    expect((await upload('v3/user-details/avatar', png(8, 8, [1, 2, 3]), 'x.png', 'image/png', token, 'image')).status).toBe(400);
    const notMultipart = await call('v3/user-details/avatar', { method: 'POST', headers: { ...auth(token), 'content-type': 'image/png' }, body: png(8, 8, [1, 2, 3]) });
    expect(notMultipart.status).toBe(415);

    expect(await snapshot(userId)).toEqual(before);
    // The codec still works after refusing broken data.
    expect((await upload('v3/user-details/avatar', png(40, 40, [5, 5, 5]), 'ok.png', 'image/png', token)).status).toBe(200);
  });

  it('makes a 1200×204 background with its colour, keeps narrow sources narrow, and removes it', async () => {
    const { userId, token } = await registerConfirmed('background@example.org');
    const response = await upload('v3/user-details/background', png(1600, 600, [0x33, 0x66, 0xcc]), 'bg.webp', 'image/webp', token);
    expect(response.status).toBe(200);
    const { data } = await json<{ data: { profile_background_data: string; profile_background_path: string } }>(response);
    expect(data.profile_background_path).toMatch(new RegExp(`^/api/v3/files/users/${userId}/background\\.jpg\\?v=\\d+$`));
    const meta = JSON.parse(data.profile_background_data) as { color: string; width: number; height: number };
    expect(meta).toMatchObject({ width: 1200, height: 204 });
    const hex = (i: number) => parseInt(meta.color.slice(1 + 2 * i, 3 + 2 * i), 16);
    expect(Math.abs(hex(0) - 0x33) + Math.abs(hex(1) - 0x66) + Math.abs(hex(2) - 0xcc)).toBeLessThan(6);
    expect(await r2Image(`users/${userId}/background.jpg`)).toMatchObject({ width: 1200, height: 204, contentType: 'image/jpeg' });
    const stored = await env.DB.prepare('SELECT profile_background_path, profile_background_data FROM users WHERE id = ?').bind(userId).first();
    expect(stored).toEqual(data);
    expect((await call(data.profile_background_path.slice('/api/'.length))).status).toBe(200);

    // Half red, half blue: the average is purple-ish.
    await upload('v3/user-details/background', png(2400, 408, [255, 0, 0], [0, 0, 255]), 'bg.png', 'image/png', token);
    const mixed = JSON.parse((await env.DB.prepare('SELECT profile_background_data FROM users WHERE id = ?').bind(userId).first<{ profile_background_data: string }>())?.profile_background_data ?? '{}') as { color: string };
    expect(parseInt(mixed.color.slice(1, 3), 16)).toBeGreaterThan(100);
    expect(parseInt(mixed.color.slice(5, 7), 16)).toBeGreaterThan(100);

    // A source narrower than 1200 keeps its width; the height is always 204.
    expect((await upload('v3/user-details/background', png(300, 100, [10, 200, 10]), 'small.png', 'image/png', token)).status).toBe(200);
    expect(await r2Image(`users/${userId}/background.jpg`)).toMatchObject({ width: 300, height: 204 });

    const removed = await post('v3/user-details/remove-background', {}, token);
    expect(await json(removed)).toEqual({ data: { profile_background_data: null, profile_background_path: null } });
    expect(await env.DB.prepare('SELECT profile_background_path, profile_background_data FROM users WHERE id = ?').bind(userId).first()).toEqual({
      profile_background_path: null,
      profile_background_data: null,
    });
    expect(await env.FILES.head(`users/${userId}/background.jpg`)).toBeNull();
    expect((await call(`v3/files/users/${userId}/background.jpg`)).status).toBe(404);
  });
});

describe('GDPR export and erasure', () => {
  it('exports everything held about the user as a download', async () => {
    const { userId, token } = await registerConfirmed('export@example.org');
    await post('v3/user/billing-address', { name: 'Erika Export', company: null, street: 'Weg 2', postal_code: '1010', city: 'Wien', country: 'AT', vat_id: null, email: null, client_email: null }, token);
    await post('v3/user/bank-details', { account_holder: 'Erika Export', iban: 'DE89 3704 0044 0532 0130 00', bic: 'DEUTDEFF' }, token);
    await post('v3/user/notification-preferences', { email: { comments: false } }, token);
    const now = new Date().toISOString();
    await env.DB.batch([
      env.DB.prepare("INSERT INTO social_identities (provider, subject, user_id, created_at) VALUES ('google', ?, ?, ?)").bind(`g-${userId}`, userId, now),
      env.DB.prepare("INSERT INTO impersonations (staff_id, user_id, started_at, reason) VALUES (?, ?, ?, 'support ticket')").bind(FIXTURE.authorDe.id, userId, now),
      env.DB.prepare("INSERT INTO events (track_sid, name, world, user_id, payload, occurred_at, received_at) VALUES ('sid', 'material_view', 'de', ?, '{\"id\":8001}', ?, ?)").bind(userId, now, now),
      env.DB.prepare(
        `INSERT INTO materials (world, author_id, slug, title, description, school_type, subject_id, material_type, grade_from, grade_to, price, currency, created_at)
         VALUES ('de', ?, 'mein-material', 'Mein Arbeitsblatt', 'Beschreibung', 'grundschule', ?, 'worksheet', 3, 4, 200, 'EUR', ?)`,
      ).bind(userId, FIXTURE.subjectDe, now),
      env.DB.prepare("INSERT INTO sales (material_id, buyer_id, price, currency, created_at) VALUES (?, ?, 300, 'EUR', ?)").bind(FIXTURE.materialDe.id, userId, now),
    ]);

    const response = await get('v3/user/export', token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="kreide-data-${userId}.json"`);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    const doc = JSON.parse(text) as Record<string, unknown>;
    expect(doc).toMatchObject({
      user_id: userId,
      profile: { email: 'export@example.org', public_name: 'Frau Test', first_name: 'Erika', has_password: true },
      billing_address: { name: 'Erika Export', city: 'Wien' },
      bank_details: { iban: 'DE89370400440532013000', bic: 'DEUTDEFF' },
      notification_preferences: { email: { comments: false, sales: true, newsletter: false } },
      social_identities: [{ provider: 'google' }],
      impersonations: [{ staff_id: FIXTURE.authorDe.id, reason: 'support ticket' }],
      events: [{ name: 'material_view', payload: { id: 8001 } }],
      materials_authored: [{ title: 'Mein Arbeitsblatt' }],
      purchases: [{ material_id: FIXTURE.materialDe.id, price: 300 }],
    });
    const sessions = doc.sessions as Record<string, unknown>[];
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions[0]).toHaveProperty('created_at');
    expect(sessions[0]).toHaveProperty('expires_at');
    const messages = doc.messages as { template: string; body: string }[];
    expect(messages.map((m) => m.template)).toContain('register_confirm');
    expect(text).not.toMatch(/https?:\/\//);
    expect(text).not.toContain('password_hash');
    expect(text).not.toContain('token_hash');
    const hashes = (await env.DB.prepare('SELECT token_hash FROM access_tokens WHERE user_id = ?').bind(userId).all<{ token_hash: string }>()).results;
    for (const { token_hash } of hashes) expect(text).not.toContain(token_hash);
    expect(text).not.toContain(token);
  });

  it('refuses the export and erasure to staff acting as the user', async () => {
    const { userId } = await registerConfirmed('impersonated@example.org');
    const staffToken = newSecretToken();
    await insertTokenStatement(env.DB, { hash: await tokenHash(staffToken), userId, clientId: 'kreide-web', scope: 'full', platform: 'web', impersonatorId: FIXTURE.authorDe.id, ttlSeconds: 3600 }, new Date()).run();
    expect((await get('v3/user/export', staffToken)).status).toBe(403);
    expect((await post('v3/user/delete', { password: PASSWORD }, staffToken)).status).toBe(403);
    expect((await get('v1/user/details', staffToken)).status).toBe(200);
  });

  it('erases the account in one go, keeps sales, deletes files, and revokes every token', async () => {
    const { userId, token } = await registerConfirmed('delete@example.org');
    const second = await registerSecondSession('delete@example.org');
    await post('v1/user/details', { public_name: 'Zu Löschen', first_name: 'Erika', last_name: 'Test', subtitle: 'x', description: 'y', facebook_profile: 'https://facebook.com/x', instagram_profile: null, pinterest_profile: null, private_profile: false }, token);
    await post('v3/user/billing-address', { name: 'Erika Test', company: null, street: 'Weg 2', postal_code: '10115', city: 'Berlin', country: 'DE', vat_id: null, email: null, client_email: null }, token);
    await post('v3/user/bank-details', { account_holder: 'Erika Test', iban: 'DE89370400440532013000', bic: 'DEUTDEFF' }, token);
    await post('v3/user/notification-preferences', { email: { sales: false } }, token);
    await upload('v3/user-details/avatar', png(64, 64, [1, 2, 3]), 'a.png', 'image/png', token);
    await upload('v3/user-details/background', png(1300, 300, [1, 2, 3]), 'b.png', 'image/png', token);
    const now = new Date().toISOString();
    await env.DB.batch([
      env.DB.prepare("INSERT INTO social_identities (provider, subject, user_id, created_at) VALUES ('apple_id', ?, ?, ?)").bind(`a-${userId}`, userId, now),
      env.DB.prepare("INSERT INTO sales (material_id, buyer_id, price, currency, created_at) VALUES (?, ?, 450, 'EUR', ?)").bind(FIXTURE.materialDe.id, userId, now),
      env.DB.prepare("INSERT INTO ratings (material_id, user_id, stars, body, created_at) VALUES (?, ?, 4, 'gut', ?)").bind(FIXTURE.materialDe.id, userId, now),
      env.DB.prepare("INSERT INTO events (track_sid, name, world, user_id, payload, occurred_at, received_at) VALUES ('sid', 'click', 'de', ?, '{}', ?, ?)").bind(userId, now, now),
    ]);
    expect((await r2Keys(userId)).length).toBe(3);

    // Wrong or missing confirmation: nothing changes.
    const before = await snapshot(userId);
    const wrong = await post('v3/user/delete', { password: 'falsches Passwort' }, token);
    expect(wrong.status).toBe(400);
    expect((await json<ErrorAnswer>(wrong)).error).toMatchObject({ code: 'wrong_password', details: { field: 'password' } });
    const emailOnly = await post('v3/user/delete', { confirm_email: 'delete@example.org' }, token);
    expect((await json<ErrorAnswer>(emailOnly)).error.code).toBe('password_required');
    expect((await post('v3/user/delete', {}, token)).status).toBe(400);
    expect((await post('v3/user/delete', { password: PASSWORD, extra: 1 }, token)).status).toBe(400);
    expect(await snapshot(userId)).toEqual(before);
    expect(await count('billing_addresses', userId)).toBe(1);

    const deleted = await post('v3/user/delete', { password: PASSWORD }, token);
    expect(deleted.status).toBe(200);
    expect(await json(deleted)).toEqual({ data: { deleted: true } });

    const user = await env.DB.prepare('SELECT * FROM users WHERE id = ?').bind(userId).first<Record<string, unknown>>();
    expect(user).toMatchObject({
      email: `deleted-${userId}@deleted.invalid`,
      public_name: null,
      first_name: null,
      last_name: null,
      subtitle: null,
      description: null,
      facebook_profile: null,
      password_hash: null,
      image_path: null,
      profile_background_path: null,
    });
    expect(user?.deleted_at).toEqual(expect.any(String));
    for (const table of ['billing_addresses', 'bank_details', 'notification_preferences', 'social_identities', 'one_time_tokens']) {
      expect(await count(table, userId), table).toBe(0);
    }
    const live = await env.DB.prepare('SELECT COUNT(*) AS n FROM access_tokens WHERE user_id = ? AND revoked_at IS NULL').bind(userId).first<{ n: number }>();
    expect(live?.n).toBe(0);
    expect(await count('sales', userId, 'buyer_id')).toBe(1);
    expect(await count('ratings', userId)).toBe(1);
    expect(await count('events', userId)).toBe(0);
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE to_email = 'delete@example.org'").first<{ n: number }>())?.n).toBe(0);
    expect(await r2Keys(userId)).toEqual([]);
    expect((await call(`v3/files/users/${userId}/avatar-32.jpg`)).status).toBe(404);

    // Every old token is dead, a second delete too; the address can sign up again.
    expect((await post('v3/user/delete', { password: PASSWORD }, token)).status).toBe(401);
    expect((await get('v1/user', token)).status).toBe(401);
    expect((await get('v1/user/details', second)).status).toBe(401);
    const signIn = await post('v3/oauth2/authenticate', { client_id: 'kreide-web', grant_type: 'password', username: 'delete@example.org', password: PASSWORD, scopes: 'full' }, undefined, viaEdge({ clientIp: '203.0.113.50' }));
    expect(signIn.status).toBe(401);
    const again = await registerConfirmed('delete@example.org');
    expect(again.userId).not.toBe(userId);
  });

  it('lets an account without a password confirm with its e-mail address', async () => {
    const now = new Date();
    const row = await env.DB.prepare(
      "INSERT INTO users (slug, email, world, public_name, created_at, creation_source, email_confirmed_at, terms_version) VALUES ('social', 'social@example.org', 'de', 'Social', ?, 'google', ?, 1) RETURNING id",
    )
      .bind(now.toISOString(), now.toISOString())
      .first<{ id: number }>();
    const userId = row?.id ?? 0;
    const token = newSecretToken();
    await env.DB.batch([
      insertTokenStatement(env.DB, { hash: await tokenHash(token), userId, clientId: 'kreide-web', scope: 'full', platform: 'web', ttlSeconds: 3600 }, now),
      env.DB.prepare("INSERT INTO social_identities (provider, subject, user_id, created_at) VALUES ('google', 'g-social', ?, ?)").bind(userId, now.toISOString()),
    ]);
    const before = await snapshot(userId);
    const mismatch = await post('v3/user/delete', { confirm_email: 'other@example.org' }, token);
    expect(mismatch.status).toBe(400);
    expect((await json<ErrorAnswer>(mismatch)).error).toMatchObject({ code: 'email_mismatch', details: { field: 'confirm_email' } });
    expect((await post('v3/user/delete', { password: 'irgendein Passwort' }, token)).status).toBe(400);
    expect(await snapshot(userId)).toEqual(before);

    expect((await post('v3/user/delete', { confirm_email: 'Social@Example.org' }, token)).status).toBe(200);
    expect(await count('social_identities', userId)).toBe(0);
    expect((await get('v1/user/details', token)).status).toBe(401);
  });
});

/** A second session of a registered user, by signing in with the password. */
async function registerSecondSession(email: string): Promise<string> {
  const response = await post('v3/oauth2/authenticate', { client_id: 'kreide-web', grant_type: 'password', username: email, password: PASSWORD, scopes: 'full' }, undefined, {
    ...viaEdge({ clientIp: '203.0.113.40' }),
  });
  expect(response.status).toBe(200);
  return (await json<{ data: { access_token: string } }>(response)).data.access_token;
}

describe('GDPR erasure of community data', () => {
  it('removes likes and the text of comments and ratings, keeping the threads of others', async () => {
    const { userId, token } = await registerConfirmed('gemeinschaft@example.org');
    const material = FIXTURE.freeDe.id;
    expect((await post(`v3/materials/${material}/like`, {}, token)).status).toBe(200);
    const followersBefore = await env.DB.prepare('SELECT followers_number AS n FROM users WHERE id = ?').bind(FIXTURE.authorDe.id).first<{ n: number }>();
    expect((await post('v3/subscriptions/subscribe', { subjectId: FIXTURE.authorDe.id, subjectType: 'author', world: 'de' }, token)).status).toBeLessThan(300);
    expect((await post(`v3/materials/${material}/comments`, { body: 'Sehr hilfreich, danke!' }, token)).status).toBe(201);
    expect((await post(`v3/materials/${material}/feedback`, { stars: 5, text: 'Tolles Material für meine Klasse.' }, token)).status).toBeLessThan(300);
    expect((await post('v3/user/delete', { password: PASSWORD }, token)).status).toBe(200);
    expect(await count('material_likes', userId)).toBe(0);
    const comment = await env.DB.prepare('SELECT body, deleted_at FROM comments WHERE user_id = ?').bind(userId).first<{ body: string; deleted_at: string | null }>();
    expect(comment).toMatchObject({ body: '' });
    expect(comment?.deleted_at).not.toBeNull();
    const rating = await env.DB.prepare('SELECT stars, body FROM ratings WHERE user_id = ?').bind(userId).first<{ stars: number; body: string }>();
    expect(rating).toEqual({ stars: 5, body: '' });
    expect(await count('subscriptions', userId)).toBe(0);
    const followersAfter = await env.DB.prepare('SELECT followers_number AS n FROM users WHERE id = ?').bind(FIXTURE.authorDe.id).first<{ n: number }>();
    expect(followersAfter?.n).toBe(followersBefore?.n);
  });
});

describe('private profiles through the API', () => {
  const SECRET = { subtitle: 'Geheimer Untertitel', description: 'Geheime Beschreibung', instagram: 'https://instagram.com/geheim' };

  async function person(email: string, { seller, staff, hidden }: { seller: boolean; staff: boolean; hidden: boolean }): Promise<number> {
    const { userId } = await registerConfirmed(email);
    await env.DB.prepare(
      'UPDATE users SET is_seller = ?, is_staff = ?, private_profile = ?, subtitle = ?, description = ?, instagram_profile = ? WHERE id = ?',
    )
      .bind(seller ? 1 : 0, staff ? 1 : 0, hidden ? 1 : 0, SECRET.subtitle, SECRET.description, SECRET.instagram, userId)
      .run();
    return userId;
  }

  it('answers user-details/query exactly when the profile page shows the profile', async () => {
    const { createEdge, forgetEdgeCaches } = await import('./harness');
    forgetEdgeCaches();
    const edge = createEdge();
    const people = {
      privateSeller: FIXTURE.privateAuthor.id,
      privateNonSeller: await person('private-teacher@profile.example', { seller: false, staff: false, hidden: true }),
      privateStaff: await person('private-staff@profile.example', { seller: false, staff: true, hidden: true }),
      privateStaffSeller: await person('private-staff-seller@profile.example', { seller: true, staff: true, hidden: true }),
      publicNonSeller: await person('public-teacher@profile.example', { seller: false, staff: false, hidden: false }),
      publicSeller: FIXTURE.authorDe.id,
    };
    const seen: Record<string, [number, number]> = {};
    for (const [name, id] of Object.entries(people)) {
      const api = await post('v3/user-details/query?world=de', { id });
      const body = await api.text();
      let page = await edge.request(`/de/id/${id}`);
      if (page.status === 301) page = await edge.request(page.headers.get('location') ?? '');
      seen[name] = [api.status, page.status];
      if (api.status === 404) {
        for (const secret of Object.values(SECRET)) expect(body).not.toContain(secret);
      }
    }
    expect(seen).toEqual({
      privateSeller: [404, 404],
      privateNonSeller: [404, 404],
      privateStaff: [404, 404],
      privateStaffSeller: [404, 404],
      publicNonSeller: [200, 200],
      publicSeller: [200, 200],
    });
  });
});
