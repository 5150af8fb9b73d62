import { useEffect, useState, type ReactNode } from 'react';
import { createPageApiClient } from '../api/page-client';
import type { Query } from '../api/request-url';
import { useIslandEnv } from '../island-env';
import type { ListPager } from '../commerce/cabinet-format';

type Loaded<T> = { data: T } | { failed: true };

/**
 * Loads a signed-in user's cabinet data (`GET <path>` → `{ data }`) once the island runs in the
 * browser, then renders it. The edge and the first browser render show the loading note.
 */
export function CabinetData<T>({ path, query, children }: { path: string; query?: Query; children: (data: T) => ReactNode }) {
  const { t, world } = useIslandEnv();
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  const queryKey = JSON.stringify(query ?? {});

  useEffect(() => {
    let live = true;
    createPageApiClient(world)
      .get<T>(path, { query: JSON.parse(queryKey) as Query })
      .then(
        (data) => {
          if (live) setLoaded({ data });
        },
        () => {
          if (live) setLoaded({ failed: true });
        },
      );
    return () => {
      live = false;
    };
  }, [path, queryKey, world]);

  if (!loaded) {
    return (
      <p className="form-status" role="status" aria-live="polite">
        {t('common:form.loading')}
      </p>
    );
  }
  if ('failed' in loaded) {
    return (
      <p className="notice notice-error" role="alert">
        {t('common:form.loadFailed')}
      </p>
    );
  }
  return children(loaded.data);
}

/** Previous / next links of a paged cabinet list; nothing when everything fits on one page. */
export function CabinetPager({ pager, label }: { pager: ListPager; label: string }) {
  const { t } = useIslandEnv();
  if (pager.pages <= 1) return null;
  return (
    <nav aria-label={label} className="pagination">
      {pager.prevHref ? (
        <a rel="prev" href={pager.prevHref}>
          {t('cabinet-materials:pager.previous')}
        </a>
      ) : null}
      <span>{t('cabinet-materials:pager.pageOf', { page: pager.page, pages: pager.pages })}</span>
      {pager.nextHref ? (
        <a rel="next" href={pager.nextHref}>
          {t('cabinet-materials:pager.next')}
        </a>
      ) : null}
    </nav>
  );
}
