import { useEffect, useRef, useState } from 'react';
import { useIslandEnv } from '../island-env';
import { SignedInGate } from '../components/SignedInGate';
import { createPageApiClient } from '../api/page-client';
import { fieldValue, navigateTo } from '../dom';
import {
  WORKSHEET_BODY_MAX,
  WORKSHEET_HEADING_MAX,
  WORKSHEET_SECTIONS_MAX,
  WORKSHEET_TITLE_MAX,
  type AiDocumentView,
  type WorksheetContent,
} from '../../shared/ai-tools';
import { Field, TextField } from '../forms/form-kit';
import { aiErrorText } from '../ai/ai-errors';

export interface AiDocumentEditorProps {
  documentId: number;
  signInHref: string | null;
  listHref: string | null;
}

type Status = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string };

/**
 * The worksheet editor (docs/ai-tools.md, "Documents"): title and sections edited in the browser,
 * saved with "Save"; "Download as PDF" saves first, then downloads the saved version.
 */
export default function AiDocumentEditor(props: AiDocumentEditorProps) {
  return <SignedInGate signInHref={props.signInHref}>{() => <Editor {...props} />}</SignedInGate>;
}

function Editor({ documentId, listHref }: AiDocumentEditorProps) {
  const { t, world } = useIslandEnv();
  const api = useRef(createPageApiClient(world));
  const [document, setDocument] = useState<AiDocumentView | null>(null);
  const [content, setContent] = useState<WorksheetContent | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    api.current.get<{ document: AiDocumentView }>(`v3/ai/documents/${documentId}`).then(
      (r) => {
        setDocument(r.document);
        setContent(r.document.content);
      },
      (failure: unknown) => setLoadError(aiErrorText(failure, t)),
    );
  }, [documentId, t]);

  if (loadError) return <p className="notice notice-error">{loadError}</p>;
  if (!document || !content) return <p className="form-status">{t('common:form.loading')}</p>;

  const save = async (): Promise<boolean> => {
    setStatus({ kind: 'saving' });
    try {
      const r = await api.current.request<{ document: AiDocumentView }>(`v3/ai/documents/${documentId}`, { method: 'PUT', body: { content } });
      setDocument(r.document);
      setStatus({ kind: 'saved' });
      return true;
    } catch (failure) {
      setStatus({ kind: 'failed', message: aiErrorText(failure, t) });
      return false;
    }
  };
  const download = async () => {
    if (await save()) navigateTo(`/api/v3/ai/documents/${documentId}/pdf`);
  };
  const setSection = (index: number, part: 'heading' | 'body', value: string) =>
    setContent({ ...content, sections: content.sections.map((s, i) => (i === index ? { ...s, [part]: value } : s)) });

  return (
    <form className="ai-document-editor" onSubmit={(event) => { event.preventDefault(); void save(); }}>
      <p className="ai-note">{t(`ai-tools:worksheetProvider.${document.provider}`)}</p>
      <TextField name="title" label={t('ai-tools:editor.title')} value={content.title} maxLength={WORKSHEET_TITLE_MAX} onChange={(v) => setContent({ ...content, title: v })} />
      {content.sections.map((section, index) => {
        const n = index + 1;
        return (
          <fieldset key={index} className="card ai-section">
            <legend>
              {n}. {section.heading}
            </legend>
            <TextField name={`heading-${n}`} label={t('ai-tools:editor.heading', { n })} value={section.heading} maxLength={WORKSHEET_HEADING_MAX} onChange={(v) => setSection(index, 'heading', v)} />
            <Field label={t('ai-tools:editor.body', { n })}>
              {(control) => (
                <textarea {...control} name={`body-${n}`} rows={Math.min(16, Math.max(4, section.body.split('\n').length + 1))} maxLength={WORKSHEET_BODY_MAX} value={section.body} onChange={(e) => setSection(index, 'body', fieldValue(e.target))} />
              )}
            </Field>
            {content.sections.length > 1 ? (
              <button type="button" className="button-secondary" onClick={() => setContent({ ...content, sections: content.sections.filter((_, i) => i !== index) })}>
                {t('ai-tools:editor.removeSection', { n })}
              </button>
            ) : null}
          </fieldset>
        );
      })}
      {content.sections.length < WORKSHEET_SECTIONS_MAX ? (
        <button type="button" className="button-secondary" onClick={() => setContent({ ...content, sections: [...content.sections, { heading: '…', body: '' }] })}>
          {t('ai-tools:editor.addSection')}
        </button>
      ) : null}
      <div className="seller-actions ai-editor-actions">
        <button type="submit" className="button" disabled={status.kind === 'saving'}>
          {t('ai-tools:editor.save')}
        </button>
        <button type="button" className="button-secondary" disabled={status.kind === 'saving'} onClick={() => void download()}>
          {t('ai-tools:editor.download')}
        </button>
        {listHref ? <a href={listHref}>{t('ai-tools:editor.back')}</a> : null}
      </div>
      <p className="save-status" role="status" aria-live="polite">
        {status.kind === 'saving' ? t('ai-tools:editor.saving') : status.kind === 'saved' ? t('ai-tools:editor.saved') : status.kind === 'failed' ? status.message : ''}
      </p>
    </form>
  );
}
