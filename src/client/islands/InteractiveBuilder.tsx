import { useEffect, useMemo, useRef, useState } from 'react';
import { contentProblems, playableContent, QUESTION_KINDS, INTERACTIVE_QUESTIONS_MAX, INTERACTIVE_TITLE_MAX, INTERACTIVE_TEXT_MAX, type InteractiveContent, type Question, type QuestionKind } from '../../shared/interactive';
import { useIslandEnv } from '../island-env';
import { createPageApiClient } from '../api/page-client';
import { ApiError } from '../api/api-error';
import { moved, newQuestion } from '../interactive/builder-model';
import { QuestionEditor } from '../interactive/QuestionEditor';
import { Player } from '../interactive/Player';
import { checkSink } from '../interactive/answer-sink';
import { currentFragment, fieldValue, focusElement, focusFirst } from '../dom';
import { draftForSaving, type InteractiveDraft } from '../interactive/builder-api';

export interface InteractiveBuilderProps {
  interactiveId: number;
  /** My interactives, where the builder leads back to. */
  listHref: string | null;
}

type Status = { kind: 'idle' | 'saving' | 'saved' | 'published' | 'failed' | 'incomplete' | 'loadFailed' };

/**
 * The builder of one interactive (docs/interactive-screens.md, "Builder"): title, description,
 * feedback mode and the questions of every kind; save the draft, preview it with the player,
 * publish it. Problems that keep it from being published are listed at each question.
 */
