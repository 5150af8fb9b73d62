import { useId, useState } from 'react';
import { useIslandEnv } from '../island-env';
import { createPageApiClient } from '../api/page-client';
import { fieldValue } from '../dom';
import { languageTag, worldLanguage } from '../../shared/worlds';
import { ERROR_REPORT_KINDS, type ErrorGroupView, type ErrorReportKind, type StaffErrorList } from '../../shared/error-reports';

export interface StaffErrorsProps {
  /** The groups as the page was made: newest first, unfiltered. */
  initial: StaffErrorList;
}

interface Filter {
  release: string;
  kind: '' | ErrorReportKind;
  order: 'recent' | 'count';
}

/**
 * The staff list of error reports (docs/error-reporting.md): the groups by message and release,
 * newest or most frequent first, filtered by release and kind; each with its counts, where and in
 * which browsers it happened, a sample stack, and a mark for "resolved".
 */
export default function StaffErrors({ initial }: StaffErrorsProps) {
  const { t, world } = useIslandEnv();
  const [list, setList] = useState(initial);
  const [filter, setFilter] = useState<Filter>({ release: '', kind: '', order: 'recent' });
  const [state, setState] = useState<'ready' | 'loading' | 'failed'>('ready');
  const ids = useId();

  const load = (next: Filter) => {
    setFilter(next);
    setState('loading');
    const query: Record<string, string> = { order: next.order };
    if (next.release) query.release = next.release;
    if (next.kind) query.kind = next.kind;
    createPageApiClient(world)
      .get<StaffErrorList>('v3/staff/errors', { query })
      .then(
        (answer) => {
          setList(answer);
          setState('ready');
        },
        () => setState('failed'),
      );
  };
  const replace = (group: ErrorGroupView) => setList((current) => ({ ...current, items: current.items.map((g) => (g.id === group.id ? group : g)) }));

  return (
    <div className="error-reports" aria-busy={state === 'loading' || undefined}>
      <form className="error-filters" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${ids}-release`}>{t('service-pages:errorReports.release')}</label>
        <select id={`${ids}-release`} value={filter.release} onChange={(e) => load({ ...filter, release: fieldValue(e.target) })}>
          <option value="">{t('service-pages:errorReports.allReleases')}</option>
          {list.releases.map((release) => (
            <option key={release} value={release}>
              {release}
            </option>
          ))}
        </select>
        <label htmlFor={`${ids}-kind`}>{t('service-pages:errorReports.kindLabel')}</label>
        <select id={`${ids}-kind`} value={filter.kind} onChange={(e) => load({ ...filter, kind: fieldValue(e.target) as Filter['kind'] })}>
          <option value="">{t('service-pages:errorReports.allKinds')}</option>
          {ERROR_REPORT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`service-pages:errorReports.kind.${kind}`)}
            </option>
          ))}
        </select>
        <label htmlFor={`${ids}-order`}>{t('service-pages:errorReports.order')}</label>
        <select id={`${ids}-order`} value={filter.order} onChange={(e) => load({ ...filter, order: fieldValue(e.target) === 'count' ? 'count' : 'recent' })}>
          <option value="recent">{t('service-pages:errorReports.orderRecent')}</option>
          <option value="count">{t('service-pages:errorReports.orderCount')}</option>
        </select>
      </form>
      {state === 'failed' ? (
        <p className="notice notice-error" role="alert">
          {t('service-pages:errorReports.loadFailed')}
        </p>
      ) : null}
      {list.items.length === 0 ? (
        <p className="empty-state">{t('service-pages:errorReports.empty')}</p>
      ) : (
        <ul className="error-groups">
          {list.items.map((group) => (
            <ErrorGroup key={group.id} group={group} tag={languageTag(worldLanguage(world))} onChanged={replace} />
          ))}
        </ul>
      )}
    </div>
  );
}

const dateTime = (iso: string, tag: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(tag, { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' }).format(date) + ' UTC';
};

function ErrorGroup({ group, tag, onChanged }: { group: ErrorGroupView; tag: string; onChanged: (group: ErrorGroupView) => void }) {
  const { t, world } = useIslandEnv();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const mark = (resolved: boolean) => {
    setPending(true);
    setFailed(false);
    createPageApiClient(world)
      .request(`v3/staff/errors/${group.id}/resolved`, { method: 'PUT', body: { resolved } })
      .then(
        () => onChanged({ ...group, resolved }),
        () => setFailed(true),
      )
      .finally(() => setPending(false));
  };
  const list = (items: string[]) => (items.length > 0 ? items.join(', ') : '–');
  return (
    <li className={group.resolved ? 'error-group error-group-resolved' : 'error-group'}>
      <div className="error-group-head">
        <span className="badge">{t(`service-pages:errorReports.kind.${group.kind}`)}</span>
        {group.resolved ? <span className="badge badge-new">{t('service-pages:errorReports.resolved')}</span> : null}
        <span className="error-group-count">{t('service-pages:errorReports.count', { count: group.count })}</span>
      </div>
      <p className="error-group-message">
        <code>{group.message}</code>
      </p>
      <dl className="error-group-facts">
        <dt>{t('service-pages:errorReports.release')}</dt>
        <dd>
          <code>{group.release}</code>
        </dd>
        <dt>{t('service-pages:errorReports.firstSeen')}</dt>
        <dd>{dateTime(group.firstSeen, tag)}</dd>
        <dt>{t('service-pages:errorReports.lastSeen')}</dt>
        <dd>{dateTime(group.lastSeen, tag)}</dd>
        <dt>{t('service-pages:errorReports.pages')}</dt>
        <dd>{list(group.pages)}</dd>
        <dt>{t('service-pages:errorReports.islands')}</dt>
        <dd>{list(group.islands)}</dd>
        <dt>{t('service-pages:errorReports.browsers')}</dt>
        <dd>{list(group.browsers)}</dd>
      </dl>
      {group.stack ? (
        <details className="error-group-stack">
          <summary>{t('service-pages:errorReports.stack')}</summary>
          <pre>{group.stack}</pre>
        </details>
      ) : null}
      <div className="error-group-actions">
        <button type="button" className={group.resolved ? 'button-secondary' : undefined} disabled={pending} onClick={() => mark(!group.resolved)}>
          {t(group.resolved ? 'service-pages:errorReports.reopen' : 'service-pages:errorReports.markResolved')}
        </button>
        {failed ? (
          <span className="field-error" role="alert">
            {t('service-pages:errorReports.markFailed')}
          </span>
        ) : null}
      </div>
    </li>
  );
}
