import type { World } from '../../shared/worlds';
import { browserLocalStorage } from '../api/browser';
import { onConsent, readConsent } from '../consent';
import { anyUnfinished, planTour, readFinished, TOUR_DELAY_MS } from './tour-state';
import { tourTargetPresent } from './targets';

/**
 * Starts the new-feature tour (docs/tour.md) once the visitor has made a cookie choice (so the two
 * overlays never stack), 200 ms later, if a tour is unfinished and this page shows one of its page
 * targets. The popover's code and texts are their own chunk, loaded only then.
 */
export function scheduleTour(world: World): void {
  if (!anyUnfinished(readFinished(browserLocalStorage()))) return;
  const start = () => {
    setTimeout(() => {
      // Read again: another tab may have finished it meanwhile.
      if (!planTour(readFinished(browserLocalStorage()), tourTargetPresent)) return;
      void import('./tour-popover').then(({ runTour }) => runTour(world)).catch(() => undefined);
    }, TOUR_DELAY_MS);
  };
  if (readConsent()) {
    start();
    return;
  }
  const stop = onConsent(() => {
    stop();
    start();
  });
}
