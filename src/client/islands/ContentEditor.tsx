import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import type { BlockInput, ContentDraft, ContentImage, ContentRevision } from '../../shared/schemas/content';
import { useIslandEnv } from '../island-env';
import { languageTag, worldLanguage, type World } from '../../shared/worlds';
import { createPageApiClient } from '../api/page-client';
import { ApiError } from '../api/api-error';
import { fieldChecked, fieldValue } from '../dom';
import { filesOf } from '../seller/file-upload';

export interface ContentEditorProps {
  world: string;
  pageKey: string;
  /** The staff overview of content pages. */
  listHref: string;
  /** The saved draft rendered as the page (a staff screen, never cached). */
  previewHref: string;
}

const BLOCK_TYPES = ['markdown', 'image', 'materials', 'cta', 'faq', 'audio'] as const;
type BlockType = (typeof BLOCK_TYPES)[number];

/** One block as the form holds it: every field of every type as text, so inputs stay controlled. */
interface EditBlock {
  key: number;
  type: BlockType;
  markdown: string;
  src: string;
  alt: string;
  caption: string;
  heading: string;
  mode: 'query' | 'ids';
  query: string;
  ids: string;
  limit: string;
  body: string;
  label: string;
  href: string;
  title: string;
  date: string;
  items: { key: number; question: string; answer: string }[];
}

let nextKey = 1;
const key = () => nextKey++;

function emptyBlock(type: BlockType): EditBlock {
  return {
    key: key(),
    type,
    markdown: '',
    src: '',
    alt: '',
    caption: '',
    heading: '',
    mode: 'query',
    query: '',
    ids: '',
    limit: '8',
    body: '',
    label: '',
    href: '',
    title: '',
    date: new Date().toISOString().slice(0, 10),
    items: type === 'faq' ? [{ key: key(), question: '', answer: '' }] : [],
  };
}

function fromInput(block: BlockInput): EditBlock {
  const base = emptyBlock(block.type);
  switch (block.type) {
    case 'markdown':
      return { ...base, markdown: block.markdown };
    case 'image':
      return { ...base, src: block.src, alt: block.alt, caption: block.caption ?? '' };
    case 'materials':
      return { ...base, heading: block.heading, mode: block.materialIds ? 'ids' : 'query', query: block.query ?? '', ids: (block.materialIds ?? []).join(', '), limit: String(block.limit) };
    case 'cta':
      return { ...base, heading: block.heading, body: block.body, label: block.label, href: block.href };
    case 'faq':
      return { ...base, heading: block.heading ?? '', items: block.items.map((item) => ({ key: key(), question: item.question, answer: item.answer })) };
    case 'audio':
      return { ...base, title: block.title, date: block.date, src: block.src, markdown: block.markdown ?? '' };
  }
}

/** What the origin checks (src/shared/schemas/content.ts); its 400 names the field that is wrong. */
function toInput(block: EditBlock): unknown {
  switch (block.type) {
    case 'markdown':
      return { type: 'markdown', markdown: block.markdown };
    case 'image':
      return { type: 'image', src: block.src, alt: block.alt, ...(block.caption.trim() ? { caption: block.caption } : {}) };
    case 'materials': {
      const limit = Number(block.limit) || 8;
      if (block.mode === 'ids') {
        const ids = block.ids.split(/[\s,;]+/).filter(Boolean).map(Number);
        return { type: 'materials', heading: block.heading, materialIds: ids, limit };
      }
      return { type: 'materials', heading: block.heading, query: block.query, limit };
    }
    case 'cta':
      return { type: 'cta', heading: block.heading, body: block.body, label: block.label, href: block.href };
    case 'faq':
      return { type: 'faq', ...(block.heading.trim() ? { heading: block.heading } : {}), items: block.items.map((item) => ({ question: item.question, answer: item.answer })) };
    case 'audio':
      return { type: 'audio', title: block.title, date: block.date, src: block.src, ...(block.markdown.trim() ? { markdown: block.markdown } : {}) };
  }
}

interface Form {
  title: string;
  description: string;
  blocks: EditBlock[];
}

