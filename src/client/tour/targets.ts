import type { TourTarget } from './tour-state';

/** What this module reads of an element (the test compiler has no DOM types). */
interface TargetElement {
  getClientRects(): { length: number };
  checkVisibility?: (options?: { visibilityProperty?: boolean }) => boolean;
  closest(selector: string): unknown;
}

const page = () => (globalThis as unknown as { document: { querySelectorAll(selector: string): Iterable<TargetElement> } }).document;

/**
 * The element a step points at: the first one marked with its name that the visitor can see. The
 * same name may mark two elements of which one is hidden at a width (the header's school menu
 * button on wide screens, the phone menu's button on phones: docs/tour.md).
 */
export function tourTargetElement(target: TourTarget): TargetElement | null {
  for (const element of page().querySelectorAll(`[data-tour="${target}"]`)) {
    if (element.closest('[hidden], [inert]')) continue;
    if (element.getClientRects().length === 0) continue;
    if (element.checkVisibility && !element.checkVisibility({ visibilityProperty: true })) continue;
    return element;
  }
  return null;
}

export function tourTargetPresent(target: TourTarget): boolean {
  return tourTargetElement(target) !== null;
}
