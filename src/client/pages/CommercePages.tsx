import { usePage } from '../components/page-context';
import type { RouteName } from '../../shared/routes/types';

/**
 * The commerce screens (cart, payment, order confirmation, invoice purchase success): the
 * screen's heading from `meta:<name>` and its island; everything personal comes after hydration.
 */
export function CommerceScreen({ routeName, island, props, lead = true }: { routeName: RouteName; island: string; props: Record<string, unknown>; lead?: boolean }) {
  const { t, island: renderIsland } = usePage();
  return (
    <section className={`frame commerce-screen commerce-${routeName}`} data-screen={routeName}>
      <h1>{t(`meta:${routeName}.heading`)}</h1>
      {lead ? <p className="lead">{t(`meta:${routeName}.description`)}</p> : null}
      {renderIsland(island, props)}
    </section>
  );
}
