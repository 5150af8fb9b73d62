import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createIslandRenderer } from '../../src/edge/render/islands';
import { translatorFor } from '../../src/shared/i18n/translator';
import LikeButton from '../../src/client/islands/LikeButton';

function render(world: 'de' | 'fr', props: { materialId: number; title: string }): string {
  const island = createIslandRenderer({ world, t: translatorFor(world === 'de' ? 'de' : 'fr') });
  return renderToString(<>{island(LikeButton, { ...props, count: 0, signInHref: null })}</>);
}

describe('island HTML kept per isolate', () => {
  it('answers the same HTML for the same world and props, and never another island\'s', () => {
    const first = render('de', { materialId: 41, title: 'Brüche' });
    expect(render('de', { materialId: 41, title: 'Brüche' })).toBe(first);
    const other = render('de', { materialId: 42, title: 'Dezimalzahlen' });
    expect(other).not.toBe(first);
    expect(other).toContain('Dezimalzahlen');
    const french = render('fr', { materialId: 41, title: 'Brüche' });
    expect(french).not.toBe(first);
  });
});
