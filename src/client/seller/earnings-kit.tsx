/**
 * What the seller's sales, charts and fees screens share (docs/seller-earnings.md): the filter
 * form, the query it makes, the per-material and over-time tables.
 */
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useAfterHydration } from '../hooks/useAfterHydration';
import type { Statistics } from '../../shared/schemas/seller-earnings';
import { formatPrice } from '../../shared/money';
import { formatNumber } from '../../shared/format';
import { languageTag, worldLanguage, WORLDS, type World } from '../../shared/worlds';
import { useIslandEnv } from '../island-env';
import { currentPath, currentSearch, fieldValue, replaceAddress } from '../dom';

export interface StatisticsFilter {
  from: string;
  to: string;
  in: string;
  material: string;
  interval: 'day' | 'month';
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The last twelve months by month, or what the address asks for (`?material=5&from=…`). */
function initialFilter(search: string, now: Date): StatisticsFilter {
  const params = new URLSearchParams(search);
  const valid = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);
  const material = params.get('material') ?? '';
  const world = params.get('in') ?? '';
  return {
    from: valid(params.get('from')) ?? day(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1))),
    to: valid(params.get('to')) ?? day(now),
    in: (WORLDS as readonly string[]).includes(world) ? world : '',
    material: /^\d{1,10}$/.test(material) ? material : '',
    interval: params.get('interval') === 'day' ? 'day' : 'month',
  };
}

export function filterQuery(filter: StatisticsFilter): Record<string, string> {
  const query: Record<string, string> = { from: filter.from, to: filter.to, interval: filter.interval };
  if (filter.in) query.in = filter.in;
  if (filter.material) query.material = filter.material;
  return query;
}

/** The filter from the page address, once the island runs in the browser (null before), and how to change it. */
export function useAddressFilter(): [StatisticsFilter | null, (next: StatisticsFilter) => void] {
  const hydrated = useAfterHydration(true, false);
  const [applied, setApplied] = useState<StatisticsFilter | null>(null);
  const fromAddress = useMemo(() => (hydrated ? initialFilter(currentSearch(), new Date()) : null), [hydrated]);
  const apply = (next: StatisticsFilter) => {
    setApplied(next);
    replaceAddress(`${currentPath()}?${new URLSearchParams(filterQuery(next)).toString()}`);
  };
  return [applied ?? fromAddress, apply];
}

