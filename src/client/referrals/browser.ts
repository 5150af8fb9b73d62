/**
 * What the referral islands need of the browser. Islands are rendered on the edge too, where the
 * worker compiler has no DOM types (see src/client/dom.ts), so these take plain values and are
 * only called from effects and event handlers.
 */

interface BrowserGlobals {
  location?: { href: string; origin: string; protocol: string };
  document?: { cookie: string };
  history?: { state: unknown; replaceState(state: unknown, unused: string, url: string): void };
  navigator?: {
    clipboard?: { writeText(text: string): Promise<void> };
    share?: (data: { title?: string; text?: string; url?: string }) => Promise<void>;
  };
}

const browser = () => globalThis as unknown as BrowserGlobals;

export const pageHref = (): string | null => browser().location?.href ?? null;
export const pageOrigin = (): string => browser().location?.origin ?? '';
export const isHttps = (): boolean => browser().location?.protocol === 'https:';

export function replaceAddress(path: string): void {
  const history = browser().history;
  history?.replaceState(history.state, '', path);
}

export const readCookies = (): string | null => browser().document?.cookie ?? null;

export function writeCookie(cookie: string): void {
  const doc = browser().document;
  if (doc) doc.cookie = cookie;
}

export async function copyText(text: string): Promise<void> {
  const clipboard = browser().navigator?.clipboard;
  if (!clipboard) throw new Error('no clipboard');
  await clipboard.writeText(text);
}

export const canShare = (): boolean => typeof browser().navigator?.share === 'function';

export function shareLink(data: { title: string; text: string; url: string }): void {
  browser().navigator?.share?.(data).catch(() => undefined);
}

export function selectText(element: unknown): void {
  (element as { select?: () => void } | null)?.select?.();
}
