import { useState } from 'react';
import type { Answer, PlayableQuestion } from '../../shared/interactive';
import { useIslandEnv } from '../island-env';
import { mediaSrc } from './media';
import { fieldValue } from '../dom';

/** A question's answer while it is being given: nothing yet, or an answer of its kind. */
export type Draft = Answer | null;

interface InputProps<K extends PlayableQuestion['kind']> {
  question: Extract<PlayableQuestion, { kind: K }>;
  value: Draft;
  onChange: (answer: Answer) => void;
  /** The answer was sent: the controls stay visible and read-only. */
  locked: boolean;
  /** Ids unique on the page (React `useId` of the player). */
  uid: string;
}

const GAP = /\[\[([A-Za-z0-9_-]{1,40})\]\]/g;

/** The text of a blanks question cut at its gaps: text, gap id, text, gap id, … */
export function gapParts(text: string): { text: string; gap: string | null }[] {
  const parts: { text: string; gap: string | null }[] = [];
  let last = 0;
  for (const match of text.matchAll(GAP)) {
    parts.push({ text: text.slice(last, match.index), gap: match[1] ?? null });
    last = (match.index ?? 0) + match[0].length;
  }
  parts.push({ text: text.slice(last), gap: null });
  return parts;
}

function Choices({ question, value, onChange, locked, uid }: InputProps<'single' | 'image' | 'multiple'>) {
  const multiple = question.kind === 'multiple';
  const picked = value?.kind === 'multiple' ? value.choices : value && (value.kind === 'single' || value.kind === 'image') ? [value.choice] : [];
  const toggle = (id: string) => {
    if (!multiple) return onChange({ kind: question.kind === 'image' ? 'image' : 'single', choice: id });
    const next = picked.includes(id) ? picked.filter((c) => c !== id) : [...picked, id];
    onChange({ kind: 'multiple', choices: next });
  };
  return (
    <div className={question.kind === 'image' ? 'play-options play-options-images' : 'play-options'}>
      {question.options.map((option) => (
        <label key={option.id} className="play-option">
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={`${uid}-choice`}
            value={option.id}
            checked={picked.includes(option.id)}
            onChange={() => toggle(option.id)}
            disabled={locked}
          />
          {option.media ? <img src={mediaSrc(option.media.key)} alt={option.media.alt} loading="lazy" /> : null}
          <span>{option.text || option.media?.alt}</span>
        </label>
      ))}
    </div>
  );
}

function TrueFalse({ value, onChange, locked, uid }: InputProps<'true_false'>) {
  const { t } = useIslandEnv();
  const current = value?.kind === 'true_false' ? value.value : null;
  return (
    <div className="play-options play-options-row">
      {[true, false].map((v) => (
        <label key={String(v)} className="play-option">
          <input type="radio" name={`${uid}-tf`} checked={current === v} onChange={() => onChange({ kind: 'true_false', value: v })} disabled={locked} />
          <span>{t(v ? 'new-interactive:player.true' : 'new-interactive:player.false')}</span>
        </label>
      ))}
    </div>
  );
}

function Blanks({ question, value, onChange, locked, uid }: InputProps<'blanks'>) {
  const { t } = useIslandEnv();
  const values = value?.kind === 'blanks' ? value.values : {};
  const parts = gapParts(question.text);
  return (
    <p className="play-blanks">
      {parts.map((part, i) => {
        if (part.gap === null) return <span key={i}>{part.text}</span>;
        const n = parts.slice(0, i + 1).filter((p) => p.gap !== null).length;
        const gap = part.gap;
        return (
          <span key={i}>
            {part.text}
            <input
              id={`${uid}-gap-${gap}`}
              className="play-gap"
              type="text"
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              aria-label={t('new-interactive:player.gap', { n })}
              value={values[gap] ?? ''}
              onChange={(e) => onChange({ kind: 'blanks', values: { ...values, [gap]: fieldValue(e.target) } })}
              readOnly={locked}
            />
          </span>
        );
      })}
    </p>
  );
}

