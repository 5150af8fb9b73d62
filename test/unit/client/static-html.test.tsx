import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { PageContextProvider } from '../../../src/client/components/page-context';
import { Rating, ratingHtml } from '../../../src/client/components/Stars';
import { PriceText, priceHtml } from '../../../src/client/components/Price';
import { elementHtml, escapeHtml, safeUrl } from '../../../src/client/components/static-html';
import { translatorFor } from '../../../src/shared/i18n/translator';
import { createIslandRenderer } from '../../../src/edge/render/islands';
import LikeButton from '../../../src/client/islands/LikeButton';
import { heartHtml } from '../../../src/client/components/heart-html';
import type { Language, World } from '../../../src/shared/worlds';

/** Markup written as strings must be what React writes for the same elements (cards never hydrate, but must look the same). */
describe('static HTML of cards', () => {
  const page = (language: Language, world: World, children: React.ReactNode) =>
    renderToString(
      <PageContextProvider value={{ world, language, t: translatorFor(language), path: () => null, island: () => null }}>{children}</PageContextProvider>,
    );

  it('escapes text as React does', () => {
    const text = `Brüche & "Dezimal" <b>zahlen</b> l'été`;
    expect(escapeHtml(text)).toBe(renderToString(<span>{text}</span>).slice('<span>'.length, -'</span>'.length));
    expect(safeUrl('javascript:alert(1)')).toBe('#');
    expect(safeUrl(' \tJaVa\nScRiPt:alert(1)')).toBe('#');
    expect(safeUrl('/de/material/1/a?b=1&c=2')).toBe('/de/material/1/a?b=1&amp;c=2');
  });

  it('writes a rating exactly as the Rating component does', () => {
    for (const [language, world] of [['de', 'de'], ['fr', 'fr'], ['gr', 'gr']] as const) {
      for (const [average, count] of [[4.6, 7], [3.04, 1], [5, 1234], [0.3, 2]] as const) {
        expect(ratingHtml(translatorFor(language), language, average, count)).toBe(page(language, world, <Rating average={average} count={count} />));
      }
    }
  });

  it('writes a price exactly as PriceText does: free, regular and on sale', () => {
    const t = translatorFor('de');
    for (const [price, sale] of [[0, null], [450, null], [450, 300], [450, 450], [100_000, 99_999]] as const) {
      expect(priceHtml(t, price, sale, 'EUR')).toBe(renderToString(<PriceText t={t} price={price} sale={sale} currency="EUR" />));
    }
  });

  it("writes an island's wrapper with the attributes React writes; its JSON props in single quotes, read back the same", () => {
    const island = createIslandRenderer({ world: 'de', t: translatorFor('de') });
    const title = `Brüche & 'Dezimal' "zahlen" </div>`;
    const element = island(LikeButton, { materialId: 7, title, count: 3, signInHref: null });
    const html = elementHtml(element);
    const react = renderToString(<>{element}</>);
    expect(html.replace(/data-props='[^']*'/, '')).toBe(react.replace(/data-props="[^"]*"/, ''));
    const single = /data-props='([^']*)'/.exec(html)?.[1] ?? '';
    const unescape = (s: string) => s.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    expect(JSON.parse(unescape(single))).toEqual({ materialId: 7, title, count: 3, signInHref: null });
    expect(elementHtml(null)).toBe('');
  });

  it('writes a favourite heart exactly as the material page renders it: a plain toggle button with its material id, no island', () => {
    const t = translatorFor('de');
    const title = `Brüche & 'Dezimal' "zahlen"`;
    const react = renderToString(
      <button type="button" className="favourite-heart" data-material-id={7} aria-pressed={false} aria-label={t('common:favourite.toggle', { title })} />,
    );
    expect(heartHtml(t, 7, title)).toBe(react);
    expect(heartHtml(t, 7, title)).not.toContain('data-island');
    expect(heartHtml(t, 7, title)).toContain('aria-label="„Brüche &amp; &#x27;Dezimal&#x27; &quot;zahlen&quot;“ als Favorit merken"');
  });
});
