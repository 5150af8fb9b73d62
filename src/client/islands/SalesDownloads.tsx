import { useEffect } from 'react';
import type { Statistics } from '../../shared/schemas/seller-earnings';
import { SignedInGate } from '../components/SignedInGate';
import { CabinetData } from '../components/cabinet-kit';
import { useIslandEnv } from '../island-env';
import { csvHref, FilterForm, filterQuery, MaterialTable, SeriesTable, useAddressFilter, useLoadedStatistics, type StatisticsFilter } from '../seller/earnings-kit';

export interface SalesDownloadsProps {
  signInHref: string | null;
}

/** The author's sales, downloads, views and revenue per material and over time, with CSV export (docs/seller-earnings.md). */
export default function SalesDownloads({ signInHref }: SalesDownloadsProps) {
  const [filter, apply] = useAddressFilter();
  return <SignedInGate signInHref={signInHref}>{() => (filter ? <Report filter={filter} onApply={apply} /> : null)}</SignedInGate>;
}

function Report({ filter, onApply }: { filter: StatisticsFilter; onApply: (next: StatisticsFilter) => void }) {
  const { t, world } = useIslandEnv();
  const { stats, materials, loaded: setStats } = useLoadedStatistics();
  return (
    <>
      <FilterForm filter={filter} worlds={stats?.worlds ?? []} materials={materials} onApply={onApply} />
      <p>
        <a className="button" href={csvHref(world, filter)} download>
          {t('cabinet-sales:sales.export')}
        </a>
      </p>
      <CabinetData<Statistics> path="v3/seller/statistics" query={filterQuery(filter)}>
        {(loaded) => <Tables stats={loaded} onLoad={setStats} />}
      </CabinetData>
    </>
  );
}

function Tables({ stats, onLoad }: { stats: Statistics; onLoad: (stats: Statistics) => void }) {
  const { t } = useIslandEnv();
  useEffect(() => onLoad(stats), [stats, onLoad]);
  return (
    <>
      <section aria-labelledby="sales-by-material">
        <h2 id="sales-by-material">{t('cabinet-sales:sales.byMaterial')}</h2>
        <MaterialTable stats={stats} />
      </section>
      <section aria-labelledby="sales-over-time">
        <h2 id="sales-over-time">{t('cabinet-sales:sales.overTime')}</h2>
        <SeriesTable stats={stats} caption={t('cabinet-sales:sales.overTime')} />
      </section>
    </>
  );
}
