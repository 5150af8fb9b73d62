/**
 * The one place islands touch the browser's DOM. Islands are rendered on the edge too, where
 * the worker compiler has no DOM types, so these helpers take plain values and are only ever
 * called from effects and event handlers, which run in the browser alone.
 */
interface DomNode {
  contains(other: unknown): boolean;
  querySelectorAll(selector: string): ArrayLike<{ focus(): void }>;
}
interface DomDocument {
  addEventListener(type: string, listener: (event: DomEvent) => void): void;
  removeEventListener(type: string, listener: (event: DomEvent) => void): void;
}
export interface DomEvent {
  key?: string;
  target: unknown;
}

function browserDocument(): DomDocument {
  return (globalThis as unknown as { document: DomDocument }).document;
}

export function focusElement(element: unknown): void {
  (element as { focus?: () => void } | null)?.focus?.();
}

export function isInside(container: unknown, target: unknown): boolean {
  return !!container && (container as DomNode).contains(target);
}

export function focusNth(container: unknown, selector: string, index: number): void {
  (container as DomNode | null)?.querySelectorAll(selector)[index]?.focus();
}

/** Listens on the document for the given events; returns the function that stops listening. */
export function listenOnDocument(listeners: Record<string, (event: DomEvent) => void>): () => void {
  const doc = browserDocument();
  for (const [type, listener] of Object.entries(listeners)) doc.addEventListener(type, listener);
  return () => {
    for (const [type, listener] of Object.entries(listeners)) doc.removeEventListener(type, listener);
  };
}

interface BrowserLocation {
  assign(url: string): void;
  reload(): void;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly origin: string;
}

function browserLocation(): BrowserLocation {
  return (globalThis as unknown as { location: BrowserLocation }).location;
}

/** Goes to another page of the site (a full page load, so the edge renders it afresh). */
export function navigateTo(url: string): void {
  browserLocation().assign(url);
}

/** Focuses the first element inside `container` that matches `selector` (say, the first invalid field). */
export function focusFirst(container: unknown, selector: string): void {
  (container as { querySelector(selector: string): { focus(): void } | null } | null)?.querySelector(selector)?.focus();
}

/** The value of the input or select an event came from. */
export function fieldValue(target: unknown): string {
  const value = (target as { value?: unknown } | null)?.value;
  return typeof value === 'string' ? value : '';
}

/** Whether the checkbox an event came from is checked. */
export function fieldChecked(target: unknown): boolean {
  return (target as { checked?: unknown } | null)?.checked === true;
}

/** The current page's fragment (`#…`, or empty): where providers put an implicit-flow answer. */
export function currentFragment(): string {
  return browserLocation().hash;
}

/** The current page's query (`?…`, or empty). */
export function currentSearch(): string {
  return browserLocation().search;
}

interface BrowserHistory {
  replaceState(data: unknown, unused: string, url?: string): void;
}

/** Replaces the address (no new history entry, no load): say, to drop a token from the fragment. */
export function replaceAddress(url: string): void {
  try {
    (globalThis as unknown as { history?: BrowserHistory }).history?.replaceState(null, '', url);
  } catch {
    // an address that cannot be replaced stays; nothing depends on it
  }
}

/** The current page's path alone, without query or fragment. */
export function currentPath(): string {
  return browserLocation().pathname;
}

interface BrowserStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function browserSessionStorage(): BrowserStorage | undefined {
  return (globalThis as unknown as { sessionStorage?: BrowserStorage }).sessionStorage;
}

