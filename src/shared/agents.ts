/** Prerender services and our UI tests: default A/B variant, no tracking (docs/product-rules.md, "Roles"). */
const PRERENDER_OR_UI_TEST = /prerender|kreide-ui-test|lighthouse|chrome-lighthouse/i;

/** Crawlers get the complete document, never a stream (design.md). */
const BOT = /bot\b|crawler|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|telegrambot|applebot|duckduckgo|yandex|baidu|semrush|ahrefs|petalbot|prerender|lighthouse/i;

export function isPrerenderOrUiTest(userAgent: string | null | undefined): boolean {
  return !!userAgent && PRERENDER_OR_UI_TEST.test(userAgent);
}

export function isBot(userAgent: string | null | undefined): boolean {
  return !!userAgent && BOT.test(userAgent);
}

/**
 * Our mobile app's web view adds `KreideApp/<version>` to its user agent; the app asks for the
 * cookie choice itself, so the site's dialog does not open on its own there (docs/consent.md).
 */
const KREIDE_APP = /\bKreideApp\b/;

export function isKreideApp(userAgent: string | null | undefined): boolean {
  return !!userAgent && KREIDE_APP.test(userAgent);
}

/** Our own UI tests (Playwright): their error reports are kept (docs/error-reporting.md). */
export function isUiTest(userAgent: string | null | undefined): boolean {
  return !!userAgent && /kreide-ui-test/i.test(userAgent);
}
