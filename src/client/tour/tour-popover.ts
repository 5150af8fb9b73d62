import type { World } from '../../shared/worlds';
import { languageTag, worldLanguage } from '../../shared/worlds';
import { messagesTranslator, type Translate } from '../../shared/i18n/translate';
import type { Messages } from '../../shared/i18n/catalogue-types';
import { browserLocalStorage } from '../api/browser';
import { createPageApiClient } from '../api/page-client';
import { track } from '../tracking';
import { finishEvent, isLastStep, nextStep, planTour, readFinished, rememberFinished, type TourProgress, type TourTarget } from './tour-state';
import { tourTargetElement, tourTargetPresent } from './targets';

/** The tour's texts, one chunk per language, loaded with the popover only (English for further worlds). */
const TEXTS = import.meta.glob<{ default: Messages }>('../../../locales/*/modals.json');

async function translator(world: World): Promise<Translate> {
  const language = worldLanguage(world);
  const load = TEXTS[`../../../locales/${language}/modals.json`] ?? TEXTS['../../../locales/en/modals.json'];
  const messages = load ? (await load()).default : {};
  return messagesTranslator({ modals: messages }, languageTag(language), 'modals');
}

const STEP_TEXT: Record<TourTarget, string> = {
  'header-extras': 'tour.step.headerExtras',
  'schools-menu': 'tour.step.schoolsMenu',
  'schools-slider': 'tour.step.schoolsSlider',
  'subjects-slider': 'tour.step.subjectsSlider',
  'school-breadcrumbs': 'tour.step.schoolBreadcrumbs',
};

/** Room kept between the popover and the screen's edges, and between the popover and its target. */
const EDGE = 12;
const GAP = 12;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * Shows the tour as a popover beside each target with a ring around it (docs/tour.md). Both are
 * fixed above the page, so nothing of the page moves. Focus goes to the popover, Escape closes
 * it, and at the end focus goes back where it was. Finishing or closing is remembered in local
 * storage and sent as one `tour_finished` event.
 */
export async function runTour(world: World): Promise<void> {
  const plan = planTour(readFinished(browserLocalStorage()), tourTargetPresent);
  if (!plan || document.querySelector('[data-tour-popover]')) return;
  const t = await translator(world);
  const returnTo = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;

  const ring = element('div', 'tour-ring');
  ring.setAttribute('aria-hidden', 'true');
  const popover = element('div', 'tour-popover');
  popover.dataset.tourPopover = '';
  popover.setAttribute('role', 'dialog');
  popover.setAttribute('aria-labelledby', 'tour-title');
  popover.setAttribute('aria-describedby', 'tour-text');
  popover.tabIndex = -1;
  const arrow = element('span', 'tour-arrow');
  const count = element('p', 'tour-count');
  const title = element('h2', 'tour-title', t('tour.title'));
  title.id = 'tour-title';
  const text = element('p', 'tour-text');
  text.id = 'tour-text';
  const next = element('button', 'button button-primary tour-next');
  next.type = 'button';
  const close = element('button', 'tour-close');
  close.type = 'button';
  close.setAttribute('aria-label', t('tour.close'));
  close.innerHTML = '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"><path d="M6 6l12 12M18 6 6 18" stroke="currentColor" stroke-width="2"/></svg>';
  const actions = element('div', 'tour-actions');
  actions.append(count, next);
  popover.append(arrow, title, text, actions, close);
  document.body.append(ring, popover);

  let progress: TourProgress = { currentStep: 0, isFinished: false };
  let target: HTMLElement | null = null;
  let frame = 0;

  const place = () => {
    frame = 0;
    if (!target) return;
    const box = target.getBoundingClientRect();
    const width = window.innerWidth;
    const height = window.innerHeight;
    ring.style.cssText = `top:${box.top - 4}px;left:${box.left - 4}px;width:${box.width + 8}px;height:${box.height + 8}px`;
    const own = popover.getBoundingClientRect();
    const left = Math.min(Math.max(box.left + box.width / 2 - own.width / 2, EDGE), Math.max(EDGE, width - own.width - EDGE));
    let top: number;
    let side: 'below' | 'above' | 'over';
    if (box.bottom + GAP + own.height <= height - EDGE) {
      side = 'below';
      top = box.bottom + GAP;
    } else if (box.top - GAP - own.height >= EDGE) {
      side = 'above';
      top = box.top - GAP - own.height;
    } else {
      // A target taller than the screen: the popover sits at the bottom of the screen, over it.
      side = 'over';
      top = height - own.height - EDGE;
    }
    popover.dataset.side = side;
    popover.style.top = `${Math.round(top)}px`;
    popover.style.left = `${Math.round(left)}px`;
    arrow.style.left = `${Math.round(Math.min(Math.max(box.left + box.width / 2 - left, 20), own.width - 20))}px`;
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(place);
  };

  const show = () => {
    const name = plan.steps[progress.currentStep];
    target = name ? (tourTargetElement(name) as HTMLElement | null) : null;
    if (!name || !target) {
      advance();
      return;
    }
    const current = progress.currentStep + 1;
    const total = plan.steps.length;
    count.textContent = t('tour.count', { current, total });
    count.setAttribute('aria-label', t('tour.countLabel', { current, total }));
    text.textContent = t(STEP_TEXT[name]);
    next.textContent = t(isLastStep(plan, progress) ? 'tour.finish' : 'tour.next');
    // At once, not smoothly: the popover is placed where the target ends up, and never trails it.
    target.scrollIntoView({ block: 'center', inline: 'nearest' });
    place();
    popover.focus({ preventScroll: true });
  };

  const end = (completed: boolean) => {
    rememberFinished(browserLocalStorage(), plan.tour.id);
    void track(createPageApiClient(world), [finishEvent(plan, progress, completed)]);
    removeEventListener('scroll', schedule, true);
    removeEventListener('resize', schedule);
    document.removeEventListener('keydown', onKey);
    if (frame) cancelAnimationFrame(frame);
    ring.remove();
    popover.remove();
    if (returnTo?.isConnected) returnTo.focus({ preventScroll: true });
  };

  const advance = () => {
    progress = nextStep(plan, progress, tourTargetPresent);
    if (progress.isFinished) end(true);
    else show();
  };

  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    end(false);
  };

  next.addEventListener('click', advance);
  close.addEventListener('click', () => end(false));
  document.addEventListener('keydown', onKey);
  addEventListener('scroll', schedule, { capture: true, passive: true });
  addEventListener('resize', schedule);
  show();
}

