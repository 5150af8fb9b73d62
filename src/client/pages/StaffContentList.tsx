import type { ContentPageList } from '../../shared/schemas/content';
import { MAIN_WORLDS } from '../../shared/worlds';
import { usePage } from '../components/page-context';

/**
 * The staff overview of content pages (docs/content.md): every world with its pages and their
 * state; the main worlds open, the further worlds folded.
 */
export function StaffContentList({ list, editorHref }: { list: ContentPageList; editorHref: (world: string, pageKey: string) => string }) {
  const { t } = usePage();
  return (
    <>
      <h1>{t('meta:staffContent.heading')}</h1>
      <p className="lead">{t('meta:staffContent.description')}</p>
      {list.worlds.map(({ world, pages }) => {
        const published = pages.filter((p) => p.state !== 'unpublished').length;
        return (
          <details key={world} className="cms-world" open={(MAIN_WORLDS as readonly string[]).includes(world)}>
            <summary>
              <strong>{world}</strong> · {t('service-pages:cms.publishedCount', { published, total: pages.length })}
            </summary>
            <ul className="cms-pages">
              {pages.map((page) => (
                <li key={page.pageKey}>
                  <a href={editorHref(world, page.pageKey)}>{page.title ?? page.pageKey}</a>
                  <span className={`cms-state cms-state-${page.state}`}>{t(`service-pages:cms.state.${page.state}`)}</span>
                  <small className="cms-meta">
                    {page.pageKey} · {page.path}
                  </small>
                </li>
              ))}
            </ul>
          </details>
        );
      })}
    </>
  );
}