export default function InteractiveBuilder({ interactiveId, listHref }: InteractiveBuilderProps) {
  const { t, world } = useIslandEnv();
  const api = useMemo(() => createPageApiClient(world), [world]);
  const [loaded, setLoaded] = useState<InteractiveDraft | null>(null);
  const [content, setContent] = useState<InteractiveContent | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [dirty, setDirty] = useState(false);
  const [tried, setTried] = useState(false);
  const [preview, setPreview] = useState<number | null>(null);
  const [kind, setKind] = useState<QuestionKind>('single');
  const previewRef = useRef<HTMLElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const [focusNew, setFocusNew] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    api.get<InteractiveDraft>(`v3/interactives/${interactiveId}/draft`).then(
      (draft) => {
        if (!live) return;
        setLoaded(draft);
        setContent(draft.content);
        // My interactives' "preview" link opens the builder with the player showing.
        if (currentFragment() === '#preview' && draft.content.questions.length > 0) setPreview(Date.now());
      },
      () => live && setStatus({ kind: 'loadFailed' }),
    );
    return () => {
      live = false;
    };
  }, [api, interactiveId]);

  useEffect(() => {
    if (preview !== null) focusElement(previewRef.current);
  }, [preview]);

  useEffect(() => {
    // A new question's prompt takes the focus once it is drawn.
    if (focusNew) focusFirst(root.current, `[id="q-${focusNew}-prompt"]`);
  }, [focusNew]);

  if (!content || !loaded) {
    return (
      <p className={status.kind === 'loadFailed' ? 'notice notice-error' : 'form-status'} role="status">
        {t(status.kind === 'loadFailed' ? 'common:form.loadFailed' : 'common:form.loading')}
      </p>
    );
  }

  const problems = contentProblems(content);
  const problemsOf = (id: string) => problems.find((p) => p.questionId === id)?.problems.filter((p) => p !== 'title' && p !== 'questions') ?? [];
  const whole = problems.find((p) => p.questionId === null)?.problems ?? [];

  const change = (next: InteractiveContent) => {
    setContent(next);
    setDirty(true);
    if (status.kind !== 'idle') setStatus({ kind: 'idle' });
  };
  const setQuestion = (i: number, q: Question) => change({ ...content, questions: content.questions.map((x, j) => (j === i ? q : x)) });

  const save = async (): Promise<boolean> => {
    setStatus({ kind: 'saving' });
    try {
      const saved = await api.request<InteractiveDraft>(`v3/interactives/${interactiveId}/draft`, { method: 'PUT', body: { content: draftForSaving(content) } });
      setLoaded(saved);
      setDirty(false);
      setStatus({ kind: 'saved' });
      return true;
    } catch {
      setStatus({ kind: 'failed' });
      return false;
    }
  };

  const publish = async () => {
    setTried(true);
    if (problems.length > 0) {
      setStatus({ kind: 'incomplete' });
      return;
    }
    if (!(await save())) return;
    setStatus({ kind: 'saving' });
    try {
      await api.post(`v3/interactives/${interactiveId}/publish`, {});
      setLoaded({ ...loaded, state: 'published' });
      setStatus({ kind: 'published' });
    } catch (error) {
      setStatus({ kind: error instanceof ApiError && error.serverError?.code === 'incomplete' ? 'incomplete' : 'failed' });
    }
  };

  const startPreview = async () => {
    if (dirty && !(await save())) return;
    setPreview(Date.now());
  };

  const statusText: Record<Status['kind'], string | null> = {
    idle: dirty ? t('new-interactive:builder.unsaved') : null,
    saving: t('new-interactive:builder.saving'),
    saved: t('new-interactive:builder.saved'),
    published: t('new-interactive:builder.publishedNow'),
    failed: t('new-interactive:builder.saveFailed'),
    incomplete: t('new-interactive:builder.incomplete', { count: problems.length }),
    loadFailed: t('common:form.loadFailed'),
  };

  return (
    <div className="builder" ref={root}>
      <p className="builder-state">
        <span className={`state-badge state-${loaded.state === 'published' ? 'published' : 'draft'}`}>{t(`new-interactive:state.${loaded.state === 'published' ? 'published' : 'draft'}`)}</span>
        {listHref ? <a href={listHref}>{t('new-interactive:builder.backToList')}</a> : null}
      </p>

      <fieldset className="builder-general">
        <legend>{t('new-interactive:builder.general')}</legend>
        <div className="field">
          <label htmlFor="builder-title">{t('new-interactive:builder.title')}</label>
          <input id="builder-title" type="text" value={content.title} maxLength={INTERACTIVE_TITLE_MAX} onChange={(e) => change({ ...content, title: fieldValue(e.target) })} aria-invalid={tried && whole.includes('title')} aria-describedby={tried && whole.includes('title') ? 'builder-title-error' : undefined} />
          {tried && whole.includes('title') ? (
            <p id="builder-title-error" className="field-error">
              {t('new-interactive:problems.title')}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor="builder-description">{t('new-interactive:builder.description')}</label>
          <textarea id="builder-description" rows={3} value={content.description} maxLength={INTERACTIVE_TEXT_MAX} onChange={(e) => change({ ...content, description: fieldValue(e.target) })} />
        </div>
        <fieldset>
          <legend>{t('new-interactive:builder.feedback')}</legend>
          {(['each', 'end'] as const).map((f) => (
            <label key={f} className="field-radio">
              <input type="radio" name="builder-feedback" checked={content.feedback === f} onChange={() => change({ ...content, feedback: f })} />
              {t(`new-interactive:builder.feedback_${f}`)}
            </label>
          ))}
        </fieldset>
      </fieldset>

      <h2>{t('new-interactive:builder.questions', { count: content.questions.length })}</h2>
      {content.questions.length === 0 ? <p className="empty-state">{t('new-interactive:builder.noQuestions')}</p> : null}
      <ol className="builder-questions">
        {content.questions.map((q, i) => (
          <QuestionEditor
            key={q.id}
            question={q}
            index={i}
            count={content.questions.length}
            problems={tried ? problemsOf(q.id) : []}
            onChange={(next) => setQuestion(i, next)}
            onMove={(to) => change({ ...content, questions: moved(content.questions, i, to) })}
            onRemove={() => change({ ...content, questions: content.questions.filter((x) => x.id !== q.id) })}
          />
        ))}
      </ol>

      <div className="builder-add">
        <div className="field">
          <label htmlFor="builder-kind">{t('new-interactive:builder.kind')}</label>
          <select id="builder-kind" value={kind} onChange={(e) => setKind(fieldValue(e.target) as QuestionKind)}>
            {QUESTION_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`new-interactive:kinds.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="button-secondary"
          disabled={content.questions.length >= INTERACTIVE_QUESTIONS_MAX}
          onClick={() => {
            const q = newQuestion(kind);
            change({ ...content, questions: [...content.questions, q] });
            setFocusNew(q.id);
          }}
        >
          {t('new-interactive:builder.addQuestion')}
        </button>
      </div>

      {tried && whole.includes('questions') ? <p className="field-error">{t('new-interactive:problems.questions')}</p> : null}

      <div className="builder-actions">
        <button type="button" className="button" onClick={() => void save()} disabled={status.kind === 'saving'}>
          {t('new-interactive:builder.save')}
        </button>
        <button type="button" className="button-secondary" onClick={() => void startPreview()} disabled={status.kind === 'saving' || content.questions.length === 0}>
          {t('new-interactive:builder.preview')}
        </button>
        <button type="button" className="button-secondary" onClick={() => void publish()} disabled={status.kind === 'saving'}>
          {t(loaded.state === 'published' ? 'new-interactive:builder.publishAgain' : 'new-interactive:builder.publish')}
        </button>
        <p className={status.kind === 'failed' || status.kind === 'incomplete' ? 'form-status form-status-error' : 'form-status'} role="status" aria-live="polite">
          {statusText[status.kind]}
        </p>
      </div>

      {preview !== null ? (
        <section className="builder-preview" aria-labelledby="builder-preview-h" tabIndex={-1} ref={previewRef}>
          <div className="builder-preview-head">
            <h2 id="builder-preview-h">{t('new-interactive:builder.previewHeading')}</h2>
            <button type="button" className="button-ghost" onClick={() => setPreview(null)}>
              {t('new-interactive:builder.closePreview')}
            </button>
          </div>
          <div className="builder-phone">
            <Player key={preview} {...playableContent(draftForSaving(content), preview)} sink={checkSink(world, interactiveId, 'draft')} />
          </div>
        </section>
      ) : null}
    </div>
  );
}
