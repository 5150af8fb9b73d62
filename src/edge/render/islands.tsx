import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider, createStore } from 'jotai';
import { ISLANDS, ON_INTERACTION } from '../../client/islands/registry';
import { IslandEnvProvider, type IslandEnv } from '../../client/islands/island-context';
import { SeedAtoms } from '../../client/islands/SeedAtoms';

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
    const html = renderToString(
      <Provider store={store}>
        <IslandEnvProvider value={env}>
          <SeedAtoms world={env.world}>
            <Island {...props} />
          </SeedAtoms>
        </IslandEnvProvider>
      </Provider>,
      { identifierPrefix: id },
    );
    return (
      <div
        className="island"
        data-island={name}
        data-island-id={id}
        data-island-when={ON_INTERACTION.has(name) ? 'interaction' : undefined}
        data-props={JSON.stringify(props)}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  };
}
