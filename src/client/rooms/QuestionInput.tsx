import { useId, useState } from 'react';
import type { Answer, PlayableQuestion } from '../../shared/interactive';
import type { Translate } from '../i18n/translate';
import { fieldChecked, fieldValue } from '../dom';

/**
 * One question of a learning room as a form control (a minimal player: native radios,
 * checkboxes, text fields and selects, so it works by touch and keyboard and with screen readers).
 * `onAnswer` gets the answer in the model's shape; the room decides its score.
 */
export function QuestionInput({ question, disabled, onAnswer, t }: { question: PlayableQuestion; disabled: boolean; onAnswer: (answer: Answer) => void; t: Translate }) {
  const name = useId();
  const [choice, setChoice] = useState('');
  const [choices, setChoices] = useState<string[]>([]);
  const [text, setText] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  const [order, setOrder] = useState<string[]>(() => (question.kind === 'ordering' ? question.items.map((item) => item.id) : []));

  const answer = (): Answer | null => {
    switch (question.kind) {
      case 'single':
      case 'image':
        return choice ? { kind: question.kind, choice } : null;
      case 'multiple':
        return choices.length > 0 ? { kind: 'multiple', choices } : null;
      case 'true_false':
        return choice ? { kind: 'true_false', value: choice === 'true' } : null;
      case 'short':
        return text.trim() ? { kind: 'short', value: text } : null;
      case 'blanks':
        return { kind: 'blanks', values };
      case 'matching':
        return { kind: 'matching', pairs: values };
      case 'ordering':
        return { kind: 'ordering', order };
    }
  };

  const move = (index: number, by: -1 | 1) => {
    const next = [...order];
    const [item] = next.splice(index, 1);
    if (item === undefined) return;
    next.splice(index + by, 0, item);
    setOrder(next);
  };

  const ready = answer() !== null;

  let control;
  switch (question.kind) {
    case 'single':
    case 'image':
    case 'multiple':
      control = question.options.map((option) => {
        const multiple = question.kind === 'multiple';
        return (
          <label key={option.id} className="room-option">
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={option.id}
              disabled={disabled}
              checked={multiple ? choices.includes(option.id) : choice === option.id}
              onChange={(event) =>
                multiple ? setChoices(fieldChecked(event.target) ? [...choices, option.id] : choices.filter((id) => id !== option.id)) : setChoice(option.id)
              }
            />
            <span>{option.text || option.media?.alt}</span>
          </label>
        );
      });
      break;
    case 'true_false':
      control = (['true', 'false'] as const).map((value) => (
        <label key={value} className="room-option">
          <input type="radio" name={name} value={value} disabled={disabled} checked={choice === value} onChange={() => setChoice(value)} />
          <span>{t(`new-interactive:rooms.play.${value}`)}</span>
        </label>
      ));
      break;
    case 'short':
      control = (
        <label className="room-field">
          <span>{t('new-interactive:rooms.play.yourAnswer')}</span>
          <input type="text" value={text} disabled={disabled} maxLength={2000} autoComplete="off" onChange={(event) => setText(fieldValue(event.target))} />
        </label>
      );
      break;
    case 'blanks':
      control = question.blanks.map((blank, index) => (
        <label key={blank.id} className="room-field">
          <span>{t('new-interactive:rooms.play.blank', { n: index + 1 })}</span>
          <input
            type="text"
            value={values[blank.id] ?? ''}
            disabled={disabled}
            autoComplete="off"
            onChange={(event) => setValues({ ...values, [blank.id]: fieldValue(event.target) })}
          />
        </label>
      ));
      break;
    case 'matching':
      control = question.lefts.map((left) => (
        <label key={left.id} className="room-field">
          <span>{left.text}</span>
          <select value={values[left.id] ?? ''} disabled={disabled} onChange={(event) => setValues({ ...values, [left.id]: fieldValue(event.target) })}>
            <option value="">{t('new-interactive:rooms.play.choose')}</option>
            {question.rights.map((right) => (
              <option key={right.id} value={right.id}>
                {right.text}
              </option>
            ))}
          </select>
        </label>
      ));
      break;
    case 'ordering':
      control = (
        <ol className="room-order">
          {order.map((id, index) => (
            <li key={id}>
              <span>{question.items.find((item) => item.id === id)?.text}</span>
              <button type="button" className="button-secondary" disabled={disabled || index === 0} onClick={() => move(index, -1)} aria-label={t('new-interactive:rooms.play.up')}>
                ↑
              </button>
              <button
                type="button"
                className="button-secondary"
                disabled={disabled || index === order.length - 1}
                onClick={() => move(index, 1)}
                aria-label={t('new-interactive:rooms.play.down')}
              >
                ↓
              </button>
            </li>
          ))}
        </ol>
      );
      break;
  }

  return (
    <form
      className="room-answer"
      onSubmit={(event) => {
        event.preventDefault();
        const given = answer();
        if (given) onAnswer(given);
      }}
    >
      {question.kind === 'blanks' ? <p className="room-blanks-text">{question.text.replace(/\[\[[^\]]+\]\]/g, '____')}</p> : null}
      <div className="room-controls-list">{control}</div>
      <button type="submit" disabled={disabled || !ready}>
        {t('new-interactive:rooms.play.send')}
      </button>
    </form>
  );
}

/** A stored answer or a solution in words, for the student's own review. */
export function describeAnswer(question: PlayableQuestion, answer: Answer, t: Translate): string {
  const optionText = (id: string) => ('options' in question ? (question.options.find((o) => o.id === id)?.text ?? '') : '');
  switch (answer.kind) {
    case 'single':
    case 'image':
      return optionText(answer.choice);
    case 'multiple':
      return answer.choices.map(optionText).join(', ');
    case 'true_false':
      return t(`new-interactive:rooms.play.${answer.value ? 'true' : 'false'}`);
    case 'short':
      return answer.value;
    case 'blanks':
      return Object.values(answer.values).join(' · ');
    case 'matching': {
      if (question.kind !== 'matching') return '';
      const text = (items: { id: string; text: string }[], id: string) => items.find((item) => item.id === id)?.text ?? '';
      return Object.entries(answer.pairs)
        .map(([left, right]) => `${text(question.lefts, left)} → ${text(question.rights, right)}`)
        .join('; ');
    }
    case 'ordering':
      return question.kind === 'ordering' ? answer.order.map((id) => question.items.find((item) => item.id === id)?.text ?? '').join(' → ') : '';
  }
}
