import { useEffect, useId, useRef, useState } from 'react';
import type { Answer, Feedback, PlayableQuestion } from '../../shared/interactive';
import { useIslandEnv } from '../island-env';
import type { Translate } from '../i18n/translate';
import { AnswerInput, answerReady, gapParts, startingAnswer, type Draft } from './answer-inputs';
import type { AnswerSink, Checked } from './answer-sink';
import { mediaSrc } from './media';
import { focusElement } from '../dom';

export interface PlayerProps {
  title: string;
  questions: readonly PlayableQuestion[];
  /** Feedback after each question, or a summary at the end. */
  feedback: Feedback;
  sink: AnswerSink;
  /** Called once every answer is scored (rooms may close their socket). */
  onFinished?: (results: Record<string, Checked>) => void;
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
 * moves to each new question, and feedback is announced in a live region.
 */
export function Player({ title, questions, feedback, sink, onFinished }: PlayerProps) {
  const { t, world } = useIslandEnv();
  const uid = useId();
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, Draft>>({});
  const [results, setResults] = useState<Record<string, Checked>>({});
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [finished, setFinished] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    // Focus follows the player from the second screen on (not on load, which would jump the page).
    if (moved.current) focusElement(heading.current);
    moved.current = true;
  }, [index, finished]);

  if (questions.length === 0) return <p className="empty-state">{t('new-interactive:player.noQuestions')}</p>;

  if (finished) {
    const total = questions.reduce((sum, q) => sum + (results[q.id]?.points ?? 0), 0);
    const max = questions.reduce((sum, q) => sum + (results[q.id]?.max ?? q.points), 0);
    return (
      <section className="player" aria-labelledby={`${uid}-summary`}>
        <h2 id={`${uid}-summary`} ref={heading} tabIndex={-1}>
          {t('new-interactive:player.summary')}
        </h2>
        <p className="play-total" role="status">
          {t('new-interactive:player.total', { points: points(total, world), max: points(max, world) })}
        </p>
        <ol className="play-summary">
          {questions.map((q) => {
            const result = results[q.id];
            return (
              <li key={q.id}>
                <p className="play-summary-prompt">{q.prompt}</p>
                {result ? <Verdict question={q} result={result} /> : <p>{t('new-interactive:player.notScored')}</p>}
              </li>
            );
          })}
        </ol>
        <button
          type="button"
          className="button-secondary"
          onClick={() => {
            setAnswers({});
            setResults({});
            setFinished(false);
            setIndex(0);
          }}
        >
          {t('new-interactive:player.again')}
        </button>
      </section>
    );
  }

  const question = questions[Math.min(index, questions.length - 1)] as PlayableQuestion;
  const value = question.id in answers ? (answers[question.id] ?? null) : startingAnswer(question);
  const result = results[question.id];
  const shown = feedback === 'each' ? result : undefined;
  const last = index === questions.length - 1;
  const ready = answerReady(question, value);

  const finish = (all: Record<string, Checked>) => {
    setFinished(true);
    onFinished?.(all);
  };
  const next = () => (last ? finish(results) : setIndex(index + 1));

  const send = async () => {
    if (!answerReady(question, value) || sending) return;
    setSending(true);
    setFailed(false);
    try {
      const checked = await sink.submit(question.id, value);
      const all = { ...results, [question.id]: checked };
      setResults(all);
      // Feedback at the end: straight on to the next question.
      if (feedback === 'end') {
        if (last) finish(all);
        else setIndex(index + 1);
      }
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  };

  const legendId = `${uid}-q`;
  return (
    <section className="player" aria-labelledby={`${uid}-title`}>
      <div className="play-head">
        <h2 id={`${uid}-title`} className="play-title">
          {title}
        </h2>
        <p className="play-progress-text">{t('new-interactive:player.progress', { n: index + 1, count: questions.length })}</p>
        <progress className="play-progress" max={questions.length} value={index + (result ? 1 : 0)} aria-label={t('new-interactive:player.progressLabel')} />
      </div>
      <form
        className="play-question"
        onSubmit={(e) => {
          e.preventDefault();
          if (shown) next();
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
          <AnswerInput key={question.id} question={question} value={value} onChange={(a) => setAnswers({ ...answers, [question.id]: a })} locked={Boolean(result) || sending} uid={`${uid}-${question.id}`} />
        </fieldset>
        <div className="play-live" role="status" aria-live="polite">
          {shown ? <Verdict question={question} result={shown} /> : null}
          {failed ? <p className="form-status-error">{t('new-interactive:player.sendFailed')}</p> : null}
        </div>
        <div className="play-actions">
          {shown ? (
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
