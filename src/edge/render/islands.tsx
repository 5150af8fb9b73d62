import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider, createStore } from 'jotai';
import { IslandEnvProvider, type IslandEnv } from '../../client/island-env';
import { SeedAtoms } from '../../client/atoms/SeedAtoms';
import type { IslandRender } from '../../client/components/page-context';
import { ISLAND_MODULES } from './islands.generated';

/**
 * What the edge knows of an island: its file name (the browser entry loads it by that name,
 * the manifest names its chunk by it) and when it hydrates: with the page (undefined), at first
 * interaction, or once it comes near the screen. An island module says so with
 * `export const hydrateWhen = 'interaction'` (or `'visible'`).
 */
interface IslandFacts {
  name: string;
  when: 'interaction' | 'visible' | undefined;
  /** `export const wakeWhenSignedIn = true`: also hydrates in idle time after load for a signed-in visitor. */
  wakeSignedIn: boolean;
}

function hydrateWhen(module: object): IslandFacts['when'] {
  const when = 'hydrateWhen' in module ? module.hydrateWhen : undefined;
  return when === 'interaction' || when === 'visible' ? when : undefined;
}

const ISLAND_FACTS = new Map<unknown, IslandFacts>(
  Object.entries(ISLAND_MODULES).map(([name, module]) => [
    module.default,
    { name, when: hydrateWhen(module), wakeSignedIn: 'wakeWhenSignedIn' in module && module.wakeWhenSignedIn === true },
  ]),
);

/** The facts of an island component, or undefined for a component that is no island. */
export function islandFacts(component: unknown): IslandFacts | undefined {
  return ISLAND_FACTS.get(component);
}

/**
 * An island's server HTML depends only on the world, its props and its identifier prefix: the
 * server never sees a visitor (cookies, storage), and every store starts from the same seed. So
 * it is kept per isolate: a card grid renders each favourite heart once, not on every page.
 */
const islandHtml = new Map<string, string>();
/** Characters kept at most (keys and HTML, ~2 bytes each): 4 M ≈ 8 MB of the isolate's 128 MB. */
const ISLAND_HTML_CHARS = 4_000_000;
let islandHtmlChars = 0;

function rememberedHtml(key: string, render: () => string): string {
  const hit = islandHtml.get(key);
  if (hit !== undefined) return hit;
  const html = render();
  islandHtmlChars += key.length + html.length;
  // Oldest first, once the budget is spent.
  for (const [oldKey, oldHtml] of islandHtml) {
    if (islandHtmlChars <= ISLAND_HTML_CHARS) break;
    islandHtml.delete(oldKey);
    islandHtmlChars -= oldKey.length + oldHtml.length;
  }
  islandHtml.set(key, html);
  return html;
}

/**
 * Renders islands for one request: a fresh Jotai store, and each island with its own
 * identifierPrefix (the browser hydrates with the same one, so useId values match). `used`
 * collects the names of the islands that hydrate with the page. The wrapper carries only what
 * the browser entry reads: no `data-props` for an island without props (the entry reads `{}`),
 * and a short prefix (`i3-`) that is unique on the page.
 */
export function createIslandRenderer(env: IslandEnv, used?: Set<string>): IslandRender {
  const store = createStore();
  let count = 0;
  return (component, islandProps) => {
    const facts = islandFacts(component);
    if (!facts) throw new Error('not an island: render only the default export of a file in src/client/islands/');
    const { name, when, wakeSignedIn } = facts;
    const Island = component as ComponentType<Record<string, unknown>>;
    const props = islandProps as Record<string, unknown>;
    // Islands that may hydrate with the page get their code preloaded (see islandChunkList).
    if (when !== 'interaction') used?.add(name);
    const id = `i${count++}-`;
    const json = JSON.stringify(props);
    const html = rememberedHtml(`${env.world}\u0000${name}\u0000${id}\u0000${json}`, () =>
      renderToString(
        <Provider store={store}>
          <IslandEnvProvider value={env}>
            <SeedAtoms world={env.world}>
              <Island {...props} />
            </SeedAtoms>
          </IslandEnvProvider>
        </Provider>,
        { identifierPrefix: id },
      ),
    );
    return (
      <div
        data-island={name}
        data-island-id={id}
        data-island-when={when}
        data-island-idle={wakeSignedIn ? 'signed-in' : undefined}
        data-props={json === '{}' ? undefined : json}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  };
}
