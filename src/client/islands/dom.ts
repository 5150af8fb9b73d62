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
}

function browserLocation(): BrowserLocation {
  return (globalThis as unknown as { location: BrowserLocation }).location;
}

/** Goes to another page of the site (a full page load, so the edge renders it afresh). */
export function navigateTo(url: string): void {
  browserLocation().assign(url);
}

export function reloadPage(): void {
  browserLocation().reload();
}

/** The current page's path and query, for "come back here after signing in". */
export function currentPathAndQuery(): string {
  const { pathname, search } = browserLocation();
  return `${pathname}${search}`;
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
