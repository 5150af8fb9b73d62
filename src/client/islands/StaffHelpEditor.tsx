import { useCallback, useEffect, useRef, useState } from 'react';
import { useIslandEnv } from '../island-env';
import { askToConfirm, fieldChecked, fieldValue, focusFirst } from '../dom';
import { createPageApiClient } from '../api/page-client';
import { isApiError } from '../api/api-error';
import { fillHref } from '../href-template';
import { formatDay } from '../commerce/cabinet-format';
import { Field, SelectField, TextField } from '../forms/form-kit';
import { helpSlugOf } from '../../shared/help-slug';
import type { World } from '../../shared/worlds';
import type { Translate } from '../../shared/i18n/translate';
import type { StaffHelp, StaffHelpArticle, StaffHelpCategory } from '../../shared/schemas/help';

export interface StaffHelpEditorProps {
  initialWorld: World;
  worlds: World[];
  /** The article page of each world, from the route table (src/client/href-template.ts). */
  articleHrefTemplates: Record<string, string | null>;
}

const KNOWN_ERRORS = new Set(['slug_taken', 'category_not_empty', 'unknown_category', 'invalid_body']);

function failureText(error: unknown, t: Translate): string {
  const code = isApiError(error) ? error.serverError?.code : undefined;
  return code && KNOWN_ERRORS.has(code) ? t(`help-center:staff.error.${code}`) : t('common:form.genericError');
}

type Editing = { kind: 'category'; category: StaffHelpCategory | null } | { kind: 'article'; article: StaffHelpArticle | null } | null;

/**
 * Staff editing of the help centre (docs/help-centre.md, "Editing"): the categories and articles
 * of one world, drafts included; an article is written in Markdown with a preview rendered by
 * the origin (the same rendering the saved article gets), marked for the FAQ and published.
 */
export default function StaffHelpEditor({ initialWorld, worlds, articleHrefTemplates }: StaffHelpEditorProps) {
  const { t } = useIslandEnv();
  const [world, setWorld] = useState<World>(initialWorld);
  const [help, setHelp] = useState<StaffHelp | 'failed' | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [status, setStatus] = useState<string | null>(null);
  const load = useCallback(() => {
    createPageApiClient(world)
      .get<StaffHelp>('v3/staff/help')
      .then(setHelp, () => setHelp('failed'));
  }, [world]);
  useEffect(load, [load]);

  const saved = (next: StaffHelp, message: string) => {
    setHelp(next);
    setEditing(null);
    setStatus(message);
  };

  return (
    <div className="help-editor">
      <div className="help-editor-bar">
        <SelectField
          name="world"
          label={t('help-center:staff.world')}
          value={world}
          options={worlds.map((w) => ({ value: w, label: w.toUpperCase() }))}
          onChange={(value) => {
            setEditing(null);
            setStatus(null);
            setHelp(null);
            setWorld(value as World);
          }}
        />
        <button type="button" className="button-secondary" onClick={() => setEditing({ kind: 'category', category: null })}>
          {t('help-center:staff.newCategory')}
        </button>
        <button type="button" onClick={() => setEditing({ kind: 'article', article: null })} disabled={help === null || help === 'failed' || help.categories.length === 0}>
          {t('help-center:staff.newArticle')}
        </button>
      </div>
      <p className="form-status form-status-success" role="status" aria-live="polite">
        {status}
      </p>
      {help === null ? (
        <p className="form-status">{t('common:form.loading')}</p>
      ) : help === 'failed' ? (
        <p className="notice notice-error" role="alert">
          {t('common:form.loadFailed')}
        </p>
      ) : (
        <>
          {editing?.kind === 'category' ? (
            <CategoryForm key={`c${editing.category?.id ?? 'new'}`} world={world} category={editing.category} onSaved={(next) => saved(next, t('help-center:staff.saved'))} onCancel={() => setEditing(null)} />
          ) : null}
          {editing?.kind === 'article' ? (
            <ArticleForm
              key={`a${editing.article?.id ?? 'new'}`}
              world={world}
              article={editing.article}
              categories={help.categories}
              onSaved={(next) => saved(next, t('help-center:staff.saved'))}
              onCancel={() => setEditing(null)}
            />
          ) : null}
          <Overview help={help} world={world} articleHref={(a) => fillHref(articleHrefTemplates[world], a.id, a.slug)} onEdit={setEditing} onChanged={(next) => saved(next, t('help-center:staff.deleted'))} />
        </>
      )}
    </div>
  );
}

