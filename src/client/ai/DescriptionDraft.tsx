import { useState } from 'react';
import type { AiProviderName, AiUsage } from '../../shared/ai-tools';
import { aiErrorText, remainingText } from './ai-errors';

export interface DescriptionDraftAnswer {
  text: string;
  provider: AiProviderName;
  usage: AiUsage;
}

type Translate = (key: string, vars?: Record<string, string | number>) => string;

export interface DescriptionDraftProps {
  /** Asks `POST v3/ai/description` for the material. */
  ask: () => Promise<DescriptionDraftAnswer>;
  t: Translate;
  /** The field's current text. */
  current: string;
  /** Saves what is pending first, so a draft never races an autosave. */
  beforeDraft: () => Promise<void>;
  /** Shows text in the field without saving it. */
  show: (text: string) => void;
  /** The author's own action: the field's text is saved. */
  keep: (text: string) => void;
  /** True while the field shows a draft the author has not kept or edited. */
  pending: boolean;
  setPending: (pending: boolean) => void;
}

/**
 * "Draft a description" under the description field (docs/ai-tools.md, "Description drafts"): the
 * draft fills the field but is not saved; editing it or "keep" saves it, "put back" restores the
 * author's text. The label says how the draft was made.
 */
export function DescriptionDraft({ ask, t, current, beforeDraft, show, keep, pending, setPending }: DescriptionDraftProps) {
  const [busy, setBusy] = useState(false);
  const [previous, setPrevious] = useState('');
  const [note, setNote] = useState<{ provider: AiProviderName; usage: AiUsage } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const draft = async () => {
    setBusy(true);
    setError(null);
    try {
      await beforeDraft();
      const answer = await ask();
      if (!pending) setPrevious(current);
      show(answer.text);
      setPending(true);
      setNote({ provider: answer.provider, usage: answer.usage });
    } catch (failure) {
      setError(aiErrorText(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="ai-description-draft">
      <button type="button" className="button-secondary" onClick={() => void draft()} disabled={busy} aria-describedby="ai-description-status">
        {busy ? t('ai-tools:description.working') : t('ai-tools:description.button')}
      </button>
      <div id="ai-description-status" role="status" aria-live="polite">
        {error ? <p className="notice notice-error">{error}</p> : null}
        {note ? (
          <p className="ai-note">
            {t(`ai-tools:provider.${note.provider}`)} {remainingText(note.usage, t)}
          </p>
        ) : null}
        {pending ? <p className="notice">{t('ai-tools:description.inserted')}</p> : null}
      </div>
      {pending ? (
        <div className="ai-draft-actions">
          <button type="button" className="button" onClick={() => { setPending(false); keep(current); }}>
            {t('ai-tools:description.keep')}
          </button>
          <button type="button" className="button-secondary" onClick={() => { setPending(false); show(previous); }}>
            {t('ai-tools:description.discard')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
