import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider, createStore } from 'jotai';
import { ISLANDS, ON_INTERACTION } from '../../client/islands/registry';
import { IslandEnvProvider, type IslandEnv } from '../../client/islands/island-context';
import { SeedAtoms } from '../../client/islands/SeedAtoms';

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
 * collects the names of the islands that hydrate with the page.
 */
export function createIslandRenderer(env: IslandEnv, used?: Set<string>): (name: string, props: Record<string, unknown>) => ReactNode {
  const store = createStore();
  let count = 0;
  return (name, props) => {
    const Island = ISLANDS[name] as ComponentType<Record<string, unknown>> | undefined;
    if (!Island) throw new Error(`unknown island ${name}`);
    // Islands that hydrate with the page get their code preloaded (see islandPreloads).
    if (!ON_INTERACTION.has(name)) used?.add(name);
    const id = `${name}-${count++}-`;
    const json = JSON.stringify(props);
    const html = rememberedHtml(`${env.world}\u0000${id}\u0000${json}`, () =>
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
        className="island"
        data-island={name}
        data-island-id={id}
        data-island-when={ON_INTERACTION.has(name) ? 'interaction' : undefined}
        data-props={json}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  };
}
