import type { ReactNode } from 'react';
import { INTERACTIVE_OPTIONS_MAX, INTERACTIVE_POINTS_MAX, INTERACTIVE_POINTS_MIN, INTERACTIVE_TEXT_MAX, type Blank, type Question, type QuestionProblem } from '../../shared/interactive';
import { useIslandEnv } from '../island-env';
import { linesOf, moved, newId, syncBlanks } from './builder-model';
import { MediaField } from './MediaField';
import { fieldChecked, fieldValue } from '../dom';

type Of<K extends Question['kind']> = Extract<Question, { kind: K }>;
interface KindProps<K extends Question['kind']> {
  q: Of<K>;
  set: (q: Question) => void;
  uid: string;
}

function MoveButtons({ index, count, onMove, label }: { index: number; count: number; onMove: (to: number) => void; label: string }) {
  const { t } = useIslandEnv();
  return (
    <span className="builder-moves">
      <button type="button" className="button-secondary button-icon" disabled={index === 0} onClick={() => onMove(index - 1)} aria-label={t('new-interactive:builder.moveUp', { item: label })}>
        ↑
      </button>
      <button type="button" className="button-secondary button-icon" disabled={index === count - 1} onClick={() => onMove(index + 1)} aria-label={t('new-interactive:builder.moveDown', { item: label })}>
        ↓
      </button>
    </span>
  );
}

function RemoveButton({ onClick, label, disabled = false }: { onClick: () => void; label: string; disabled?: boolean }) {
  const { t } = useIslandEnv();
  return (
    <button type="button" className="button-ghost" onClick={onClick} disabled={disabled} aria-label={t('new-interactive:builder.removeNamed', { item: label })}>
      {t('new-interactive:builder.remove')}
    </button>
  );
}

function Text({ id, label, value, onChange, hint, area = false }: { id: string; label: string; value: string; onChange: (v: string) => void; hint?: ReactNode; area?: boolean }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {area ? (
        <textarea id={id} value={value} maxLength={INTERACTIVE_TEXT_MAX} rows={3} onChange={(e) => onChange(fieldValue(e.target))} />
      ) : (
        <input id={id} type="text" value={value} maxLength={INTERACTIVE_TEXT_MAX} onChange={(e) => onChange(fieldValue(e.target))} />
      )}
      {hint ? <p className="field-hint">{hint}</p> : null}
    </div>
  );
}

/** Accepted variants (one a line) with the case and accent switches: short answers and each gap. */
function Accepted({ uid, value, set, label }: { uid: string; value: Pick<Blank, 'accepted' | 'caseSensitive' | 'accentSensitive'>; set: (v: Pick<Blank, 'accepted' | 'caseSensitive' | 'accentSensitive'>) => void; label: string }) {
  const { t } = useIslandEnv();
  return (
    <div className="builder-accepted">
      <Text id={`${uid}-acc`} label={label} value={value.accepted.join('\n')} onChange={(v) => set({ ...value, accepted: linesOf(v) })} hint={t('new-interactive:builder.acceptedHint')} area />
      <label className="field-checkbox">
        <input type="checkbox" checked={value.caseSensitive} onChange={(e) => set({ ...value, caseSensitive: fieldChecked(e.target) })} />
        {t('new-interactive:builder.caseSensitive')}
      </label>
      <label className="field-checkbox">
        <input type="checkbox" checked={value.accentSensitive} onChange={(e) => set({ ...value, accentSensitive: fieldChecked(e.target) })} />
        {t('new-interactive:builder.accentSensitive')}
      </label>
    </div>
  );
}

