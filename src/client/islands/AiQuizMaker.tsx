import { useEffect, useRef, useState } from 'react';
import { useIslandEnv } from '../island-env';
import { navigateTo } from '../dom';
import { SignedInGate } from '../components/SignedInGate';
import { createPageApiClient } from '../api/page-client';
import { ID_PLACEHOLDER } from '../href-template';
import type { AiProviderName, AiQuizMaterial, AiUsage } from '../../shared/ai-tools';
import { aiErrorText, remainingText } from '../ai/ai-errors';

export interface AiQuizMakerProps {
  signInHref: string | null;
  /** The builder's address with `__id__` for the interactive's id. */
  editorHref: string;
}

/**
 * "Make a quiz" (docs/ai-tools.md, "Quizzes"): the materials the teacher may use (own and bought);
 * a quiz is made from one, saved as her interactive draft and opened in the builder.
 */
export default function AiQuizMaker(props: AiQuizMakerProps) {
  return <SignedInGate signInHref={props.signInHref}>{() => <Maker {...props} />}</SignedInGate>;
}

function Maker({ editorHref }: AiQuizMakerProps) {
  const { t, world } = useIslandEnv();
  const api = useRef(createPageApiClient(world));
  const [items, setItems] = useState<AiQuizMaterial[] | null>(null);
  const [usage, setUsage] = useState<AiUsage | null>(null);
  const [provider, setProvider] = useState<AiProviderName | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    api.current.get<{ items: AiQuizMaterial[] }>('v3/ai/quiz-materials').then(
      (r) => setItems(r.items),
      (failure: unknown) => setError(aiErrorText(failure, t)),
    );
    api.current.get<{ provider: AiProviderName; usage: AiUsage[] }>('v3/ai/usage').then(
      (r) => {
        setProvider(r.provider);
        setUsage(r.usage.find((u) => u.kind === 'quiz') ?? null);
      },
      () => undefined,
    );
  }, [t]);

  const make = async (materialId: number) => {
    setBusy(materialId);
    setError(null);
    try {
      const made = await api.current.post<{ interactiveId: number; usage: AiUsage }>('v3/ai/quiz', { materialId });
      setUsage(made.usage);
      navigateTo(editorHref.replace(ID_PLACEHOLDER, String(made.interactiveId)));
    } catch (failure) {
      setError(aiErrorText(failure, t));
      setBusy(null);
    }
  };

  return (
    <div className="ai-quiz">
      <p>{t('ai-tools:quiz.intro')}</p>
      {provider ? <p className="ai-note">{t(`ai-tools:provider.${provider}`)}</p> : null}
      {usage ? <p className="ai-usage">{remainingText(usage, t)}</p> : null}
      <div role="status" aria-live="polite">
        {error ? <p className="notice notice-error">{error}</p> : null}
        {busy !== null ? <p className="form-status">{t('ai-tools:quiz.working')}</p> : null}
      </div>
      {items === null ? (
        error ? null : <p className="form-status">{t('common:form.loading')}</p>
      ) : items.length === 0 ? (
        <p className="empty-state">{t('ai-tools:quiz.empty')}</p>
      ) : (
        <ul className="ai-material-list" aria-label={t('ai-tools:quiz.listLabel')}>
          {items.map((item) => (
            <li key={item.id} className="card ai-material">
              <div>
                <strong>{item.title}</strong>
                <span className="badge">{t(item.own ? 'ai-tools:quiz.own' : 'ai-tools:quiz.bought')}</span>
                {item.hasText ? null : <p className="hint">{t('ai-tools:quiz.noText')}</p>}
              </div>
              <button
                type="button"
                className="button"
                disabled={busy !== null || usage?.remaining === 0}
                aria-label={t('ai-tools:quiz.makeFrom', { title: item.title })}
                onClick={() => void make(item.id)}
              >
                {t('ai-tools:quiz.make')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
