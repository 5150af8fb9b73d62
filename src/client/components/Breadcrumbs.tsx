import { usePage } from './page-context';

export interface Crumb {
  label: string;
  href?: string | null;
}

/**
 * Where the page sits, from the world's home; the last crumb is the page itself. On school-type
 * and subject pages (`tour`) they are a target of the new-feature tour (docs/tour.md).
 */
export function Breadcrumbs({ trail, tour = false }: { trail: readonly Crumb[]; tour?: boolean }) {
  const { t, path } = usePage();
  const items: Crumb[] = [{ label: t('common:breadcrumbs.home'), href: path('home') }, ...trail];
  return (
    <nav aria-label={t('common:breadcrumbs.label')} className="breadcrumbs" data-tour={tour ? 'school-breadcrumbs' : undefined}>
      <ol>
        {items.map((crumb, i) => (
          <li key={i}>
            {crumb.href && i < items.length - 1 ? (
              <a href={crumb.href}>{crumb.label}</a>
            ) : (
              <span aria-current={i === items.length - 1 ? 'page' : undefined}>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