function Options({ q, set, uid }: KindProps<'single' | 'multiple' | 'image'>) {
  const { t } = useIslandEnv();
  const isCorrect = (id: string) => (q.kind === 'multiple' ? q.correct.includes(id) : q.correct === id);
  const mark = (id: string, on: boolean) => {
    if (q.kind === 'multiple') set({ ...q, correct: on ? [...q.correct, id] : q.correct.filter((c) => c !== id) });
    else if (on) set({ ...q, correct: id });
  };
  const add = () => {
    const id = newId('o');
    if (q.kind === 'image') set({ ...q, options: [...q.options, { id, text: '', media: { key: '', alt: '' } }] });
    else set({ ...q, options: [...q.options, { id, text: '' }] });
  };
  const update = (i: number, patch: Record<string, unknown>) => set({ ...q, options: q.options.map((o, j) => (j === i ? { ...o, ...patch } : o)) } as Question);
  return (
    <fieldset className="builder-list">
      <legend>{t(q.kind === 'multiple' ? 'new-interactive:builder.optionsMultiple' : 'new-interactive:builder.optionsSingle')}</legend>
      {q.options.map((o, i) => {
        const name = t('new-interactive:builder.optionN', { n: i + 1 });
        return (
          <div key={o.id} className="builder-row">
            <label className="field-checkbox builder-correct">
              <input type={q.kind === 'multiple' ? 'checkbox' : 'radio'} name={`${uid}-correct`} checked={isCorrect(o.id)} onChange={(e) => mark(o.id, fieldChecked(e.target))} />
              {t('new-interactive:builder.correctOption', { n: i + 1 })}
            </label>
            <Text id={`${uid}-o-${o.id}`} label={q.kind === 'image' ? t('new-interactive:builder.caption', { n: i + 1 }) : name} value={o.text} onChange={(text) => update(i, { text })} />
            {q.kind === 'image' ? (
              <MediaField uid={`${uid}-om-${o.id}`} media={o.media} required onChange={(media) => update(i, { media: media ?? { key: '', alt: '' } })} />
            ) : null}
            <RemoveButton label={name} disabled={q.options.length <= 2} onClick={() => set({ ...q, options: q.options.filter((x) => x.id !== o.id), correct: q.kind === 'multiple' ? q.correct.filter((c) => c !== o.id) : q.correct } as Question)} />
          </div>
        );
      })}
      <button type="button" className="button-secondary" onClick={add} disabled={q.options.length >= INTERACTIVE_OPTIONS_MAX}>
        {t('new-interactive:builder.addOption')}
      </button>
    </fieldset>
  );
}

function TrueFalse({ q, set, uid }: KindProps<'true_false'>) {
  const { t } = useIslandEnv();
  return (
    <fieldset className="builder-list">
      <legend>{t('new-interactive:builder.statementIs')}</legend>
      {[true, false].map((v) => (
        <label key={String(v)} className="field-radio">
          <input type="radio" name={`${uid}-tf`} checked={q.correct === v} onChange={() => set({ ...q, correct: v })} />
          {t(v ? 'new-interactive:player.true' : 'new-interactive:player.false')}
        </label>
      ))}
    </fieldset>
  );
}

function Blanks({ q, set, uid }: KindProps<'blanks'>) {
  const { t } = useIslandEnv();
  return (
    <>
      <Text id={`${uid}-text`} label={t('new-interactive:builder.blanksText')} value={q.text} onChange={(text) => set(syncBlanks(q, text))} hint={t('new-interactive:builder.blanksHint')} area />
      <button type="button" className="button-secondary" onClick={() => set(syncBlanks(q, `${q.text} [[${newId('b')}]]`))}>
        {t('new-interactive:builder.addGap')}
      </button>
      {q.blanks.map((b, i) => (
        <fieldset key={b.id} className="builder-list">
          <legend>{t('new-interactive:builder.gapN', { n: i + 1, id: b.id })}</legend>
          <Accepted uid={`${uid}-b-${b.id}`} value={b} label={t('new-interactive:builder.accepted')} set={(v) => set({ ...q, blanks: q.blanks.map((x) => (x.id === b.id ? { ...x, ...v } : x)) })} />
        </fieldset>
      ))}
    </>
  );
}

function Matching({ q, set, uid }: KindProps<'matching'>) {
  const { t } = useIslandEnv();
  const update = (id: string, patch: Partial<{ left: string; right: string }>) => set({ ...q, pairs: q.pairs.map((p) => (p.id === id ? { ...p, ...patch } : p)) });
  return (
    <fieldset className="builder-list">
      <legend>{t('new-interactive:builder.pairs')}</legend>
      {q.pairs.map((p, i) => (
        <div key={p.id} className="builder-row builder-pair">
          <Text id={`${uid}-l-${p.id}`} label={t('new-interactive:builder.left', { n: i + 1 })} value={p.left} onChange={(left) => update(p.id, { left })} />
          <Text id={`${uid}-r-${p.id}`} label={t('new-interactive:builder.right', { n: i + 1 })} value={p.right} onChange={(right) => update(p.id, { right })} />
          <RemoveButton label={t('new-interactive:builder.pairN', { n: i + 1 })} disabled={q.pairs.length <= 2} onClick={() => set({ ...q, pairs: q.pairs.filter((x) => x.id !== p.id) })} />
        </div>
      ))}
      <button type="button" className="button-secondary" onClick={() => set({ ...q, pairs: [...q.pairs, { id: newId('p'), left: '', right: '' }] })} disabled={q.pairs.length >= INTERACTIVE_OPTIONS_MAX}>
        {t('new-interactive:builder.addPair')}
      </button>
    </fieldset>
  );
}

