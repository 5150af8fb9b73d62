import { useEffect, useId, useRef, useState } from 'react';
import type { Answer, Feedback, PlayableQuestion } from '../../shared/interactive';
import { useIslandEnv } from '../island-env';
import type { Translate } from '../i18n/translate';
import { AnswerInput, answerReady, gapParts, startingAnswer, type Draft } from './answer-inputs';
import type { AnswerSink, Checked, StoredAnswer } from './answer-sink';
import { mediaSrc } from './media';
import { focusElement } from '../dom';

export interface PlayerProps {
  title: string;
  questions: readonly PlayableQuestion[];
  /** Feedback after each question, or a summary at the end. */
  feedback: Feedback;
  sink: AnswerSink;
  /**
   * Answers stored before, e.g. a learning room's answers of this student (with scores and
   * solutions as the room gives them, updated live). They show read-only, and the player starts at
   * the first question without one (the summary when all have one).
   */
  stored?: Record<string, StoredAnswer>;
  /** Why answering is not possible now (a room locked or closed): shown, and the controls stay read-only. */
  paused?: string | null;
  /** Whether the summary offers to play again (solo play; a room keeps one answer per question). */
  again?: boolean;
  /** A refused answer in words (a room's lock or close); otherwise the connection message. */
  failure?: (error: unknown) => string | null;
  /** Whether the title shows (a page whose own heading already names the interactive keeps it for screen readers only). */
  showTitle?: boolean;
}

const points = (n: number, world: string) => n.toLocaleString(world === 'gr' ? 'el' : world, { maximumFractionDigits: 2 });

/** The right answer in words, from the solution the check sent back. */
function solutionText(question: PlayableQuestion, solution: Answer, t: Translate): string {
  switch (solution.kind) {
    case 'single':
    case 'image':
    case 'multiple': {
      if (question.kind !== 'single' && question.kind !== 'multiple' && question.kind !== 'image') return '';
      const ids = solution.kind === 'multiple' ? solution.choices : [solution.choice];
      return question.options.filter((o) => ids.includes(o.id)).map((o) => o.text || o.media?.alt || '').join(', ');
    }
    case 'true_false':
      return t(solution.value ? 'new-interactive:player.true' : 'new-interactive:player.false');
    case 'blanks':
      return question.kind === 'blanks' ? gapParts(question.text).filter((p) => p.gap !== null).map((p) => solution.values[p.gap ?? ''] ?? '').join(' · ') : '';
    case 'matching': {
      if (question.kind !== 'matching') return '';
      const right = new Map(question.rights.map((r) => [r.id, r.text]));
      return question.lefts.map((l) => `${l.text} → ${right.get(solution.pairs[l.id] ?? '') ?? ''}`).join('; ');
    }
    case 'ordering': {
      if (question.kind !== 'ordering') return '';
      const text = new Map(question.items.map((i) => [i.id, i.text]));
      return solution.order.map((id, i) => `${i + 1}. ${text.get(id) ?? ''}`).join('  ');
    }
    case 'short':
      return solution.value;
  }
}

