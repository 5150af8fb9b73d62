import { describe, expect, it } from 'vitest';
import { resolveWorld } from '../../../src/edge/world/resolve';
import { safeLandingTarget, suggestWorld } from '../../../src/edge/site/root';

describe('resolveWorld (the order of docs/product-rules.md, "Worlds")', () => {
  it('takes the first path segment when it is a world', () => {
    expect(resolveWorld({ firstSegment: 'fr', partnerWorld: 'it', cookieWorld: 'es' })).toEqual({ world: 'fr', source: 'path' });
    expect(resolveWorld({ firstSegment: 'pl', partnerWorld: undefined, cookieWorld: undefined })).toEqual({ world: 'pl', source: 'path' });
  });

  it('else the partner host', () => {
    expect(resolveWorld({ firstSegment: 'jobs', partnerWorld: 'it', cookieWorld: 'es' })).toEqual({ world: 'it', source: 'partner-host' });
  });

  it('else the last visited world', () => {
    expect(resolveWorld({ firstSegment: 'jobs', partnerWorld: undefined, cookieWorld: 'es' })).toEqual({ world: 'es', source: 'cookie' });
  });

  it('else de, ignoring unknown cookie values', () => {
    expect(resolveWorld({ firstSegment: undefined, partnerWorld: undefined, cookieWorld: 'xx' })).toEqual({ world: 'de', source: 'default' });
    expect(resolveWorld({ firstSegment: 'DE', partnerWorld: undefined, cookieWorld: undefined })).toEqual({ world: 'de', source: 'default' });
  });
});

describe('entry point rules', () => {
  it('follows only landing targets that are our own screens', () => {
    expect(safeLandingTarget('/fr/connexion')).toBe('/fr/connexion');
    expect(safeLandingTarget('/de/suchergebnisse?q=mathe')).toBe('/de/suchergebnisse?q=mathe');
    expect(safeLandingTarget('//evil.example')).toBeNull();
    expect(safeLandingTarget('https://evil.example/de')).toBeNull();
    expect(safeLandingTarget('/de/keine-seite')).toBeNull();
    expect(safeLandingTarget(undefined)).toBeNull();
  });

  it('preselects last visited world, then country, then language, then de', () => {
    expect(suggestWorld('it', 'FR', 'es')).toBe('it');
    expect(suggestWorld(undefined, 'FR', 'es')).toBe('fr');
    expect(suggestWorld(undefined, null, 'el-GR,el;q=0.9,en;q=0.8')).toBe('gr');
    expect(suggestWorld(undefined, 'US', 'cs')).toBe('cz');
    expect(suggestWorld(undefined, null, 'en-US')).toBe('de');
  });
});
