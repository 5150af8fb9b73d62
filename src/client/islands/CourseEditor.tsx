import { useEffect, useId, useState } from 'react';
import type { UsableInteractive } from '../../shared/interactive';
import { COURSE_MAX_INTERACTIVES, COURSE_MIN_INTERACTIVES, COURSE_TITLE_MAX, type Course } from '../../shared/courses';
import { CODE_PLACEHOLDER, type RoomListItem } from '../../shared/rooms';
import { useIslandEnv } from '../island-env';
import { createPageApiClient } from '../api/page-client';
import { isApiError } from '../api/api-error';
import { SignedInGate } from '../components/SignedInGate';
import { askToConfirm, fieldValue, navigateTo } from '../dom';

export interface CourseEditorProps {
  signInHref: string | null;
  /** The live page of a room, with `__code__` for its code. */
  liveHref: string;
}

/** The course being written: a new one (`id` null) or one of the list; `titles` of its interactives as far as known. */
interface Draft {
  id: number | null;
  title: string;
  ids: number[];
  titles: Record<number, string>;
}

/** A page of `GET v3/interactives/usable`. */
interface UsablePage {
  items: UsableInteractive[];
  page: number;
  pageSize: number;
  total: number;
}

/** What the picker offers: the first page without a query, or the server's matches of one (more pages on demand). */
interface Found {
  q: string;
  items: UsableInteractive[];
  page: number;
  total: number;
}

type T = ReturnType<typeof useIslandEnv>['t'];

function moved(ids: number[], index: number, by: -1 | 1): number[] {
  const next = [...ids];
  const other = index + by;
  if (other < 0 || other >= next.length) return next;
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
}

/** Asks the server for the usable interactives matching `q` (all without one), page by page. */
async function findUsable(world: Parameters<typeof createPageApiClient>[0], q: string, page: number): Promise<UsablePage> {
  return createPageApiClient(world).get<UsablePage>('v3/interactives/usable', { query: { ...(q ? { q } : {}), page: String(page) } });
}

/**
 * The form of one course: title, then its interactives in order (up, down, remove) and a choice to
 * add one. The choice starts with the first page of usable interactives; the search asks the server
 * (`GET v3/interactives/usable?q=`), so every usable interactive can be found, and "more" pages on.
 */
