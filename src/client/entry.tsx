/// <reference types="vite/types/importMeta.d.ts" />
import { StrictMode, useEffect, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createStore, Provider } from 'jotai';
import { islandLoaders, type IslandModule } from './island-loaders';
import { IslandEnvProvider, type IslandEnv } from './island-env';
import { pageTranslator } from './i18n/translate';
import { loadPageTexts, readPageState } from './page-state';
import { SeedAtoms } from './atoms/SeedAtoms';
import { createPageApiClient } from './api/page-client';
import { startConsent, withStatistics } from './consent-init';
import { track } from './tracking';
import { reportExposures } from './experiments';
import { submitOwnForm } from './dom';
import { HELD_CLICKS, type TakeHeldClicks } from '../shared/scripts-after-load';
import { schedulePersonalisationPopup } from './personalisation-popup';
import { signedInFlag } from './notifications/signed-in';
import { scheduleTour } from './tour/schedule';
import { islandErrorOptions, startErrorReporting } from './error-reporting';
import { allowed } from './consent';
import './styles.css';

/** Every file of ./islands/ is an island, loaded by its file name as its own chunk. */
const ISLAND_LOADERS = islandLoaders(import.meta.glob<IslandModule>('./islands/*.tsx'));

/**
 * What an island's root holds now that its props did not: text typed into a search box before
 * its code arrived must survive hydration, and count as typed (suggestions follow at once).
 */
function liveProps(root: HTMLElement): Record<string, unknown> {
  const input = root.querySelector<HTMLInputElement>('input[type="search"]');
  return input ? { query: input.value, typedBeforeHydration: input.value !== input.defaultValue } : {};
}

/**
 * Hydrates every island of the page with one shared Jotai store, each with the identifierPrefix
 * it was rendered with, and marks the body once all of them have committed. Each island's code
 * is its own chunk; the page's chunks are requested at once, except islands marked
 * `data-island-when="interaction"`, whose code loads at the first focus or pointer on them, and
 * `data-island-when="visible"`, whose code loads when they come near the screen (or at interaction).
 */
async function hydrateIslands(): Promise<void> {
  const state = readPageState();
  const env: IslandEnv = { world: state.world, t: pageTranslator(await loadPageTexts(state), state.language) };
  const store = createStore();
  const roots = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  let pending = roots.length;
  const committed = () => {
    pending -= 1;
    if (pending === 0) hydrated();
  };
  const hydrated = () => {
    document.body.dataset.hydrated = 'true';
    queueMicrotask(replayHeldClicks);
    // Only with consent to statistics, or once it is given on this page (docs/consent.md).
    const api = createPageApiClient(state.world);
    withStatistics(() => {
      void track(api, [{ name: 'page_view', properties: { path: location.pathname } }]);
      void reportExposures(api, state.experiments);
    });
  };
  if (pending === 0) hydrated();

  const modules = new Map<string, Promise<IslandModule>>();
  // Islands marked `visible` (one per card) hydrate when they come near the screen, not all with the page.
  const wakeWhenVisible = new WeakMap<Element, () => void>();
  let visibility: IntersectionObserver | undefined;
  for (const root of roots) {
    const name = root.dataset.island ?? '';
    const load = ISLAND_LOADERS[name];
    if (!load) {
      console.error(`unknown island ${name}`);
      committed();
      continue;
    }
    const start = (done: () => void) => {
      if (!modules.has(name)) modules.set(name, load());
      void modules.get(name)?.then(
        (module) => hydrateIsland(root, module.default as ComponentType<Record<string, unknown>>, done),
        (error: unknown) => {
          console.error(`island ${name} failed to load`, error);
          done();
        },
      );
    };
    const when = root.dataset.islandWhen;
    if (when === 'interaction' || when === 'visible') {
      committed();
      // A click (or Enter) that lands before the island's code does is held and given again once it is live.
      let held: EventTarget | null = null;
      let woken = false;
      // The wrapper is `display: contents` and has no box to intersect: its first element is watched.
      const seen = when === 'visible' ? (root.firstElementChild ?? root) : null;
      const hold = (event: Event) => {
        held = event.target;
        event.preventDefault();
        event.stopPropagation();
      };
      const wake = () => {
        if (woken) return;
        woken = true;
        root.removeEventListener('focusin', wake);
        root.removeEventListener('pointerdown', wake);
        if (seen) visibility?.unobserve(seen);
        root.addEventListener('click', hold, true);
        start(() => {
          root.removeEventListener('click', hold, true);
          held?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
        });
      };
      root.addEventListener('focusin', wake);
      root.addEventListener('pointerdown', wake);
      // A live island of the header (the bell) wakes for a signed-in visitor once the page is idle.
      if (root.dataset.islandIdle === 'signed-in' && signedInFlag()) whenIdle(wake);
      if (seen) {
        wakeWhenVisible.set(seen, wake);
        visibility ??= new IntersectionObserver(
          (entries) => {
            for (const entry of entries) if (entry.isIntersecting) wakeWhenVisible.get(entry.target)?.();
          },
          { rootMargin: '200px' },
        );
        visibility.observe(seen);
      }
      continue;
    }
    start(committed);
  }

  function hydrateIsland(root: HTMLElement, Island: ComponentType<Record<string, unknown>>, committed: () => void): void {
    const name = root.dataset.island ?? '';
    const props = { ...(JSON.parse(root.dataset.props ?? '{}') as Record<string, unknown>), ...(root.dataset.islandWhen ? liveProps(root) : {}) };
    let counted = false;
    const onCommit = () => {
      if (counted) return;
      counted = true;
      // Each island says it is live too: one that wakes at the first interaction hydrates after the page.
      root.dataset.hydrated = 'true';
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
      {
        identifierPrefix: root.dataset.islandId ?? name,
        ...islandErrorOptions(name),
      },
    );
  }
}

/**
 * Clicks on island buttons that came before this script are held by the page's boot script
 * (docs/decisions/019-scripts-after-load.md); now that the islands are live they are given again. A
 * button of an island that wakes at interaction is focused first, which wakes it and holds the
 * click until its code is there.
 */
function replayHeldClicks(): void {
  const take = (window as unknown as Partial<Record<typeof HELD_CLICKS, TakeHeldClicks>>)[HELD_CLICKS];
  for (const target of take?.() ?? []) {
    if (target.closest('[data-island-when]:not([data-hydrated])')) target.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  }
}

/** After the load event, in the browser's idle time (a timeout where there is no requestIdleCallback). */
function whenIdle(run: () => void): void {
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => run(), { timeout: 3000 });
    else setTimeout(run, 1);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

function Committed({ onCommit, children }: { onCommit: () => void; children: React.ReactNode }) {
  useEffect(() => {
    onCommit();
  }, [onCommit]);
  return children;
}

startErrorReporting(readPageState(), () => allowed('statistics'));
void hydrateIslands();
// A select marked `data-submit-on-change` (the search results' sort order) sends its form when a choice is made;
// without JavaScript its form's button does.
document.addEventListener('change', (event) => {
  if (event.target instanceof HTMLSelectElement && event.target.dataset.submitOnChange !== undefined) submitOwnForm(event.target);
});
schedulePersonalisationPopup(readPageState().world);
startConsent();
scheduleTour(readPageState().world);
