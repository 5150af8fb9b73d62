import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIslandEnv } from '../island-env';
import { navigateTo } from '../dom';
import { SignedInGate } from '../components/SignedInGate';
import { createPageApiClient } from '../api/page-client';
import { ID_PLACEHOLDER } from '../href-template';
import { formatDay } from '../commerce/cabinet-format';
import { gradeName } from '../../shared/grades';
import { AI_SUBJECT_MAX, AI_TOPIC_MAX, type AiDocumentSummary, type AiDocumentView, type AiProviderName, type AiUsage } from '../../shared/ai-tools';
import { SelectField, TextField } from '../forms/form-kit';
import { aiErrorText, remainingText } from '../ai/ai-errors';

export interface AiDocumentsProps {
  signInHref: string | null;
  /** The document editor's address with `__id__`. */
  editorHref: string;
}

export const documentPdfHref = (id: number) => `/api/v3/ai/documents/${id}/pdf`;

/**
 * My worksheets (docs/ai-tools.md, "Documents"): the form that generates one from topic, grade
 * and subject (then opens it in the editor), and the list with edit and PDF links.
 */
export default function AiDocuments(props: AiDocumentsProps) {
  return <SignedInGate signInHref={props.signInHref}>{() => <Documents {...props} />}</SignedInGate>;
}

function Documents({ editorHref }: AiDocumentsProps) {
  const { t, world } = useIslandEnv();
  const api = useRef(createPageApiClient(world));
  const [items, setItems] = useState<AiDocumentSummary[] | null>(null);
  const [usage, setUsage] = useState<AiUsage | null>(null);
  const [provider, setProvider] = useState<AiProviderName | null>(null);
  const [form, setForm] = useState({ topic: '', grade: '5', subject: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const editorOf = (id: number) => editorHref.replace(ID_PLACEHOLDER, String(id));

  useEffect(() => {
    api.current.get<{ items: AiDocumentSummary[] }>('v3/ai/documents').then(
      (r) => setItems(r.items),
      (failure: unknown) => setError(aiErrorText(failure, t)),
    );
    api.current.get<{ provider: AiProviderName; usage: AiUsage[] }>('v3/ai/usage').then(
      (r) => {
        setProvider(r.provider);
        setUsage(r.usage.find((u) => u.kind === 'worksheet') ?? null);
      },
      () => undefined,
    );
  }, [t]);

  const generate = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const made = await api.current.post<{ document: AiDocumentView; usage: AiUsage }>('v3/ai/documents', {
        topic: form.topic.trim(),
        grade: Number(form.grade),
        subject: form.subject.trim(),
      });
      setUsage(made.usage);
      navigateTo(editorOf(made.document.id));
    } catch (failure) {
      setError(aiErrorText(failure, t));
      setBusy(false);
    }
  };

  const grades = Array.from({ length: 14 }, (_, i) => ({ value: String(i), label: gradeName(world, i) ?? String(i) }));
  const ready = form.topic.trim().length >= 2 && form.subject.trim().length >= 2;

  return (
    <div className="ai-documents">
      <form className="card ai-document-form" onSubmit={(event) => void generate(event)} aria-labelledby="ai-new-heading">
        <h2 id="ai-new-heading">{t('ai-tools:documents.formHeading')}</h2>
        <TextField name="topic" label={t('ai-tools:documents.topic')} value={form.topic} maxLength={AI_TOPIC_MAX} required onChange={(v) => setForm({ ...form, topic: v })} />
        <div className="field-pair">
          <SelectField name="grade" label={t('ai-tools:documents.grade')} value={form.grade} options={grades} onChange={(v) => setForm({ ...form, grade: v })} />
          <TextField name="subject" label={t('ai-tools:documents.subject')} value={form.subject} maxLength={AI_SUBJECT_MAX} required onChange={(v) => setForm({ ...form, subject: v })} />
        </div>
        <button type="submit" className="button" disabled={busy || !ready || usage?.remaining === 0}>
          {busy ? t('ai-tools:documents.working') : t('ai-tools:documents.generate')}
        </button>
        {provider ? <p className="ai-note">{t(`ai-tools:worksheetProvider.${provider}`)}</p> : null}
        {usage ? <p className="ai-usage">{remainingText(usage, t)}</p> : null}
        <div role="status" aria-live="polite">
          {error ? <p className="notice notice-error">{error}</p> : null}
        </div>
      </form>

      <section aria-labelledby="ai-list-heading">
        <h2 id="ai-list-heading">{t('ai-tools:documents.listHeading')}</h2>
        {items === null ? (
          <p className="form-status">{t('common:form.loading')}</p>
        ) : items.length === 0 ? (
          <p className="empty-state">{t('ai-tools:documents.empty')}</p>
        ) : (
          <ul className="ai-document-list">
            {items.map((item) => (
              <li key={item.id} className="card ai-document">
                <div>
                  <a href={editorOf(item.id)}>
                    <strong>{item.title}</strong>
                  </a>
                  <p className="hint">
                    {item.subject} · {gradeName(world, item.grade) ?? item.grade} · {t('ai-tools:documents.updated', { date: formatDay(item.updatedAt, world) })}
                  </p>
                </div>
                <div className="ai-document-links">
                  <a className="button-secondary button" href={editorOf(item.id)}>
                    {t('ai-tools:documents.open')}
                  </a>
                  <a className="button-secondary button" href={documentPdfHref(item.id)} download>
                    {t('ai-tools:documents.pdf')}
                  </a>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
