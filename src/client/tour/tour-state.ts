import type { StorageLike } from '../api/browser';

/**
 * The new-feature tour's rules without the page (docs/tour.md): which tours exist, which of their
 * steps a page can show, how a step advances and how "finished" is remembered.
 */

/** The `data-tour` names on the page, in the order a tour visits them. */
export type TourTarget = 'header-extras' | 'schools-menu' | 'schools-slider' | 'subjects-slider' | 'school-breadcrumbs';

export interface Tour {
  id: string;
  steps: readonly TourTarget[];
}

/**
 * Every tour of the product, over the five targets: the header and the school types on the home,
 * then the subjects and the breadcrumbs on school-type and subject pages. Each is finished on its
 * own, so a visitor who starts on the home still meets the second one on a school-type page. A new
 * tour gets a new id, so visitors who finished an older one see it.
 */
export const TOURS: readonly Tour[] = [
  { id: 'explore', steps: ['header-extras', 'schools-menu', 'schools-slider'] },
  { id: 'school-pages', steps: ['subjects-slider', 'school-breadcrumbs'] },
];

/**
 * Targets that belong to a browsing page (home, school-type and subject pages). The header's
 * targets are on every screen, so a tour starts only where one of these is shown: never on
 * staff screens, checkout, the cabinet or any form.
 */
const PAGE_TARGETS: ReadonlySet<TourTarget> = new Set(['schools-slider', 'subjects-slider', 'school-breadcrumbs']);

/** Local storage key of the finished tours: a JSON list of tour ids (necessary storage). */
export const TOUR_STORAGE_KEY = 'kreide_tours';

/** The spec's delay between the page (and the cookie choice) and the tour. */
export const TOUR_DELAY_MS = 200;

/** A tour's state on the page: `currentStep` is an index into the steps the page shows. */
export interface TourProgress {
  currentStep: number;
  isFinished: boolean;
}

/** What a tour shows on this page: its steps whose targets are there, in order. */
export interface TourPlan {
  tour: Tour;
  steps: readonly TourTarget[];
}

/** The finished tour ids from storage; anything unreadable counts as none finished. */
export function finishedTours(stored: string | null): Set<string> {
  if (!stored) return new Set();
  try {
    const parsed: unknown = JSON.parse(stored);
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Reads the finished tours; storage that throws (privacy modes) reads as none. */
export function readFinished(storage: StorageLike | undefined): Set<string> {
  try {
    return finishedTours(storage?.getItem(TOUR_STORAGE_KEY) ?? null);
  } catch {
    return new Set();
  }
}

/** Remembers that a tour is finished (closed or completed); a failing storage only loses the memory. */
export function rememberFinished(storage: StorageLike | undefined, tourId: string): void {
  const finished = readFinished(storage);
  finished.add(tourId);
  try {
    storage?.setItem(TOUR_STORAGE_KEY, JSON.stringify([...finished].sort()));
  } catch {
    // Without storage the tour comes back on the next page; nothing else breaks.
  }
}

/** Whether any tour is still to be shown at all (decided before looking at the page). */
export function anyUnfinished(finished: ReadonlySet<string>, tours: readonly Tour[] = TOURS): boolean {
  return tours.some((tour) => !finished.has(tour.id));
}

/**
 * The first unfinished tour that has something to show here: its steps whose target is present
 * (on the page and visible), if one of them is a page target.
 */
export function planTour(finished: ReadonlySet<string>, present: (target: TourTarget) => boolean, tours: readonly Tour[] = TOURS): TourPlan | null {
  for (const tour of tours) {
    if (finished.has(tour.id)) continue;
    const steps = tour.steps.filter(present);
    if (steps.some((step) => PAGE_TARGETS.has(step))) return { tour, steps };
  }
  return null;
}

/** Next: the following step whose target is still present; past the last one the tour is finished. */
export function nextStep(plan: TourPlan, progress: TourProgress, present: (target: TourTarget) => boolean): TourProgress {
  if (progress.isFinished) return progress;
  for (let index = progress.currentStep + 1; index < plan.steps.length; index++) {
    const target = plan.steps[index];
    if (target && present(target)) return { currentStep: index, isFinished: false };
  }
  return { currentStep: progress.currentStep, isFinished: true };
}

/** Whether the step shown is the plan's last (its button says Finish instead of Next). */
export function isLastStep(plan: TourPlan, progress: TourProgress): boolean {
  return progress.currentStep >= plan.steps.length - 1;
}

/** The tracking event sent when a tour ends, by finishing it or closing it early. */
export function finishEvent(plan: TourPlan, progress: TourProgress, completed: boolean) {
  return {
    name: 'tour_finished',
    properties: { tour: plan.tour.id, step: progress.currentStep + 1, steps: plan.steps.length, completed },
  };
}
