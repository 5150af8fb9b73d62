import { describe, expect, it } from 'vitest';
import {
  TOURS,
  TOUR_STORAGE_KEY,
  anyUnfinished,
  finishEvent,
  finishedTours,
  isLastStep,
  nextStep,
  planTour,
  readFinished,
  rememberFinished,
  type TourTarget,
} from '../../../src/client/tour/tour-state';
import { FREE_DOWNLOAD_MODAL_KEY, freeDownloadModalHidden, setFreeDownloadModalHidden } from '../../../src/client/commerce/free-download';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const on = (...targets: TourTarget[]) => (target: TourTarget) => targets.includes(target);

describe('the tour plan', () => {
  it('covers the five targets over its tours', () => {
    expect(new Set(TOURS.flatMap((tour) => tour.steps))).toEqual(new Set(['header-extras', 'schools-menu', 'schools-slider', 'subjects-slider', 'school-breadcrumbs']));
  });

  it('shows only the steps whose targets are present, in order', () => {
    const plan = planTour(new Set(), on('schools-slider', 'schools-menu'));
    expect(plan?.tour.id).toBe('explore');
    expect(plan?.steps).toEqual(['schools-menu', 'schools-slider']);
  });

  it('keeps the header extras when the simplified header shows them', () => {
    expect(planTour(new Set(), on('header-extras', 'schools-menu', 'schools-slider'))?.steps).toEqual(['header-extras', 'schools-menu', 'schools-slider']);
  });

  it('does not start where only the header targets are (staff, checkout, cabinet, forms)', () => {
    expect(planTour(new Set(), on('header-extras', 'schools-menu'))).toBeNull();
    expect(planTour(new Set(), on())).toBeNull();
  });

  it('starts the school pages tour on a school-type page', () => {
    const plan = planTour(new Set(), on('schools-menu', 'subjects-slider', 'school-breadcrumbs'));
    expect(plan?.tour.id).toBe('school-pages');
    expect(plan?.steps).toEqual(['subjects-slider', 'school-breadcrumbs']);
  });

  it('skips a finished tour', () => {
    expect(planTour(new Set(['explore']), on('schools-menu', 'schools-slider'))).toBeNull();
    expect(planTour(new Set(['explore']), on('subjects-slider'))?.tour.id).toBe('school-pages');
  });
});

describe('stepping', () => {
  const plan = { tour: { id: 'explore', steps: ['header-extras', 'schools-menu', 'schools-slider'] as const }, steps: ['header-extras', 'schools-menu', 'schools-slider'] as const };

  it('advances to the next step and finishes after the last', () => {
    const all = on('header-extras', 'schools-menu', 'schools-slider');
    let progress = { currentStep: 0, isFinished: false };
    expect(isLastStep(plan, progress)).toBe(false);
    progress = nextStep(plan, progress, all);
    expect(progress).toEqual({ currentStep: 1, isFinished: false });
    progress = nextStep(plan, progress, all);
    expect(progress).toEqual({ currentStep: 2, isFinished: false });
    expect(isLastStep(plan, progress)).toBe(true);
    progress = nextStep(plan, progress, all);
    expect(progress).toEqual({ currentStep: 2, isFinished: true });
    expect(nextStep(plan, progress, all)).toBe(progress);
  });

  it('skips a target that went away meanwhile', () => {
    expect(nextStep(plan, { currentStep: 0, isFinished: false }, on('schools-slider'))).toEqual({ currentStep: 2, isFinished: false });
    expect(nextStep(plan, { currentStep: 0, isFinished: false }, on())).toEqual({ currentStep: 0, isFinished: true });
  });

  it('reports how the tour ended', () => {
    expect(finishEvent(plan, { currentStep: 1, isFinished: false }, false)).toEqual({
      name: 'tour_finished',
      properties: { tour: 'explore', step: 2, steps: 3, completed: false },
    });
  });
});

describe('remembering finished tours', () => {
  it('stores the finished ids as a list and reads them back', () => {
    const storage = memoryStorage();
    expect(anyUnfinished(readFinished(storage))).toBe(true);
    rememberFinished(storage, 'school-pages');
    rememberFinished(storage, 'explore');
    rememberFinished(storage, 'explore');
    expect(storage.items.get(TOUR_STORAGE_KEY)).toBe('["explore","school-pages"]');
    expect(anyUnfinished(readFinished(storage))).toBe(false);
  });

  it('reads damaged or foreign values as nothing finished', () => {
    expect(finishedTours('{oops')).toEqual(new Set());
    expect(finishedTours('{"explore":true}')).toEqual(new Set());
    expect(finishedTours('["explore",3]')).toEqual(new Set(['explore']));
    expect(finishedTours(null)).toEqual(new Set());
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    };
    expect(readFinished(broken)).toEqual(new Set());
    expect(() => rememberFinished(broken, 'explore')).not.toThrow();
  });
});

describe("the free-download modal's don't-show-again", () => {
  it('is remembered and can be undone', () => {
    const storage = memoryStorage();
    expect(freeDownloadModalHidden(storage)).toBe(false);
    setFreeDownloadModalHidden(storage, true);
    expect(storage.items.get(FREE_DOWNLOAD_MODAL_KEY)).toBe('hidden');
    expect(freeDownloadModalHidden(storage)).toBe(true);
    setFreeDownloadModalHidden(storage, false);
    expect(freeDownloadModalHidden(storage)).toBe(false);
  });
});