function CourseForm({ draft, usable, onChange, onSave, onCancel, busy, t }: {
  draft: Draft;
  usable: Found;
  onChange: (draft: Draft) => void;
  onSave: () => void;
  onCancel: () => void;
  busy: boolean;
  t: T;
}) {
  const { world } = useIslandEnv();
  const titleId = useId();
  const addId = useId();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const [searching, setSearching] = useState(false);
  const [searchFailed, setSearchFailed] = useState(false);
  const shown = found ?? usable;
  const titles = new Map([...usable.items.map((item) => [item.id, item.title] as const), ...Object.entries(draft.titles).map(([id, title]) => [Number(id), title] as const)]);
  const addable = shown.items.filter((item) => !draft.ids.includes(item.id));
  const [adding, setAdding] = useState('');
  const toAdd = addable.some((item) => String(item.id) === adding) ? adding : String(addable[0]?.id ?? '');
  const full = draft.ids.length >= COURSE_MAX_INTERACTIVES;

  const search = async (q: string, page: number) => {
    setSearching(true);
    setSearchFailed(false);
    try {
      const answer = await findUsable(world, q, page);
      setFound((before) => ({ q, page: answer.page, total: answer.total, items: page > 1 && before ? [...before.items, ...answer.items] : answer.items }));
    } catch {
      setSearchFailed(true);
    } finally {
      setSearching(false);
    }
  };
  const add = () => {
    const item = shown.items.find((candidate) => String(candidate.id) === toAdd);
    if (item) onChange({ ...draft, ids: [...draft.ids, item.id], titles: { ...draft.titles, [item.id]: item.title } });
  };

  return (
    <form
      className="card course-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <div className="room-field">
        <label htmlFor={titleId}>{t('new-interactive:courses.titleLabel')}</label>
        <input id={titleId} required maxLength={COURSE_TITLE_MAX} value={draft.title} onChange={(event) => onChange({ ...draft, title: fieldValue(event.target) })} />
      </div>
      <fieldset className="course-steps">
        <legend>{t('new-interactive:courses.steps', { min: COURSE_MIN_INTERACTIVES, max: COURSE_MAX_INTERACTIVES })}</legend>
        {draft.ids.length === 0 ? <p className="field-hint">{t('new-interactive:courses.noSteps')}</p> : null}
        <ol className="course-step-list">
          {draft.ids.map((id, index) => {
            const title = titles.get(id) ?? t('new-interactive:courses.unavailable');
            return (
              <li key={id} className="course-step">
                <span>
                  {index + 1}. {title}
                </span>
                <button type="button" className="button-secondary" disabled={index === 0} onClick={() => onChange({ ...draft, ids: moved(draft.ids, index, -1) })} aria-label={t('new-interactive:courses.up', { title })}>
                  ↑
                </button>
                <button type="button" className="button-secondary" disabled={index === draft.ids.length - 1} onClick={() => onChange({ ...draft, ids: moved(draft.ids, index, 1) })} aria-label={t('new-interactive:courses.down', { title })}>
                  ↓
                </button>
                <button type="button" className="button-secondary" onClick={() => onChange({ ...draft, ids: draft.ids.filter((other) => other !== id) })} aria-label={t('new-interactive:courses.remove', { title })}>
                  ✕
                </button>
              </li>
            );
          })}
        </ol>
        {full ? null : (
          <div className="course-search" role="search">
            <label htmlFor={searchId}>{t('new-interactive:courses.search')}</label>
            <input
              id={searchId}
              type="search"
              maxLength={100}
              value={query}
              onChange={(event) => setQuery(fieldValue(event.target))}
              onKeyDown={(event) => {
                // Enter searches instead of saving the course.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void search(query.trim(), 1);
                }
              }}
            />
            <button type="button" className="button-secondary" disabled={searching} onClick={() => void search(query.trim(), 1)}>
              {t('new-interactive:courses.searchButton')}
            </button>
            <p className="field-hint" role="status">
              {searchFailed
                ? t('new-interactive:courses.searchFailed')
                : found && found.q
                  ? found.total === 0
                    ? t('new-interactive:courses.noMatch', { q: found.q })
                    : t('new-interactive:courses.matches', { count: found.total, q: found.q })
                  : ''}
            </p>
          </div>
        )}
        {addable.length > 0 && !full ? (
          <div className="course-add">
            <label htmlFor={addId}>{t('new-interactive:courses.add')}</label>
            <select id={addId} value={toAdd} onChange={(event) => setAdding(fieldValue(event.target))}>
              {addable.map((item) => (
                <option key={item.id} value={String(item.id)}>
                  {item.title}
                  {item.own ? '' : ` (${t('new-interactive:rooms.open.bought')})`}
                </option>
              ))}
            </select>
            <button type="button" className="button-secondary" disabled={!toAdd} onClick={add}>
              {t('new-interactive:courses.addButton')}
            </button>
          </div>
        ) : null}
        {!full && shown.items.length < shown.total ? (
          <p>
            <button type="button" className="button-secondary" disabled={searching} onClick={() => void search(shown.q, shown.page + 1)}>
              {t('new-interactive:courses.more')}
            </button>
          </p>
        ) : null}
      </fieldset>
      <p className="room-actions">
        <button type="submit" disabled={busy || draft.ids.length < COURSE_MIN_INTERACTIVES || !draft.title.trim()}>
          {t('new-interactive:courses.save')}
        </button>
        <button type="button" className="button-secondary" onClick={onCancel}>
          {t('new-interactive:courses.cancel')}
        </button>
      </p>
    </form>
  );
}

/**
 * The teacher's courses (docs/learning-rooms.md, "Courses"): ordered lists of interactives they
 * may use (own or bought); create, edit, delete, and open a learning room that plays one.
 */