export function FilterForm({ filter, worlds, materials, onApply }: { filter: StatisticsFilter; worlds: string[]; materials: { id: number; title: string }[]; onApply: (next: StatisticsFilter) => void }) {
  const { t } = useIslandEnv();
  const [draft, setDraft] = useState(filter);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.from <= draft.to) onApply(draft);
  };
  return (
    <form className="earnings-filters" onSubmit={submit} aria-label={t('cabinet-sales:sales.filters')}>
      <label>
        {t('cabinet-sales:sales.from')}
        <input type="date" value={draft.from} max={draft.to} required onChange={(e) => setDraft({ ...draft, from: fieldValue(e.target) })} />
      </label>
      <label>
        {t('cabinet-sales:sales.to')}
        <input type="date" value={draft.to} min={draft.from} required onChange={(e) => setDraft({ ...draft, to: fieldValue(e.target) })} />
      </label>
      {worlds.length > 1 ? (
        <label>
          {t('cabinet-sales:sales.world')}
          <select value={draft.in} onChange={(e) => setDraft({ ...draft, in: fieldValue(e.target) })}>
            <option value="">{t('cabinet-sales:sales.allWorlds')}</option>
            {worlds.map((w) => (
              <option key={w} value={w}>
                {w.toUpperCase()}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label>
        {t('cabinet-sales:sales.material')}
        <select value={draft.material} onChange={(e) => setDraft({ ...draft, material: fieldValue(e.target) })}>
          <option value="">{t('cabinet-sales:sales.allMaterials')}</option>
          {materials.map((m) => (
            <option key={m.id} value={String(m.id)}>
              {m.title.length > 60 ? `${m.title.slice(0, 58)}…` : m.title}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('cabinet-sales:sales.interval')}
        <select value={draft.interval} onChange={(e) => setDraft({ ...draft, interval: fieldValue(e.target) === 'day' ? 'day' : 'month' })}>
          <option value="month">{t('cabinet-sales:sales.month')}</option>
          <option value="day">{t('cabinet-sales:sales.day')}</option>
        </select>
      </label>
      <button type="submit" className="button">
        {t('cabinet-sales:sales.apply')}
      </button>
    </form>
  );
}

/** The last statistics loaded, and the materials of the widest answer so far, for the material filter. */
export function useLoadedStatistics(): { stats: Statistics | null; materials: { id: number; title: string }[]; loaded: (stats: Statistics) => void } {
  const [stats, setStats] = useState<Statistics | null>(null);
  const [materials, setMaterials] = useState<{ id: number; title: string }[]>([]);
  const loaded = useCallback((next: Statistics) => {
    setStats(next);
    setMaterials((known) => (next.materials.length > known.length ? next.materials.map((m) => ({ id: m.id, title: m.title })) : known));
  }, []);
  return { stats, materials, loaded };
}

export function csvHref(world: World, filter: StatisticsFilter): string {
  const query = new URLSearchParams({ ...filterQuery(filter), lang: worldLanguage(world), world });
  return `/api/v3/seller/statistics/csv?${query.toString()}`;
}

export function useNumber(): (value: number) => string {
  const { world } = useIslandEnv();
  const tag = languageTag(worldLanguage(world));
  return (value: number) => formatNumber(value, tag);
}

/** Materials with something to show (sales, refunds, downloads or views), at most `limit` of them. */
export function MaterialTable({ stats, limit = 500 }: { stats: Statistics; limit?: number }) {
  const { t } = useIslandEnv();
  const n = useNumber();
  const money = (minor: number) => formatPrice(minor, stats.currency);
  const rows = stats.materials.filter((m) => m.sales + m.refunds + m.downloads + m.views > 0).slice(0, limit);
  if (rows.length === 0) {
    return (
      <div className="empty-state">
        <p>{t('cabinet-sales:sales.empty')}</p>
      </div>
    );
  }
  return (
    <div className="table-scroll">
      <table className="cabinet-table earnings-table">
        <caption className="visually-hidden">{t('cabinet-sales:sales.byMaterial')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('cabinet-sales:sales.columns.material')}</th>
            <th scope="col" className="amount">{t('cabinet-sales:sales.columns.sales')}</th>
            <th scope="col" className="amount">{t('cabinet-sales:sales.columns.downloads')}</th>
            <th scope="col" className="amount">{t('cabinet-sales:sales.columns.views')}</th>
            <th scope="col" className="amount">{t('cabinet-sales:sales.columns.net')}</th>
            <th scope="col" className="amount">{t('cabinet-sales:sales.columns.royalty')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((m) => (
            <tr key={m.id}>
              <th scope="row">
                {m.title} <span className="earnings-id">#{m.id}</span>
              </th>
              <td className="amount">
                {n(m.sales - m.refunds)}
                {m.refunds > 0 ? <span className="earnings-id"> (−{n(m.refunds)})</span> : null}
              </td>
              <td className="amount">{n(m.downloads)}</td>
              <td className="amount">{n(m.views)}</td>
              <td className="amount">{money(m.net)}</td>
              <td className="amount">{money(m.royalty)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('cabinet-sales:sales.totals')}</th>
            <td className="amount">{n(stats.totals.sales)}</td>
            <td className="amount">{n(stats.totals.downloads)}</td>
            <td className="amount">{n(stats.totals.views)}</td>
            <td className="amount">{money(stats.totals.net)}</td>
            <td className="amount">{money(stats.totals.royalty)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export function SeriesTable({ stats, caption }: { stats: Statistics; caption: string }) {
  const { t } = useIslandEnv();
  const n = useNumber();
  const money = (minor: number) => formatPrice(minor, stats.currency);
  return (
    <div className="table-scroll">
      <table className="cabinet-table earnings-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('cabinet-sales:sales.columns.period')}</th>
            <th scope="col" className="amount">{t('cabinet-sales:sales.columns.sales')}</th>
            <th scope="col" className="amount">{t('cabinet-sales:sales.columns.downloads')}</th>
            <th scope="col" className="amount">{t('cabinet-sales:sales.columns.views')}</th>
            <th scope="col" className="amount">{t('cabinet-sales:sales.columns.net')}</th>
            <th scope="col" className="amount">{t('cabinet-sales:sales.columns.royalty')}</th>
          </tr>
        </thead>
        <tbody>
          {stats.series.map((p) => (
            <tr key={p.period}>
              <th scope="row">
                <time dateTime={p.period}>{p.period}</time>
              </th>
              <td className="amount">{n(p.sales)}</td>
              <td className="amount">{n(p.downloads)}</td>
              <td className="amount">{n(p.views)}</td>
              <td className="amount">{money(p.net)}</td>
              <td className="amount">{money(p.royalty)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
