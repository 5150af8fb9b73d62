import { usePage } from '../components/page-context';
import type { RouteName } from '../../shared/routes/types';

/**
 * The frame of a screen whose substance a later issue fills (docs/screens.md): its localized
 * heading and description inside the full layout.
 */
export function FramePage({ routeName }: { routeName: RouteName }) {
  const { t } = usePage();
  return (
    <section className="frame" data-screen={routeName}>
      <h1>{t(`meta:${routeName}.heading`)}</h1>
      <p className="lead">{t(`meta:${routeName}.description`)}</p>
    </section>
  );
}
