import { useState } from 'react';
import { useIslandEnv } from '../island-env';
import { navigateTo } from '../dom';
import { SignedInGate } from '../components/SignedInGate';
import { CabinetData } from '../components/cabinet-kit';
import { createPageApiClient } from '../api/page-client';
import { formatDay } from '../commerce/cabinet-format';
import { ID_PLACEHOLDER } from '../href-template';
import { emptyContent } from '../interactive/builder-model';
import type { MyInteractive } from '../interactive/builder-api';
import type { UsableInteractive } from '../../shared/interactive';

export interface MyInteractivesProps {
  signInHref: string | null;
  /** The editor's address with `__id__` for the interactive's id. */
  editorHref: string;
  /** The play screen's address with `__id__` for the interactive's id. */
  playHref: string;
  /** Show only the newest few (the interactive home); null: all. */
  limit: number | null;
  /** My interactives, when only the newest are shown. */
  allHref: string | null;
}

const editorOf = (template: string, id: number) => template.replace(ID_PLACEHOLDER, String(id));

/** Creates an empty interactive (`POST v3/interactives`) and opens its builder. */
export function NewInteractiveButton({ editorHref }: { editorHref: string }) {
  const { t, world } = useIslandEnv();
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');
  const create = async () => {
    setState('pending');
    try {
      const { id } = await createPageApiClient(world).post<{ id: number }>('v3/interactives', { world, content: { ...emptyContent(), title: t('new-interactive:builder.untitled') } });
      navigateTo(editorOf(editorHref, id));
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="interactive-new">
      <button type="button" className="button" onClick={() => void create()} disabled={state === 'pending'}>
        {t('new-interactive:mine.new')}
      </button>
      {state === 'failed' ? (
        <p className="notice notice-error" role="alert">
          {t('new-interactive:mine.createFailed')}
        </p>
      ) : null}
    </div>
  );
}

function Rows({ items, editorHref, playHref, limit, allHref }: { items: MyInteractive[]; editorHref: string; playHref: string; limit: number | null; allHref: string | null }) {
  const { t, world } = useIslandEnv();
  if (items.length === 0) {
    return (
      <div className="empty-state">
        <p>{t('new-interactive:mine.empty')}</p>
      </div>
    );
  }
  const shown = limit === null ? items : items.slice(0, limit);
  return (
    <>
      <ul className="interactive-list" aria-label={t('new-interactive:mine.listLabel')}>
        {shown.map((item) => (
          <li key={item.id} className="card interactive-item">
            <div className="interactive-item-head">
              <a href={editorOf(editorHref, item.id)} className="interactive-item-title">
                {item.title || t('new-interactive:builder.untitled')}
              </a>
              <span className={`state-badge state-${item.state}`}>{t(`new-interactive:state.${item.state}`)}</span>
            </div>
            <p className="interactive-item-facts">
              {t('new-interactive:mine.questions', { count: item.questionCount })}
              {' · '}
              {t('new-interactive:mine.changedOn', { date: formatDay(item.updatedAt, world) })}
              {item.publishedAt ? ` · ${t('new-interactive:mine.publishedOn', { date: formatDay(item.publishedAt, world) })}` : ''}
            </p>
            <p className="interactive-item-actions">
              <a href={editorOf(editorHref, item.id)}>{t('new-interactive:mine.edit')}</a>
              <a href={`${editorOf(editorHref, item.id)}#preview`}>{t('new-interactive:mine.preview')}</a>
              {item.state === 'published' ? <a href={editorOf(playHref, item.id)}>{t('new-interactive:mine.play')}</a> : null}
            </p>
          </li>
        ))}
      </ul>
      {limit !== null && items.length > limit && allHref ? (
        <p>
          <a href={allHref}>{t('new-interactive:mine.all', { count: items.length })}</a>
        </p>
      ) : null}
    </>
  );
}

/** The signed-in user's interactives, drafts and published, newest change first, with a "new interactive" button. */
/** Interactives the user may play through a purchase (theirs or their school's), with their play link. */
function Bought({ items, playHref }: { items: UsableInteractive[]; playHref: string }) {
  const { t } = useIslandEnv();
  const bought = items.filter((item) => !item.own);
  if (bought.length === 0) return null;
  return (
    <section className="interactive-bought" aria-labelledby="interactive-bought-heading">
      <h2 id="interactive-bought-heading">{t('new-interactive:mine.bought')}</h2>
      <p className="field-hint">{t('new-interactive:mine.boughtLead')}</p>
      <ul className="interactive-list">
        {bought.map((item) => (
          <li key={item.id} className="card interactive-item">
            <div className="interactive-item-head">
              <a href={editorOf(playHref, item.id)} className="interactive-item-title">
                {item.title}
              </a>
            </div>
            <p className="interactive-item-facts">{t('new-interactive:mine.questions', { count: item.questionCount })}</p>
            <p className="interactive-item-actions">
              <a href={editorOf(playHref, item.id)}>{t('new-interactive:mine.play')}</a>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function MyInteractives({ signInHref, editorHref, playHref, limit, allHref }: MyInteractivesProps) {
  return (
    <SignedInGate signInHref={signInHref}>
      {() => (
        <>
          <NewInteractiveButton editorHref={editorHref} />
          <CabinetData<{ items: MyInteractive[] }> path="v3/interactives/mine">
            {({ items }) => <Rows items={items} editorHref={editorHref} playHref={playHref} limit={limit} allHref={allHref} />}
          </CabinetData>
          {limit === null ? (
            <CabinetData<{ items: UsableInteractive[] }> path="v3/interactives/usable">
              {({ items }) => <Bought items={items} playHref={playHref} />}
            </CabinetData>
          ) : null}
        </>
      )}
    </SignedInGate>
  );
}
