import { StrictMode, useEffect, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createStore, Provider } from 'jotai';
import { ISLANDS } from './islands/registry';
import { IslandEnvProvider, type IslandEnv } from './islands/island-context';
import { messagesTranslator } from './i18n/translate';
import { readPageState } from './page-state';
import { SeedAtoms } from './islands/SeedAtoms';
import { createPageApiClient } from './api/page-client';
import { track } from './tracking';
import './styles.css';

/**
 * Hydrates every island of the page with one shared Jotai store, each with the identifierPrefix
 * it was rendered with, and marks the body once all of them have committed.
 */
function hydrateIslands(): void {
  const state = readPageState();
  const env: IslandEnv = { world: state.world, t: messagesTranslator(state.messages) };
  const store = createStore();
  const roots = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  let pending = roots.length;
  const committed = () => {
    pending -= 1;
    if (pending === 0) hydrated();
  };
  const hydrated = () => {
    document.body.dataset.hydrated = 'true';
    void track(createPageApiClient(state.world), [{ name: 'page_view', properties: { path: location.pathname } }]);
  };
  if (pending === 0) hydrated();

  for (const root of roots) {
    const name = root.dataset.island ?? '';
    const Island = ISLANDS[name] as ComponentType<Record<string, unknown>> | undefined;
    if (!Island) {
      console.error(`unknown island ${name}`);
      committed();
      continue;
    }
    const props = JSON.parse(root.dataset.props ?? '{}') as Record<string, unknown>;
    let counted = false;
    const onCommit = () => {
      if (counted) return;
      counted = true;
      committed();
    };
    hydrateRoot(
      root,
      <StrictMode>
        <Provider store={store}>
          <IslandEnvProvider value={env}>
            <SeedAtoms world={state.world}>
              <Committed onCommit={onCommit}>
                <Island {...props} />
              </Committed>
            </SeedAtoms>
          </IslandEnvProvider>
        </Provider>
      </StrictMode>,
      { identifierPrefix: root.dataset.islandId ?? name },
    );
  }
}

function Committed({ onCommit, children }: { onCommit: () => void; children: React.ReactNode }) {
  useEffect(() => {
    onCommit();
  }, [onCommit]);
  return children;
}

hydrateIslands();
