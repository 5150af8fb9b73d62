import type { ReactNode } from 'react';
import { usePage } from '../components/page-context';
import type { RouteName } from '../../shared/routes/types';

/**
 * The commerce screens (cart, payment, order confirmation, invoice purchase success): the
 * screen's heading from `meta:<name>` and its island; everything personal comes after hydration.
 */
export function CommerceScreen({ routeName, lead = true, children }: { routeName: RouteName; lead?: boolean; children: ReactNode }) {
  const { t } = usePage();
  return (
    <section className={`frame commerce-screen commerce-${routeName}`} data-screen={routeName}>
      <h1>{t(`meta:${routeName}.heading`)}</h1>
      {lead ? <p className="lead">{t(`meta:${routeName}.description`)}</p> : null}
      {children}
    </section>
  );
}