const formOf = (draft: ContentDraft): Form => ({ title: draft.title, description: draft.description, blocks: draft.blocks.map(fromInput) });
const payloadOf = (form: Form, note: string) => ({ title: form.title, description: form.description, blocks: form.blocks.map(toInput), note });

type Status = { kind: 'ok' | 'error'; text: string } | null;

/**
 * The block editor of one content page (docs/content.md): blocks of every type added, removed,
 * moved and edited; saved with a note (every save is a revision); the saved draft previewed;
 * published (the terms page may make a new terms version); revisions listed and restored.
 */
/** When a draft or revision was saved, as the page's language writes a day and time (in UTC, as the text says). */
function savedAt(iso: string, world: World): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(languageTag(worldLanguage(world)), { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' }).format(date);
}

export default function ContentEditor({ world, pageKey, listHref, previewHref }: ContentEditorProps) {
  const { t, world: pageWorld } = useIslandEnv();
  const api = createPageApiClient(pageWorld);
  const base = `v3/staff/content/pages/${world}/${pageKey}`;
  const [draft, setDraft] = useState<ContentDraft | null | 'failed'>(null);
  const [form, setForm] = useState<Form>({ title: '', description: '', blocks: [] });
  const [saved, setSaved] = useState('');
  const [note, setNote] = useState('');
  const [newTerms, setNewTerms] = useState(false);
  const [revisions, setRevisions] = useState<ContentRevision[]>([]);
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  const [addType, setAddType] = useState<BlockType>('markdown');

  const adopt = useCallback((next: ContentDraft) => {
    const nextForm = formOf(next);
    setDraft(next);
    setForm(nextForm);
    setSaved(JSON.stringify(payloadOf(nextForm, '')));
  }, []);
  const loadRevisions = useCallback(() => {
    createPageApiClient(pageWorld)
      .get<{ items: ContentRevision[] }>(`${base}/revisions`)
      .then((answer) => setRevisions(answer.items), () => setRevisions([]));
  }, [base, pageWorld]);
  useEffect(() => {
    createPageApiClient(pageWorld)
      .get<ContentDraft>(base)
      .then(adopt, () => setDraft('failed'));
    loadRevisions();
  }, [adopt, base, loadRevisions, pageWorld]);

  if (draft === null) return <p aria-busy="true">{t('service-pages:cms.loading')}</p>;
  if (draft === 'failed') return <p className="field-error">{t('service-pages:cms.loadFailed')}</p>;

  const dirty = JSON.stringify(payloadOf(form, '')) !== saved;
  const failure = (error: unknown) => {
    if (error instanceof ApiError && error.status === 400) {
      const details = error.serverError?.details;
      const issues = Array.isArray(details) ? (details as { path?: (string | number)[]; message?: string }[]) : [];
      const where = issues.map((issue) => {
        const [first, index, ...rest] = issue.path ?? [];
        const place = first === 'blocks' && typeof index === 'number' ? `${t('service-pages:cms.block')} ${index + 1}${rest.length ? ` (${rest.join('.')})` : ''}` : String(first ?? '');
        return `${place}: ${issue.message ?? ''}`;
      });
      setStatus({ kind: 'error', text: [t('service-pages:cms.invalid'), ...where].join(' — ') });
    } else if (error instanceof ApiError && error.status === 409) {
      setStatus({ kind: 'error', text: t(error.serverError?.code === 'not_restorable' ? 'service-pages:cms.notRestorable' : 'service-pages:cms.conflict') });
    } else {
      setStatus({ kind: 'error', text: t('service-pages:cms.failed') });
    }
  };
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setStatus(null);
    try {
      await work();
    } catch (error) {
      failure(error);
    } finally {
      setBusy(false);
    }
  };

  const save = () =>
    run(async () => {
      adopt(await api.request<ContentDraft>(base, { method: 'PUT', body: payloadOf(form, note) }));
      setNote('');
      setStatus({ kind: 'ok', text: t('service-pages:cms.saved') });
      loadRevisions();
    });
  const publish = () =>
    run(async () => {
      adopt(await api.post<ContentDraft>(`${base}/publish`, { newTermsVersion: draft.isTerms && newTerms }));
      setNewTerms(false);
      setStatus({ kind: 'ok', text: t('service-pages:cms.published') });
      loadRevisions();
    });
  const restore = (id: number) =>
    run(async () => {
      adopt(await api.post<ContentDraft>(`${base}/revisions/${id}/restore`, {}));
      setStatus({ kind: 'ok', text: t('service-pages:cms.restored', { id }) });
      loadRevisions();
    });

  const update = (index: number, change: Partial<EditBlock>) =>
    setForm((f) => ({ ...f, blocks: f.blocks.map((b, i) => (i === index ? { ...b, ...change } : b)) }));
  const move = (index: number, by: -1 | 1) =>
    setForm((f) => {
      const blocks = [...f.blocks];
      const target = index + by;
      if (target < 0 || target >= blocks.length) return f;
      [blocks[index], blocks[target]] = [blocks[target]!, blocks[index]!];
      return { ...f, blocks };
    });
  const remove = (index: number) => setForm((f) => ({ ...f, blocks: f.blocks.filter((_, i) => i !== index) }));
  const add = () => setForm((f) => ({ ...f, blocks: [...f.blocks, emptyBlock(addType)] }));

  return (
    <div className="cms-editor">
      <div className="cms-head">
        <p className="cms-meta">
          <a href={listHref}>{t('service-pages:cms.back')}</a> · <a href={draft.path}>{draft.path}</a> · <span className={`cms-state cms-state-${draft.state}`}>{t(`service-pages:cms.state.${draft.state}`)}</span>
        </p>
        {draft.updatedAt ? <p className="cms-meta">{t('service-pages:cms.lastSaved', { who: draft.updatedBy ?? '–', when: savedAt(draft.updatedAt, pageWorld) })}</p> : null}
      </div>
      <TextInput label={t('service-pages:cms.title')} value={form.title} onChange={(title) => setForm((f) => ({ ...f, title }))} />
      <TextArea label={t('service-pages:cms.description')} rows={2} value={form.description} onChange={(description) => setForm((f) => ({ ...f, description }))} />
      <ol className="cms-blocks" aria-label={t('service-pages:cms.blocks')}>
        {form.blocks.map((block, index) => (
          <li key={block.key} className="cms-block">
            <div className="cms-block-head">
              <strong>
                {index + 1}. {t(`service-pages:cms.type.${block.type}`)}
              </strong>
              <span className="cms-block-actions">
                <button type="button" className="button-secondary" onClick={() => move(index, -1)} disabled={index === 0} aria-label={t('service-pages:cms.up', { n: index + 1 })}>
                  ↑
                </button>
                <button type="button" className="button-secondary" onClick={() => move(index, 1)} disabled={index === form.blocks.length - 1} aria-label={t('service-pages:cms.down', { n: index + 1 })}>
                  ↓
                </button>
                <button type="button" className="button-secondary" onClick={() => remove(index)} aria-label={t('service-pages:cms.remove', { n: index + 1 })}>
                  ✕
                </button>
              </span>
            </div>
            <BlockFields block={block} world={world} onChange={(change) => update(index, change)} />
          </li>
        ))}
      </ol>
      <div className="cms-add">
        <label>
          {t('service-pages:cms.addType')}{' '}
          <select value={addType} onChange={(e) => setAddType(fieldValue(e.currentTarget) as BlockType)}>
            {BLOCK_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`service-pages:cms.type.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="button-secondary" onClick={add}>
          {t('service-pages:cms.add')}
        </button>
      </div>
      <div className="cms-actions">
        <TextInput label={t('service-pages:cms.note')} value={note} onChange={setNote} />
        <button type="button" onClick={() => void save()} disabled={busy}>
          {t('service-pages:cms.save')}
        </button>
        <a className="button button-secondary" href={previewHref} target="_blank" rel="noopener">
          {t('service-pages:cms.preview')}
        </a>
        {dirty ? <p className="cms-meta">{t('service-pages:cms.unsaved')}</p> : null}
      </div>
      <div className="cms-publish">
        {draft.isTerms ? (
          <label className="cms-check">
            <input type="checkbox" checked={newTerms} onChange={(e) => setNewTerms(fieldChecked(e.currentTarget))} /> {t('service-pages:cms.newTerms', { version: (draft.termsVersion ?? 0) + 1 })}
          </label>
        ) : null}
        <button type="button" onClick={() => void publish()} disabled={busy || dirty || draft.state === 'unpublished' && draft.updatedAt === null}>
          {t('service-pages:cms.publish')}
        </button>
      </div>
      <p className={status?.kind === 'error' ? 'field-error' : 'cms-ok'} role="status" aria-live="polite">
        {status?.text ?? ''}
      </p>
      <section className="cms-revisions" aria-label={t('service-pages:cms.revisions')}>
        <h2>{t('service-pages:cms.revisions')}</h2>
        {revisions.length === 0 ? <p>{t('service-pages:cms.noRevisions')}</p> : null}
        <ul>
          {revisions.map((revision) => (
            <li key={revision.id}>
              <div>
                <strong>#{revision.id}</strong> {savedAt(revision.createdAt, pageWorld)} · {revision.createdBy ?? '–'}
                {revision.published ? <span className="cms-state cms-state-published"> {t('service-pages:cms.state.published')}</span> : null}
                {revision.termsVersion !== null ? <span className="cms-meta"> · {t('service-pages:cms.termsVersion', { version: revision.termsVersion })}</span> : null}
              </div>
              {revision.note ? <div className="cms-note">{revision.note}</div> : null}
              <div className="cms-meta">{changesText(t, revision.changes)}</div>
              <button type="button" className="button-ghost" onClick={() => void restore(revision.id)} disabled={busy}>
                {t('service-pages:cms.restore')}
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function changesText(t: (key: string, values?: Record<string, string | number>) => string, changes: ContentRevision['changes']): string {
  const parts: string[] = [];
  if (changes.title) parts.push(t('service-pages:cms.changed.title'));
  if (changes.description) parts.push(t('service-pages:cms.changed.description'));
  if (changes.blocksAdded) parts.push(t('service-pages:cms.changed.added', { n: changes.blocksAdded }));
  if (changes.blocksRemoved) parts.push(t('service-pages:cms.changed.removed', { n: changes.blocksRemoved }));
  if (changes.blocksChanged) parts.push(t('service-pages:cms.changed.blocks', { n: changes.blocksChanged }));
  return parts.length > 0 ? parts.join(', ') : t('service-pages:cms.changed.none');
}

function BlockFields({ block, world, onChange }: { block: EditBlock; world: string; onChange: (change: Partial<EditBlock>) => void }) {
  const { t, world: pageWorld } = useIslandEnv();
  const [uploading, setUploading] = useState<string | null>(null);
  const f = (name: string) => t(`service-pages:cms.field.${name}`);
  switch (block.type) {
    case 'markdown':
      return <TextArea label={f('markdown')} rows={8} value={block.markdown} onChange={(markdown) => onChange({ markdown })} hint={t('service-pages:cms.markdownHint')} />;
    case 'image': {
      const upload = async (file: File) => {
        setUploading(t('service-pages:cms.uploading'));
        const body = new FormData();
        body.set('file', file);
        try {
          const image = await createPageApiClient(pageWorld).post<ContentImage>('v3/staff/content/images', body, { query: { world } });
          onChange({ src: image.src });
          setUploading(null);
        } catch {
          setUploading(t('service-pages:cms.uploadFailed'));
        }
      };
      return (
        <>
          {block.src ? <img className="cms-image" src={block.src} alt="" /> : null}
          <Labelled label={f('file')}>
            {(id) => <input id={id} type="file" accept="image/jpeg,image/png,image/webp,image/gif" onChange={(e) => { const file = filesOf(e.currentTarget)[0]; if (file) void upload(file); }} />}
          </Labelled>
          {uploading ? <p className="cms-meta" role="status">{uploading}</p> : null}
          <TextInput label={f('alt')} value={block.alt} onChange={(alt) => onChange({ alt })} />
          <TextInput label={f('caption')} value={block.caption} onChange={(caption) => onChange({ caption })} />
        </>
      );
    }
    case 'materials':
      return (
        <>
          <TextInput label={f('heading')} value={block.heading} onChange={(heading) => onChange({ heading })} />
          <Labelled label={f('mode')}>
            {(id) => (
              <select id={id} value={block.mode} onChange={(e) => onChange({ mode: fieldValue(e.currentTarget) as 'query' | 'ids' })}>
                <option value="query">{f('byQuery')}</option>
                <option value="ids">{f('byIds')}</option>
              </select>
            )}
          </Labelled>
          {block.mode === 'query' ? (
            <TextInput label={f('query')} value={block.query} onChange={(query) => onChange({ query })} />
          ) : (
            <TextInput label={f('ids')} value={block.ids} onChange={(ids) => onChange({ ids })} />
          )}
          <TextInput label={f('limit')} value={block.limit} onChange={(limit) => onChange({ limit })} inputMode="numeric" />
        </>
      );
    case 'cta':
      return (
        <>
          <TextInput label={f('heading')} value={block.heading} onChange={(heading) => onChange({ heading })} />
          <TextInput label={f('body')} value={block.body} onChange={(body) => onChange({ body })} />
          <TextInput label={f('label')} value={block.label} onChange={(label) => onChange({ label })} />
          <TextInput label={f('href')} value={block.href} onChange={(href) => onChange({ href })} hint={t('service-pages:cms.hrefHint')} />
        </>
      );
    case 'faq':
      return (
        <>
          <TextInput label={f('heading')} value={block.heading} onChange={(heading) => onChange({ heading })} />
          {block.items.map((item, i) => (
            <fieldset key={item.key} className="cms-faq-item">
              <legend>{t('service-pages:cms.question', { n: i + 1 })}</legend>
              <TextInput label={f('question')} value={item.question} onChange={(question) => onChange({ items: block.items.map((x) => (x.key === item.key ? { ...x, question } : x)) })} />
              <TextArea label={f('answer')} rows={3} value={item.answer} onChange={(answer) => onChange({ items: block.items.map((x) => (x.key === item.key ? { ...x, answer } : x)) })} />
              <button type="button" className="button-ghost" onClick={() => onChange({ items: block.items.filter((x) => x.key !== item.key) })}>
                {t('service-pages:cms.removeQuestion')}
              </button>
            </fieldset>
          ))}
          <button type="button" className="button-secondary" onClick={() => onChange({ items: [...block.items, { key: key(), question: '', answer: '' }] })}>
            {t('service-pages:cms.addQuestion')}
          </button>
        </>
      );
    case 'audio':
      return (
        <>
          <TextInput label={f('title')} value={block.title} onChange={(title) => onChange({ title })} />
          <TextInput label={f('date')} value={block.date} onChange={(date) => onChange({ date })} type="date" />
          <TextInput label={f('audio')} value={block.src} onChange={(src) => onChange({ src })} hint="https://…" />
          <TextArea label={f('markdown')} rows={4} value={block.markdown} onChange={(markdown) => onChange({ markdown })} />
        </>
      );
  }
}

function Labelled({ label, hint, children }: { label: string; hint?: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="cms-field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
      {hint ? <small className="cms-meta">{hint}</small> : null}
    </div>
  );
}

function TextInput({ label, value, onChange, hint, type = 'text', inputMode }: { label: string; value: string; onChange: (value: string) => void; hint?: string; type?: string; inputMode?: 'numeric' }) {
  return <Labelled label={label} {...(hint ? { hint } : {})}>{(id) => <input id={id} type={type} value={value} inputMode={inputMode} onChange={(e) => onChange(fieldValue(e.currentTarget))} />}</Labelled>;
}

function TextArea({ label, value, onChange, rows, hint }: { label: string; value: string; onChange: (value: string) => void; rows: number; hint?: string }) {
  return <Labelled label={label} {...(hint ? { hint } : {})}>{(id) => <textarea id={id} rows={rows} value={value} onChange={(e) => onChange(fieldValue(e.currentTarget))} />}</Labelled>;
}