/** A value of this tab's session storage; null when absent or when storage is blocked. */
export function readSessionItem(key: string): string | null {
  try {
    return browserSessionStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores a value in this tab's session storage; false when storage is blocked or full. */
export function writeSessionItem(key: string, value: string): boolean {
  try {
    const storage = browserSessionStorage();
    if (!storage) return false;
    storage.setItem(key, value);
    return storage.getItem(key) === value;
  } catch {
    return false;
  }
}

export function removeSessionItem(key: string): void {
  try {
    browserSessionStorage()?.removeItem(key);
  } catch {
    // blocked storage holds nothing to remove
  }
}

interface MenuElement {
  closest(selector: string): MenuElement | null;
  parentElement: MenuElement | null;
  children: ArrayLike<MenuElement>;
  inert: boolean;
  toggleAttribute(name: string, force: boolean): void;
  querySelector(selector: string): { focus(): void } | null;
}

/** The focusable controls of the phone menu, in the order they show. */
const MENU_CONTROLS = '.world-switcher button, .account-links a, .account-menu button, .mega-types button';

/**
 * Opens or closes the phone menu of the header that holds `button`: the header marks itself open
 * (styles.css turns it into a full-screen overlay), the rest of the page becomes inert, and focus
 * moves to the menu's first control.
 */
export function showHeaderMenu(button: unknown, open: boolean): void {
  const header = (button as MenuElement | null)?.closest('header');
  if (!header) return;
  header.toggleAttribute('data-menu-open', open);
  for (const sibling of Array.from(header.parentElement?.children ?? [])) if (sibling !== header) sibling.inert = open;
  if (open) header.querySelector(MENU_CONTROLS)?.focus();
}

/** Sends the form a control belongs to, as its submit button would (validation and submit events included). */
export function submitOwnForm(control: unknown): void {
  (control as { form?: { requestSubmit?: () => void } | null } | null)?.form?.requestSubmit?.();
}

/** The inner width of an element in CSS pixels (0 when it is not laid out). */
export function elementWidth(element: unknown): number {
  const width = (element as { clientWidth?: unknown } | null)?.clientWidth;
  return typeof width === 'number' ? width : 0;
}

/** Calls `changed` whenever the element's size changes; answers the function that stops watching. */
export function watchSize(element: unknown, changed: () => void): () => void {
  const Observer = (globalThis as unknown as { ResizeObserver?: new (cb: () => void) => { observe(el: unknown): void; disconnect(): void } }).ResizeObserver;
  if (!Observer) return () => undefined;
  const observer = new Observer(changed);
  observer.observe(element);
  return () => observer.disconnect();
}

/** The browser's yes/no question (a destructive action); false where there is none. */
export function askToConfirm(message: string): boolean {
  return (globalThis as unknown as { confirm?: (text: string) => boolean }).confirm?.(message) ?? false;
}

/** Opens a `<dialog>` as a modal (focus moves into it, Escape closes it, the rest is inert). */
export function openDialog(dialog: unknown): void {
  const element = dialog as { open?: boolean; showModal?: () => void } | null;
  if (element && !element.open) element.showModal?.();
}

export function closeDialog(dialog: unknown): void {
  (dialog as { close?: () => void } | null)?.close?.();
}

/** Scrolls a container so that its child at `index` is in view. */
export function showChild(container: unknown, index: number): void {
  const child = (container as { children?: ArrayLike<{ scrollIntoView(options: object): void }> } | null)?.children?.[index];
  child?.scrollIntoView({ behavior: 'smooth', block: 'nearest', inline: 'start' });
}

interface HeartButton {
  readonly dataset: { materialId?: string };
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
}

/** The favourite hearts (docs/favourites.md, "The heart"): plain buttons with their material's id. */
const HEARTS = 'button.favourite-heart[data-material-id]';

/** Presses the page's hearts of these materials and releases the others; the stylesheet fills a pressed heart. */
export function pressHearts(ids: ReadonlySet<number>): void {
  const doc = (globalThis as unknown as { document: { querySelectorAll(selector: string): ArrayLike<HeartButton> } }).document;
  for (const button of Array.from(doc.querySelectorAll(HEARTS))) {
    const on = ids.has(Number(button.dataset.materialId));
    if (button.getAttribute('aria-pressed') === String(on)) continue;
    button.setAttribute('aria-pressed', String(on));
  }
}

/** The material id of the heart an event came from (the target or an element inside it), or null. */
export function heartMaterialId(target: unknown): number | null {
  const heart = (target as { closest?: (selector: string) => HeartButton | null } | null)?.closest?.(HEARTS);
  const id = Number(heart?.dataset.materialId);
  return heart && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Calls `changed` whenever elements are added to or removed from the page; returns the function that stops. */
export function watchPageElements(changed: () => void): () => void {
  const g = globalThis as unknown as {
    MutationObserver: new (callback: () => void) => { observe(node: unknown, options: unknown): void; disconnect(): void };
    document: { body: unknown };
  };
  const observer = new g.MutationObserver(changed);
  observer.observe(g.document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/** A path of this site as a full address (for a link to copy and send on). */
export function absoluteUrl(path: string): string {
  return `${browserLocation().origin}${path}`;
}