function Matching({ question, value, onChange, locked, uid }: InputProps<'matching'>) {
  const { t } = useIslandEnv();
  const pairs = value?.kind === 'matching' ? value.pairs : {};
  return (
    <div className="play-matching">
      {question.lefts.map((left) => (
        <div key={left.id} className="field play-match">
          <label htmlFor={`${uid}-m-${left.id}`}>{left.text}</label>
          <select
            id={`${uid}-m-${left.id}`}
            value={pairs[left.id] ?? ''}
            onChange={(e) => {
              const next = { ...pairs };
              if (fieldValue(e.target)) next[left.id] = fieldValue(e.target);
              else delete next[left.id];
              onChange({ kind: 'matching', pairs: next });
            }}
            disabled={locked}
          >
            <option value="">{t('new-interactive:player.choose')}</option>
            {question.rights.map((right) => (
              <option key={right.id} value={right.id}>
                {right.text}
              </option>
            ))}
          </select>
        </div>
      ))}
    </div>
  );
}

function Ordering({ question, value, onChange, locked }: InputProps<'ordering'>) {
  const { t } = useIslandEnv();
  const order = value?.kind === 'ordering' ? value.order : question.items.map((i) => i.id);
  const text = new Map(question.items.map((i) => [i.id, i.text]));
  const [moved, setMoved] = useState('');
  const move = (from: number, to: number) => {
    if (to < 0 || to >= order.length) return;
    const next = [...order];
    const [id] = next.splice(from, 1);
    if (id === undefined) return;
    next.splice(to, 0, id);
    onChange({ kind: 'ordering', order: next });
    setMoved(t('new-interactive:player.moved', { item: text.get(id) ?? '', position: to + 1, count: order.length }));
  };
  return (
    <>
      <ol className="play-ordering">
        {order.map((id, i) => (
          <li key={id} className="play-order-item">
            <span className="play-order-text">{text.get(id)}</span>
            <span className="play-order-moves">
              <button type="button" className="button-secondary button-icon" onClick={() => move(i, i - 1)} disabled={locked || i === 0} aria-label={t('new-interactive:player.moveUp', { item: text.get(id) ?? '' })}>
                ↑
              </button>
              <button
                type="button"
                className="button-secondary button-icon"
                onClick={() => move(i, i + 1)}
                disabled={locked || i === order.length - 1}
                aria-label={t('new-interactive:player.moveDown', { item: text.get(id) ?? '' })}
              >
                ↓
              </button>
            </span>
          </li>
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {moved}
      </p>
    </>
  );
}

function Short({ value, onChange, locked, uid }: InputProps<'short'>) {
  const { t } = useIslandEnv();
  return (
    <div className="field">
      <label htmlFor={`${uid}-short`}>{t('new-interactive:player.yourAnswer')}</label>
      <input
        id={`${uid}-short`}
        type="text"
        autoComplete="off"
        value={value?.kind === 'short' ? value.value : ''}
        onChange={(e) => onChange({ kind: 'short', value: fieldValue(e.target) })}
        readOnly={locked}
      />
    </div>
  );
}

/** The controls that take the answer of one question, by its kind; the legend is the player's. */
export function AnswerInput(props: { question: PlayableQuestion; value: Draft; onChange: (a: Answer) => void; locked: boolean; uid: string }) {
  const { question } = props;
  switch (question.kind) {
    case 'single':
    case 'multiple':
    case 'image':
      return <Choices {...props} question={question} />;
    case 'true_false':
      return <TrueFalse {...props} question={question} />;
    case 'blanks':
      return <Blanks {...props} question={question} />;
    case 'matching':
      return <Matching {...props} question={question} />;
    case 'ordering':
      return <Ordering {...props} question={question} />;
    case 'short':
      return <Short {...props} question={question} />;
  }
}

/** The answer a player starts from: ordering starts from the order shown, everything else from nothing. */
export function startingAnswer(question: PlayableQuestion): Draft {
  return question.kind === 'ordering' ? { kind: 'ordering', order: question.items.map((i) => i.id) } : null;
}

/** Whether an answer is complete enough to send (every gap, pair and choice given). */
export function answerReady(question: PlayableQuestion, answer: Draft): answer is Answer {
  if (!answer) return false;
  switch (answer.kind) {
    case 'multiple':
      return answer.choices.length > 0;
    case 'short':
      return answer.value.trim() !== '';
    case 'blanks':
      return question.kind === 'blanks' && gapParts(question.text).every((p) => p.gap === null || (answer.values[p.gap] ?? '').trim() !== '');
    case 'matching':
      return question.kind === 'matching' && question.lefts.every((l) => Boolean(answer.pairs[l.id]));
    default:
      return true;
  }
}
