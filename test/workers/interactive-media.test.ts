import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { PhotonImage } from '@cf-wasm/photon';
import { call } from './accounts';
import { quickUser } from './commerce-kit';

/* Images of interactive questions and options (docs/interactive-screens.md, "Images"). */

function png(width: number, height: number): Uint8Array {
  const image = new PhotonImage(new Uint8Array(width * height * 4).fill(120), width, height);
  try {
    return image.get_bytes();
  } finally {
    image.free();
  }
}

function upload(bytes: Uint8Array, token?: string, name = 'bild.png'): Promise<Response> {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type: 'image/png' }));
  return call('v3/interactive-media?world=de', { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {}, body: form });
}

describe('interactive images', () => {
  it('takes an image from a signed-in user, keeps it under interactive/{user}/ and serves it as JPEG', async () => {
    const teacher = await quickUser('Bildlehrerin');
    const answer = await upload(png(40, 30), teacher.token);
    expect(answer.status).toBe(201);
    const { data } = (await answer.json()) as { data: { key: string; width: number; height: number } };
    expect(data.key).toMatch(new RegExp(`^interactive/${teacher.userId}/[a-f0-9]{24}\\.jpg$`));
    expect(data).toMatchObject({ width: 40, height: 30 });
    expect(await env.FILES.head(data.key)).not.toBeNull();
    const served = await call(`v3/files/${data.key}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toContain('immutable');
  });

  it('refuses visitors without an account (401/403) and stores nothing', async () => {
    const before = (await env.FILES.list({ prefix: 'interactive/' })).objects.length;
    const answer = await upload(png(10, 10));
    expect([401, 403]).toContain(answer.status);
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBeTruthy();
    expect((await env.FILES.list({ prefix: 'interactive/' })).objects.length).toBe(before);
  });

  it('refuses what is not an image with a 4xx and stores nothing', async () => {
    const teacher = await quickUser('Textlehrerin');
    const before = (await env.FILES.list({ prefix: `interactive/${teacher.userId}/` })).objects.length;
    const answer = await upload(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), teacher.token, 'bild.svg');
    expect(answer.status).toBe(415);
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('unsupported_image');
    expect((await env.FILES.list({ prefix: `interactive/${teacher.userId}/` })).objects.length).toBe(before);
  });

  it('answers 404 for a key that was never stored and for paths outside the pattern', async () => {
    expect((await call('v3/files/interactive/1/0123456789abcdef01234567.jpg')).status).toBe(404);
    expect((await call('v3/files/interactive/1/..%2Fsecret.jpg')).status).toBe(404);
  });
});
