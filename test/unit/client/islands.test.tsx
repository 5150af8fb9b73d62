/// <reference types="vite/types/importMeta.d.ts" />
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { islandLoaders, type IslandModule } from '../../../src/client/island-loaders';
import { createIslandRenderer, islandFacts } from '../../../src/edge/render/islands';
import { ISLAND_MODULES } from '../../../src/edge/render/islands.generated';
import { translatorFor } from '../../../src/shared/i18n/translator';
import SearchSuggest from '../../../src/client/islands/SearchSuggest';
import MenuButton from '../../../src/client/islands/MenuButton';
import { Icon } from '../../../src/client/components/Icon';

// The same pattern as the browser entry's (src/client/entry.tsx), from this test's folder.
const glob = import.meta.glob<IslandModule>('../../../src/client/islands/*.tsx');
const loaders = islandLoaders(glob);

describe('islands: the folder is the list', () => {
  it('the browser finds every island file by its name, and the edge knows the same names', () => {
    expect(Object.keys(glob).length).toBeGreaterThan(30);
    expect(Object.keys(loaders).sort()).toEqual(Object.keys(ISLAND_MODULES).sort());
  });

  it('each browser loader brings the component the edge renders under that name', async () => {
    for (const [name, load] of Object.entries(loaders)) {
      const component = (await load()).default;
      expect(component, name).toBe(ISLAND_MODULES[name as keyof typeof ISLAND_MODULES].default);
      expect(islandFacts(component)?.name, name).toBe(name);
    }
  });

  it('the edge marks an island with its file name, the browser entry\'s key', () => {
    const island = createIslandRenderer({ world: 'de', t: translatorFor('de') });
    const html = renderToString(<>{island(MenuButton, {})}</>);
    expect(html).toMatch(/^<div data-island="MenuButton" data-island-id="i0-"><button/);
    expect(html).not.toContain('data-island-when');
  });

  it('an island without props carries no data-props (the browser entry reads {}), and ids stay unique on the page', () => {
    const island = createIslandRenderer({ world: 'de', t: translatorFor('de') });
    const html = renderToString(<>{island(MenuButton, {})}{island(MenuButton, {})}</>);
    expect(html).not.toContain('data-props');
    expect([...html.matchAll(/data-island-id="([^"]+)"/g)].map((m) => m[1])).toEqual(['i0-', 'i1-']);
  });

  it('only islands that say so wait for the first interaction or for the screen', () => {
    const when = (name: string) => islandFacts(ISLAND_MODULES[name as keyof typeof ISLAND_MODULES].default)?.when;
    // The cookie dialog's code loads only when the page asks for it (docs/consent.md).
    expect(Object.keys(ISLAND_MODULES).filter((name) => when(name) === 'interaction')).toEqual(['ConsentDialog', 'NotificationsBell', 'SearchSuggest']);
    // The hearts are plain buttons of one page-wide island now; the "for your subjects" row waits for the screen.
    expect(Object.keys(ISLAND_MODULES).filter((name) => when(name) === 'visible')).toEqual(['ForYourSubjects']);
    expect(islandFacts(SearchSuggest)?.when).toBe('interaction');
  });

  it('refuses a component that is no island', () => {
    const island = createIslandRenderer({ world: 'de', t: translatorFor('de') });
    expect(() => island(Icon, { name: 'heart' })).toThrow(/not an island/);
  });
});
