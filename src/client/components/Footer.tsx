import { usePage } from './page-context';

const FOOTER_LINKS = [
  'terms', 'imprint', 'faq', 'helpCentre', 'jobs', 'partners', 'team', 'podcast', 'appLanding',
  'foundation', 'magazine', 'apiInfo',
] as const;

export function Footer() {
  const { t, path } = usePage();
  const links = FOOTER_LINKS.map((name) => ({ name, href: path(name) })).filter(
    (l): l is { name: (typeof FOOTER_LINKS)[number]; href: string } => l.href !== null,
  );
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer:label')}>
        <ul>
          {links.map((link) => (
            <li key={link.name}>
              <a href={link.href}>{t(`meta:${link.name}.title`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <p>{t('footer:tagline')}</p>
    </footer>
  );
}
