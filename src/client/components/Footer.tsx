import { usePage } from './page-context';
import { escapeHtml, safeUrl } from './static-html';

const FOOTER_LINKS = [
  'terms', 'imprint', 'faq', 'helpCentre', 'jobs', 'partners', 'team', 'podcast', 'appLanding',
  'foundation', 'magazine', 'apiInfo',
] as const;

/** The footer's inside per world and language: the same on every page, so it is written once (static-html.ts). */
const footerHtml = new Map<string, string>();

export function Footer() {
  const { t, path, world, language } = usePage();
  const key = `${world}|${language}`;
  let html = footerHtml.get(key);
  if (html === undefined) {
    const links = FOOTER_LINKS.flatMap((name) => {
      const href = path(name);
      return href === null ? [] : [`<li><a href="${safeUrl(href)}">${escapeHtml(t(`meta:${name}.title`))}</a></li>`];
    });
    // Reopens the cookie dialog (docs/consent.md); the entry listens for `data-consent-open`.
    links.push(`<li><button type="button" class="link-button" data-consent-open>${escapeHtml(t('footer:cookieSettings'))}</button></li>`);
    html = `<nav aria-label="${escapeHtml(t('footer:label'))}"><ul>${links.join('')}</ul></nav><p>${escapeHtml(t('footer:tagline'))}</p>`;
    footerHtml.set(key, html);
  }
  return <footer className="site-footer" dangerouslySetInnerHTML={{ __html: html }} />;
}