function Verdict({ question, result }: { question: PlayableQuestion; result: Checked }) {
  const { t, world } = useIslandEnv();
  return (
    <div className={result.correct ? 'play-verdict play-verdict-right' : 'play-verdict play-verdict-wrong'}>
      <p>
        <strong>{t(result.correct ? 'new-interactive:player.right' : result.points > 0 ? 'new-interactive:player.partly' : 'new-interactive:player.wrong')}</strong>{' '}
        {t('new-interactive:player.points', { points: points(result.points, world), max: points(result.max, world) })}
      </p>
      {!result.correct && result.solution ? (
        <p>
          {t('new-interactive:player.solution')} {solutionText(question, result.solution, t)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Plays an interactive one question at a time (docs/interactive-screens.md, "Player"): every
 * control works by keyboard and touch (ordering with move buttons, matching with selects), focus
 * moves to each new question, and feedback is announced in a live region. Solo play, the builder's
 * preview and learning rooms all play with it; only the answer sink differs.
 */
export function Player({ title, questions, feedback, sink, stored, paused = null, again = true, failure, showTitle = true }: PlayerProps) {
  const { t, world } = useIslandEnv();
  const uid = useId();
  const firstOpen = () => questions.findIndex((q) => !stored?.[q.id]);
  const [index, setIndex] = useState(() => Math.max(0, firstOpen()));
  const [answers, setAnswers] = useState<Record<string, Draft>>({});
  const [local, setLocal] = useState<Record<string, StoredAnswer>>({});
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [finished, setFinished] = useState(() => questions.length > 0 && firstOpen() === -1);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    // Focus follows the player from the second screen on (not on load, which would jump the page).
    if (moved.current) focusElement(heading.current);
    moved.current = true;
  }, [index, finished]);

  if (questions.length === 0) return <p className="empty-state">{t('new-interactive:player.noQuestions')}</p>;
  // What the sink or the room says wins over what this player heard back itself.
  const done: Record<string, StoredAnswer> = { ...local, ...stored };
  const pausedNote = paused ? (
    <p className="notice notice-info" role="status">
      {paused}
    </p>
  ) : null;

  if (finished) {
    const answered = questions.filter((q) => done[q.id]);
    const scored = answered.every((q) => done[q.id]?.result);
    const total = questions.reduce((sum, q) => sum + (done[q.id]?.result?.points ?? 0), 0);
    const max = questions.reduce((sum, q) => sum + (done[q.id]?.result?.max ?? q.points), 0);
    return (
      <section className="player" aria-labelledby={`${uid}-title ${uid}-summary`}>
        <h2 id={`${uid}-title`} className={showTitle ? 'play-title' : 'play-title visually-hidden'} tabIndex={-1}>
          {title}
        </h2>
        <h3 id={`${uid}-summary`} className="play-summary-title" ref={heading} tabIndex={-1}>
          {t('new-interactive:player.summary')}
        </h3>
        {pausedNote}
        <p className="play-total" role="status">
          {scored ? t('new-interactive:player.total', { points: points(total, world), max: points(max, world) }) : t('new-interactive:player.waiting')}
        </p>
        <ol className="play-summary">
          {questions.map((q) => {
            const entry = done[q.id];
            return (
              <li key={q.id} data-question={q.id}>
                <p className="play-summary-prompt">{q.prompt}</p>
                {entry ? (
                  <p className="play-your-answer">
                    {t('new-interactive:player.yourAnswerWas')} <strong>{solutionText(q, entry.answer, t)}</strong>
                  </p>
                ) : null}
                {entry?.result ? <Verdict question={q} result={entry.result} /> : entry ? null : <p>{t('new-interactive:player.notScored')}</p>}
              </li>
            );
          })}
        </ol>
        {again ? (
          <button
            type="button"
            className="button-secondary"
            onClick={() => {
              setAnswers({});
              setLocal({});
              setFinished(false);
              setIndex(0);
            }}
          >
            {t('new-interactive:player.again')}
          </button>
        ) : null}
      </section>
    );
  }

  const question = questions[Math.min(index, questions.length - 1)] as PlayableQuestion;
  const entry = done[question.id];
  const value = entry ? entry.answer : question.id in answers ? (answers[question.id] ?? null) : startingAnswer(question);
  const shown = feedback === 'each' ? entry?.result : undefined;
  const last = index === questions.length - 1;
  const ready = answerReady(question, value) && !paused;

  const next = () => (last ? setFinished(true) : setIndex(index + 1));

  const send = async () => {
    if (!answerReady(question, value) || sending || paused) return;
    setSending(true);
    setFailed(null);
    try {
      const result = await sink.submit(question.id, value);
      setLocal((all) => ({ ...all, [question.id]: { answer: value, result } }));
      // Feedback at the end: straight on to the next question.
      if (feedback === 'end') next();
    } catch (error) {
      setFailed(failure?.(error) ?? t('new-interactive:player.sendFailed'));
    } finally {
      setSending(false);
    }
  };

  const legendId = `${uid}-q`;
  return (
    <section className="player" aria-labelledby={`${uid}-title`}>
      <div className="play-head">
        <h2 id={`${uid}-title`} className={showTitle ? 'play-title' : 'play-title visually-hidden'} tabIndex={-1}>
          {title}
        </h2>
        <p className="play-progress-text">{t('new-interactive:player.progress', { n: index + 1, count: questions.length })}</p>
        <progress className="play-progress" max={questions.length} value={index + (entry ? 1 : 0)} aria-label={t('new-interactive:player.progressLabel')} />
      </div>
      {pausedNote}
      <form
        className="play-question"
        data-question={question.id}
        data-answered={entry ? 'true' : 'false'}
        onSubmit={(e) => {
          e.preventDefault();
          if (entry) next();
          else void send();
        }}
      >
        <fieldset aria-describedby={`${uid}-points`}>
          <legend id={legendId}>
            <span ref={heading} tabIndex={-1} className="play-prompt">
              {question.prompt}
            </span>
          </legend>
          <p id={`${uid}-points`} className="field-hint">
            {t('new-interactive:player.worth', { count: question.points })}
          </p>
          {question.media ? <img className="play-media" src={mediaSrc(question.media.key)} alt={question.media.alt} /> : null}
          <AnswerInput key={question.id} question={question} value={value} onChange={(a) => setAnswers({ ...answers, [question.id]: a })} locked={Boolean(entry) || sending || Boolean(paused)} uid={`${uid}-${question.id}`} />
        </fieldset>
        <div className="play-live" role="status" aria-live="polite">
          {shown ? <Verdict question={question} result={shown} /> : null}
          {failed ? <p className="form-status-error">{failed}</p> : null}
        </div>
        <div className="play-actions">
          {entry ? (
            <button type="submit" className="button">
              {t(last ? 'new-interactive:player.showSummary' : 'new-interactive:player.next')}
            </button>
          ) : (
            <button type="submit" className="button" disabled={!ready || sending} aria-disabled={!ready || sending}>
              {t(feedback === 'each' ? 'new-interactive:player.check' : last ? 'new-interactive:player.finish' : 'new-interactive:player.next')}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