function Ordering({ q, set, uid }: KindProps<'ordering'>) {
  const { t } = useIslandEnv();
  return (
    <fieldset className="builder-list">
      <legend>{t('new-interactive:builder.itemsInOrder')}</legend>
      {q.items.map((item, i) => {
        const name = t('new-interactive:builder.itemN', { n: i + 1 });
        return (
          <div key={item.id} className="builder-row">
            <Text id={`${uid}-i-${item.id}`} label={name} value={item.text} onChange={(text) => set({ ...q, items: q.items.map((x) => (x.id === item.id ? { ...x, text } : x)) })} />
            <MoveButtons index={i} count={q.items.length} label={name} onMove={(to) => set({ ...q, items: moved(q.items, i, to) })} />
            <RemoveButton label={name} disabled={q.items.length <= 2} onClick={() => set({ ...q, items: q.items.filter((x) => x.id !== item.id) })} />
          </div>
        );
      })}
      <button type="button" className="button-secondary" onClick={() => set({ ...q, items: [...q.items, { id: newId('i'), text: '' }] })} disabled={q.items.length >= INTERACTIVE_OPTIONS_MAX}>
        {t('new-interactive:builder.addItem')}
      </button>
    </fieldset>
  );
}

function KindFields({ q, set, uid }: { q: Question; set: (q: Question) => void; uid: string }) {
  const { t } = useIslandEnv();
  switch (q.kind) {
    case 'single':
    case 'multiple':
    case 'image':
      return <Options q={q} set={set} uid={uid} />;
    case 'true_false':
      return <TrueFalse q={q} set={set} uid={uid} />;
    case 'blanks':
      return <Blanks q={q} set={set} uid={uid} />;
    case 'matching':
      return <Matching q={q} set={set} uid={uid} />;
    case 'ordering':
      return <Ordering q={q} set={set} uid={uid} />;
    case 'short':
      return <Accepted uid={uid} value={q} label={t('new-interactive:builder.accepted')} set={(v) => set({ ...q, ...v })} />;
  }
}

export interface QuestionEditorProps {
  question: Question;
  index: number;
  count: number;
  problems: readonly QuestionProblem[];
  onChange: (q: Question) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One question of the builder: prompt, points, image, the fields of its kind, and its problems. */
export function QuestionEditor({ question: q, index, count, problems, onChange, onMove, onRemove }: QuestionEditorProps) {
  const { t } = useIslandEnv();
  const uid = `q-${q.id}`;
  const name = t('new-interactive:builder.questionN', { n: index + 1 });
  return (
    <li className="card builder-question" id={uid} aria-labelledby={`${uid}-h`}>
      <div className="builder-question-head">
        <h3 id={`${uid}-h`}>
          {name} · {t(`new-interactive:kinds.${q.kind}`)}
        </h3>
        <MoveButtons index={index} count={count} label={name} onMove={onMove} />
      </div>
      <Text id={`${uid}-prompt`} label={t(q.kind === 'true_false' ? 'new-interactive:builder.statement' : 'new-interactive:builder.prompt')} value={q.prompt} onChange={(prompt) => onChange({ ...q, prompt })} area />
      <div className="field builder-points">
        <label htmlFor={`${uid}-points`}>{t('new-interactive:builder.points')}</label>
        <input
          id={`${uid}-points`}
          type="number"
          inputMode="numeric"
          min={INTERACTIVE_POINTS_MIN}
          max={INTERACTIVE_POINTS_MAX}
          value={q.points}
          onChange={(e) => onChange({ ...q, points: Math.min(INTERACTIVE_POINTS_MAX, Math.max(INTERACTIVE_POINTS_MIN, Math.round(Number(fieldValue(e.target)) || 1))) })}
        />
      </div>
      <MediaField uid={`${uid}-media`} media={q.media} onChange={(media) => onChange(media ? { ...q, media } : (({ media: _drop, ...rest }) => rest as Question)(q))} />
      <KindFields q={q} set={onChange} uid={uid} />
      {problems.length > 0 ? (
        <ul className="builder-problems" aria-label={t('new-interactive:builder.problemsOf', { item: name })}>
          {problems.map((p) => (
            <li key={p} className="field-error">
              {t(`new-interactive:problems.${p}`)}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="builder-question-foot">
        <RemoveButton label={name} onClick={onRemove} />
      </div>
    </li>
  );
}
