import { useEffect, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import type { Statistics } from '../../shared/schemas/seller-earnings';
import { formatPrice } from '../../shared/money';
import { languageTag, worldLanguage } from '../../shared/worlds';
import { SignedInGate } from '../components/SignedInGate';
import { CabinetData } from '../components/cabinet-kit';
import { useIslandEnv } from '../island-env';
import { formatDay } from '../commerce/cabinet-format';
import { elementWidth, watchSize } from '../dom';
import { FilterForm, filterQuery, MaterialTable, SeriesTable, useAddressFilter, useLoadedStatistics, useNumber, type StatisticsFilter } from '../seller/earnings-kit';

export interface SalesChartsProps {
  signInHref: string | null;
}

/**
 * The author's figures over time as two uPlot charts (money; views, downloads and sales), each
 * with a text summary and the same figures as a table (decision 015, docs/seller-earnings.md).
 */
export default function SalesCharts({ signInHref }: SalesChartsProps) {
  const [filter, apply] = useAddressFilter();
  return <SignedInGate signInHref={signInHref}>{() => (filter ? <Charts filter={filter} onApply={apply} /> : null)}</SignedInGate>;
}

function Charts({ filter, onApply }: { filter: StatisticsFilter; onApply: (next: StatisticsFilter) => void }) {
  const { stats, materials, loaded: setStats } = useLoadedStatistics();
  return (
    <>
      <FilterForm filter={filter} worlds={stats?.worlds ?? []} materials={materials} onApply={onApply} />
      <CabinetData<Statistics> path="v3/seller/statistics" query={filterQuery(filter)}>
        {(loaded) => <Loaded stats={loaded} onLoad={setStats} />}
      </CabinetData>
    </>
  );
}

/** Seconds since 1970 of a period's first day (uPlot's time scale). */
function periodSeconds(period: string): number {
  const [y, m, d] = period.split('-').map(Number);
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) / 1000;
}

const COLOURS = ['#1b6e53', '#c2570c', '#3459a6'];

function Loaded({ stats, onLoad }: { stats: Statistics; onLoad: (stats: Statistics) => void }) {
  const { t, world } = useIslandEnv();
  const n = useNumber();
  useEffect(() => onLoad(stats), [stats, onLoad]);
  const tag = languageTag(worldLanguage(world));
  const charts = useMemo(() => {
    const dateFormat = new Intl.DateTimeFormat(tag, stats.interval === 'month' ? { month: 'short', year: '2-digit', timeZone: 'UTC' } : { day: 'numeric', month: 'numeric', timeZone: 'UTC' });
    const xs = stats.series.map((p) => periodSeconds(p.period));
    const count = (value: number) => n(Math.round(value));
    return {
      money: {
        xs,
        dateFormat,
        format: (value: number) => formatPrice(Math.round(value * 100), stats.currency),
        axis: (value: number) => new Intl.NumberFormat(tag, { style: 'currency', currency: stats.currency, maximumFractionDigits: 0 }).format(value),
        series: [
          { label: t('cabinet-sales:sales.columns.royalty'), values: stats.series.map((p) => p.royalty / 100) },
          { label: t('cabinet-sales:sales.columns.net'), values: stats.series.map((p) => p.net / 100) },
        ],
      },
      activity: {
        xs,
        dateFormat,
        format: count,
        axis: count,
        series: [
          { label: t('cabinet-sales:sales.columns.views'), values: stats.series.map((p) => p.views) },
          { label: t('cabinet-sales:sales.columns.downloads'), values: stats.series.map((p) => p.downloads) },
          { label: t('cabinet-sales:sales.columns.sales'), values: stats.series.map((p) => p.sales) },
        ],
      },
    };
    // `n` and `t` follow the world, which `tag` stands for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stats, tag]);
  const summary = t('cabinet-sales:sales.chartSummary', {
    sales: n(stats.totals.sales),
    downloads: n(stats.totals.downloads),
    views: n(stats.totals.views),
    royalty: formatPrice(stats.totals.royalty, stats.currency),
    from: formatDay(stats.from, world),
    to: formatDay(stats.to, world),
  });
  return (
    <>
      <p className="earnings-summary">{summary}</p>
      <Chart title={t('cabinet-sales:sales.chartRevenue')} xLabel={t('cabinet-sales:sales.columns.period')} summary={summary} {...charts.money} />
      <Chart title={t('cabinet-sales:sales.chartActivity')} xLabel={t('cabinet-sales:sales.columns.period')} summary={summary} {...charts.activity} />
      <details className="earnings-alternative">
        <summary>{t('cabinet-sales:sales.tableAlternative')}</summary>
        <SeriesTable stats={stats} caption={t('cabinet-sales:sales.overTime')} />
      </details>
      <section aria-labelledby="charts-by-material">
        <h2 id="charts-by-material">{t('cabinet-sales:sales.byMaterial')}</h2>
        <MaterialTable stats={stats} limit={10} />
      </section>
    </>
  );
}

interface ChartProps {
  title: string;
  /** The x values' name in the legend. */
  xLabel: string;
  /** Short labels of the y axis (whole units). */
  axis: (value: number) => string;
  summary: string;
  xs: number[];
  dateFormat: Intl.DateTimeFormat;
  series: { label: string; values: number[] }[];
  format: (value: number) => string;
}

function Chart({ title, xLabel, axis, summary, xs, dateFormat, series, format }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const width = () => Math.max(260, elementWidth(element));
    const plot = new uPlot(
      {
        width: width(),
        height: 220,
        cursor: { drag: { x: false, y: false } },
        legend: { live: true },
        scales: { x: { time: true } },
        axes: [
          { values: (_u, splits) => splits.map((s) => dateFormat.format(new Date(s * 1000))), space: 56, stroke: '#444', grid: { stroke: '#e6e6e6' } },
          { values: (_u, splits) => splits.map(axis), size: 72, stroke: '#444', grid: { stroke: '#e6e6e6' } },
        ],
        series: [
          { label: xLabel, value: (_u, v) => (v === null ? '–' : dateFormat.format(new Date(v * 1000))) },
          ...series.map((s, i) => ({
            label: s.label,
            stroke: COLOURS[i % COLOURS.length],
            width: 2,
            points: { show: xs.length <= 31 },
            value: (_u: uPlot, v: number | null) => (v === null ? '–' : format(v)),
          })),
        ],
      },
      [xs, ...series.map((s) => s.values)],
      element,
    );
    const stop = watchSize(element, () => plot.setSize({ width: width(), height: 220 }));
    return () => {
      stop();
      plot.destroy();
    };
  }, [xs, series, dateFormat, format, axis, xLabel]);
  return (
    <figure className="earnings-chart">
      <figcaption>{title}</figcaption>
      <div ref={box} role="img" aria-label={`${title}: ${summary}`} />
    </figure>
  );
}