function Overview({
  help,
  world,
  articleHref,
  onEdit,
  onChanged,
}: {
  help: StaffHelp;
  world: World;
  articleHref: (article: StaffHelpArticle) => string | null;
  onEdit: (editing: Editing) => void;
  onChanged: (next: StaffHelp) => void;
}) {
  const { t } = useIslandEnv();
  const [error, setError] = useState<string | null>(null);
  const remove = async (what: 'categories' | 'articles', id: number, title: string) => {
    if (!askToConfirm(t('help-center:staff.confirmDelete', { title }))) return;
    setError(null);
    try {
      onChanged(await createPageApiClient(world).request<StaffHelp>(`v3/staff/help/${what}/${id}`, { method: 'DELETE' }));
    } catch (failure) {
      setError(failureText(failure, t));
    }
  };
  if (help.categories.length === 0) return <p className="empty-state">{t('help-center:staff.noCategories')}</p>;
  return (
    <div className="help-editor-list">
      {error ? (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      ) : null}
      {help.categories.map((category) => {
        const articles = help.articles.filter((a) => a.categoryId === category.id);
        return (
          <section key={category.id} className="card help-editor-category" aria-labelledby={`help-cat-${category.id}`}>
            <div className="help-editor-row">
              <h2 id={`help-cat-${category.id}`}>{category.title}</h2>
              <span className="help-editor-actions">
                <button type="button" className="button-ghost" onClick={() => onEdit({ kind: 'category', category })}>
                  {t('help-center:staff.edit')}
                </button>
                <button type="button" className="button-ghost" onClick={() => void remove('categories', category.id, category.title)}>
                  {t('help-center:staff.delete')}
                </button>
              </span>
            </div>
            {articles.length === 0 ? <p className="field-hint">{t('help-center:staff.empty')}</p> : null}
            <ul>
              {articles.map((article) => {
                const href = article.status === 'published' ? articleHref(article) : null;
                return (
                  <li key={article.id} className="help-editor-row" data-article={article.id}>
                    <span className="help-editor-title">
                      <strong>{article.title}</strong>
                      <span className={`state-badge ${article.status === 'published' ? 'state-published' : 'state-draft'}`}>{t(`help-center:staff.status.${article.status}`)}</span>
                      {article.inFaq ? <span className="badge">{t('help-center:staff.inFaq')}</span> : null}
                      <span className="field-hint">
                        {article.updatedBy
                          ? t('help-center:staff.updated', { date: formatDay(article.updatedAt, world), name: article.updatedBy })
                          : t('help-center:staff.updatedOn', { date: formatDay(article.updatedAt, world) })}
                      </span>
                    </span>
                    <span className="help-editor-actions">
                      {href ? <a href={href}>{t('help-center:staff.view')}</a> : null}
                      <button type="button" className="button-ghost" onClick={() => onEdit({ kind: 'article', article })} aria-label={`${t('help-center:staff.edit')}: ${article.title}`}>
                        {t('help-center:staff.edit')}
                      </button>
                      <button type="button" className="button-ghost" onClick={() => void remove('articles', article.id, article.title)} aria-label={`${t('help-center:staff.delete')}: ${article.title}`}>
                        {t('help-center:staff.delete')}
                      </button>
                    </span>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function CategoryForm({ world, category, onSaved, onCancel }: { world: World; category: StaffHelpCategory | null; onSaved: (next: StaffHelp) => void; onCancel: () => void }) {
  const { t } = useIslandEnv();
  const [title, setTitle] = useState(category?.title ?? '');
  const [slug, setSlug] = useState(category?.slug ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const [position, setPosition] = useState(String(category?.position ?? 0));
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const form = useFocusOnOpen();
  const submit = async () => {
    setPending(true);
    setError(null);
    const body = { title, slug: slug || helpSlugOf(title), description, position: Number(position) || 0 };
    try {
      const api = createPageApiClient(world);
      onSaved(category ? await api.request<StaffHelp>(`v3/staff/help/categories/${category.id}`, { method: 'PUT', body }) : await api.post<StaffHelp>('v3/staff/help/categories', body));
    } catch (failure) {
      setError(failureText(failure, t));
    } finally {
      setPending(false);
    }
  };
  return (
    <form
      ref={form}
      className="card help-editor-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2>{category ? category.title : t('help-center:staff.newCategory')}</h2>
      <TextField name="title" label={t('help-center:staff.field.title')} value={title} onChange={setTitle} required maxLength={120} />
      <TextField name="slug" label={t('help-center:staff.field.slug')} hint={t('help-center:staff.field.slugHint')} value={slug || (category ? '' : helpSlugOf(title))} onChange={setSlug} maxLength={80} />
      <TextField name="description" label={t('help-center:staff.field.description')} value={description} onChange={setDescription} maxLength={400} />
      <TextField name="position" type="number" label={t('help-center:staff.field.position')} value={position} onChange={setPosition} inputMode="numeric" />
      <FormEnd pending={pending} error={error} onCancel={onCancel} />
    </form>
  );
}

/** An opened form takes the focus (and so comes into view): it opens above the list. */
function useFocusOnOpen() {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => focusFirst(ref.current, 'input, select, textarea'), []);
  return ref;
}

function FormEnd({ pending, error, onCancel }: { pending: boolean; error: string | null; onCancel: () => void }) {
  const { t } = useIslandEnv();
  return (
    <>
      {error ? (
        <p className="form-status form-status-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="help-editor-actions">
        <button type="submit" disabled={pending}>
          {t('help-center:staff.save')}
        </button>
        <button type="button" className="button-secondary" onClick={onCancel}>
          {t('help-center:staff.cancel')}
        </button>
      </div>
    </>
  );
}

function ArticleForm({
  world,
  article,
  categories,
  onSaved,
  onCancel,
}: {
  world: World;
  article: StaffHelpArticle | null;
  categories: StaffHelpCategory[];
  onSaved: (next: StaffHelp) => void;
  onCancel: () => void;
}) {
  const { t } = useIslandEnv();
  const [categoryId, setCategoryId] = useState(String(article?.categoryId ?? categories[0]?.id ?? ''));
  const [title, setTitle] = useState(article?.title ?? '');
  const [slug, setSlug] = useState(article?.slug ?? '');
  const [body, setBody] = useState(article?.bodyMarkdown ?? '');
  const [position, setPosition] = useState(String(article?.position ?? 0));
  const [inFaq, setInFaq] = useState(article?.inFaq ?? false);
  const [state, setState] = useState<'draft' | 'published'>(article?.status ?? 'draft');
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const form = useFocusOnOpen();
  const api = createPageApiClient(world);
  const showPreview = async () => {
    setError(null);
    try {
      setPreview((await api.post<{ html: string }>('v3/staff/help/preview', { bodyMarkdown: body })).html);
    } catch (failure) {
      setError(failureText(failure, t));
    }
  };
  const submit = async () => {
    setPending(true);
    setError(null);
    const input = { categoryId: Number(categoryId), slug: slug || helpSlugOf(title), title, bodyMarkdown: body, position: Number(position) || 0, inFaq, status: state };
    try {
      onSaved(article ? await api.request<StaffHelp>(`v3/staff/help/articles/${article.id}`, { method: 'PUT', body: input }) : await api.post<StaffHelp>('v3/staff/help/articles', input));
    } catch (failure) {
      setError(failureText(failure, t));
    } finally {
      setPending(false);
    }
  };
  return (
    <form
      ref={form}
      className="card help-editor-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2>{article ? article.title : t('help-center:staff.newArticle')}</h2>
      <SelectField name="categoryId" label={t('help-center:staff.field.category')} value={categoryId} options={categories.map((c) => ({ value: String(c.id), label: c.title }))} onChange={setCategoryId} />
      <TextField name="title" label={t('help-center:staff.field.title')} value={title} onChange={setTitle} required maxLength={160} />
      <TextField name="slug" label={t('help-center:staff.field.slug')} hint={t('help-center:staff.field.slugHint')} value={slug || (article ? '' : helpSlugOf(title))} onChange={setSlug} maxLength={80} />
      <Field label={t('help-center:staff.field.body')} hint={t('help-center:staff.field.bodyHint')}>
        {(control) => <textarea {...control} name="bodyMarkdown" rows={14} value={body} onChange={(event) => setBody(fieldValue(event.target))} />}
      </Field>
      <div className="help-editor-actions">
        <button type="button" className="button-secondary" onClick={() => void showPreview()}>
          {t('help-center:staff.preview')}
        </button>
      </div>
      {preview !== null ? (
        <section className="help-editor-preview" aria-label={t('help-center:staff.preview')}>
          {preview ? <div className="help-prose" dangerouslySetInnerHTML={{ __html: preview }} /> : <p className="field-hint">{t('help-center:staff.previewEmpty')}</p>}
        </section>
      ) : null}
      <div className="field field-checkbox">
        <input id={`help-faq-${article?.id ?? 'new'}`} type="checkbox" name="inFaq" checked={inFaq} onChange={(event) => setInFaq(fieldChecked(event.target))} />
        <label htmlFor={`help-faq-${article?.id ?? 'new'}`}>{t('help-center:staff.field.inFaq')}</label>
      </div>
      <SelectField
        name="status"
        label={t('help-center:staff.field.status')}
        value={state}
        options={[
          { value: 'draft', label: t('help-center:staff.status.draft') },
          { value: 'published', label: t('help-center:staff.status.published') },
        ]}
        onChange={(value) => setState(value === 'published' ? 'published' : 'draft')}
      />
      <TextField name="position" type="number" label={t('help-center:staff.field.position')} value={position} onChange={setPosition} inputMode="numeric" />
      <FormEnd pending={pending} error={error} onCancel={onCancel} />
    </form>
  );
}
