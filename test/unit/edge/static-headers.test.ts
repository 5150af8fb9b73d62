import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applySecurityHeaders } from '../../../src/edge/security';
import { CLIENT_MANIFEST_PATH } from '../../../src/edge/render/assets';

/** `public/_headers` as path pattern → header lines. */
function rules(): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  let current: Map<string, string> | null = null;
  for (const line of readFileSync('public/_headers', 'utf8').split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    if (!line.startsWith(' ')) {
      current = new Map();
      out.set(line.trim(), current);
      continue;
    }
    const separator = line.indexOf(':');
    current?.set(line.slice(0, separator).trim().toLowerCase(), line.slice(separator + 1).trim());
  }
  return out;
}

describe('headers of the static files (public/_headers)', () => {
  it('carry the same security headers as every response of the worker', () => {
    const expected = new Headers();
    applySecurityHeaders(expected);
    expect(Object.fromEntries(rules().get('/*') ?? [])).toEqual(Object.fromEntries(expected));
  });

  it('let browsers keep the hashed assets for a year without asking again', () => {
    expect(rules().get('/assets/*')?.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('send the client manifest to the worker, which never serves it', () => {
    const config = readFileSync('wrangler.toml', 'utf8');
    expect(config).toMatch(new RegExp(`run_worker_first = \\["${CLIENT_MANIFEST_PATH.replaceAll('/', '\\/').replaceAll('.', '\\.')}"\\]`));
  });
});
