import { useEffect, useState, type ReactNode } from 'react';
import { isApiError } from '../api/api-error';
import { createPageApiClient } from '../api/page-client';
import { useIslandEnv } from '../island-env';

type Loaded<T> = { data: T | null } | { failed: true };

/**
 * Loads what a settings form edits (`GET <path>` → `{ data }`), then renders the form with it.
 * Nothing stored yet (null or 404) renders the form empty.
 */
export function AccountData<T>({ path, children }: { path: string; children: (data: T | null) => ReactNode }) {
  const { t, world } = useIslandEnv();
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);

  useEffect(() => {
    let live = true;
    createPageApiClient(world)
      .get<T | null>(path)
      .then(
        (data) => {
          if (live) setLoaded({ data: data ?? null });
        },
        (error: unknown) => {
          if (live) setLoaded(isApiError(error) && error.status === 404 ? { data: null } : { failed: true });
        },
      );
    return () => {
      live = false;
    };
  }, [path, world]);

  if (!loaded) {
    return (
      <p className="form-status" role="status" aria-live="polite">
        {t('common:form.loading')}
      </p>
    );
  }
  if ('failed' in loaded) {
    return (
      <p className="notice notice-error" role="status" aria-live="polite">
        {t('common:form.loadFailed')}
      </p>
    );
  }
  return children(loaded.data);
}