function Courses({ liveHref }: { liveHref: string }) {
  const { t, world } = useIslandEnv();
  const [courses, setCourses] = useState<Course[] | null>(null);
  const [usable, setUsable] = useState<Found>({ q: '', items: [], page: 1, total: 0 });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const api = createPageApiClient(world);
    api.get<{ items: Course[] }>('v3/courses').then(
      (answer) => setCourses(answer.items),
      () => setProblem(t('new-interactive:courses.loadFailed')),
    );
    findUsable(world, '', 1).then(
      (answer) => setUsable({ q: '', items: answer.items, page: answer.page, total: answer.total }),
      () => setUsable({ q: '', items: [], page: 1, total: 0 }),
    );
  }, [world, t]);

  const run = async (work: () => Promise<void>, failed: string) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(t(isApiError(error) && error.serverError?.code === 'interactive_not_usable' ? 'new-interactive:courses.notUsable' : failed));
    } finally {
      setBusy(false);
    }
  };

  const save = (current: Draft) =>
    run(async () => {
      const api = createPageApiClient(world);
      const body = { title: current.title, interactiveIds: current.ids };
      const saved = current.id === null ? await api.post<Course>('v3/courses', { world, ...body }) : await api.request<Course>(`v3/courses/${current.id}`, { method: 'PUT', body });
      setCourses((list) => [saved, ...(list ?? []).filter((item) => item.id !== saved.id)]);
      setDraft(null);
    }, 'new-interactive:courses.saveFailed');

  const remove = (course: Course) => {
    if (!askToConfirm(t('new-interactive:courses.deleteConfirm', { title: course.title }))) return;
    void run(async () => {
      await createPageApiClient(world).request(`v3/courses/${course.id}`, { method: 'DELETE' });
      setCourses((list) => (list ?? []).filter((item) => item.id !== course.id));
    }, 'new-interactive:courses.saveFailed');
  };

  const open = (course: Course) =>
    run(async () => {
      const room = await createPageApiClient(world).post<RoomListItem>('v3/rooms', { courseId: course.id });
      navigateTo(liveHref.replace(CODE_PLACEHOLDER, room.code));
    }, 'new-interactive:rooms.open.failed');

  if (courses === null && !problem) return <p aria-busy="true">{t('new-interactive:rooms.live.loading')}</p>;
  return (
    <div className="course-editor">
      {problem ? (
        <p className="notice notice-error" role="alert">
          {problem}
        </p>
      ) : null}
      {draft ? (
        <CourseForm draft={draft} usable={usable} onChange={setDraft} onSave={() => void save(draft)} onCancel={() => setDraft(null)} busy={busy} t={t} />
      ) : (
        <p>
          <button type="button" className="button" onClick={() => setDraft({ id: null, title: '', ids: [], titles: {} })}>
            {t('new-interactive:courses.new')}
          </button>
        </p>
      )}
      {usable.total < COURSE_MIN_INTERACTIVES ? <p className="field-hint">{t('new-interactive:courses.needTwo')}</p> : null}
      {courses && courses.length === 0 ? (
        <div className="empty-state">
          <p>{t('new-interactive:courses.empty')}</p>
        </div>
      ) : null}
      <ul className="course-list" aria-label={t('new-interactive:courses.listLabel')}>
        {(courses ?? []).map((course) => (
          <li key={course.id} className="card course-item" data-course={course.id}>
            <h2 className="course-item-title">{course.title}</h2>
            <ol className="course-step-names">
              {course.interactives.map((item) => (
                <li key={item.id}>
                  {item.title} <span className="room-max">{t('new-interactive:mine.questions', { count: item.questionCount })}</span>
                </li>
              ))}
            </ol>
            <p className="room-actions">
              <button type="button" disabled={busy} onClick={() => void open(course)}>
                {t('new-interactive:rooms.open.submit')}
              </button>
              <button type="button" className="button-secondary" disabled={busy} onClick={() =>
                  setDraft({ id: course.id, title: course.title, ids: course.interactives.map((item) => item.id), titles: Object.fromEntries(course.interactives.map((item) => [item.id, item.title])) })
                }>
                {t('new-interactive:courses.edit')}
              </button>
              <button type="button" className="button-secondary" disabled={busy} onClick={() => remove(course)}>
                {t('new-interactive:courses.delete')}
              </button>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function CourseEditor({ signInHref, liveHref }: CourseEditorProps) {
  return <SignedInGate signInHref={signInHref}>{() => <Courses liveHref={liveHref} />}</SignedInGate>;
}
