import { useCallback, useEffect, useState } from 'react';
import type { EditorList, EditorPost } from '../../shared/schemas/posts';
import type { PostKind } from '../../shared/posts';
import { POST_BODY_MAX, POST_SUMMARY_MAX, POST_TITLE_MAX } from '../../shared/posts';
import { useIslandEnv } from '../island-env';
import { SignedInGate } from '../components/SignedInGate';
import { createPageApiClient } from '../api/page-client';
import { ApiError } from '../api/client';
import { formatDay } from '../commerce/cabinet-format';
import { Field } from '../forms/form-kit';
import { fieldValue } from '../dom';

export interface PostEditorProps {
  signInHref: string | null;
  /** Where a signed-in teacher becomes an author, to write a blog of their own. */
  becomeSellerHref: string | null;
  /** The post page with `__id__` for the id. */
  postHrefTemplate: string;
}

/**
 * The post editor (docs/blog.md): authors write posts for their own blog, staff for the
 * magazine. The list of the writer's posts with their state, and a form with a preview of the
 * rendered body, save, publish or unpublish, delete. Everyone else is told they cannot write here.
 */
export default function PostEditor(props: PostEditorProps) {
  const { t } = useIslandEnv();
  return (
    <SignedInGate signInHref={props.signInHref}>
      {(user) =>
        user.isStaff || user.isSeller ? (
          <Editor {...props} />
        ) : (
          <div className="notice" role="status">
            <p>{t('blogpost:editor.cannotWrite')}</p>
            {props.becomeSellerHref ? (
              <a className="button" href={props.becomeSellerHref}>
                {t('blogpost:editor.becomeAuthor')}
              </a>
            ) : null}
          </div>
        )
      }
    </SignedInGate>
  );
}

/** The post open in the form; `key` stays while the form is open, so a first save keeps its state. */
type Editing = { post: EditorPost | null; key: string } | null;

function Editor({ postHrefTemplate, becomeSellerHref }: PostEditorProps) {
  const { t, world } = useIslandEnv();
  const [list, setList] = useState<EditorList | 'failed' | 'refused' | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const load = useCallback(() => {
    createPageApiClient(world)
      .get<EditorList>('v3/post-editor/posts')
      .then(setList, (error: unknown) => setList(error instanceof ApiError && error.status === 403 ? 'refused' : 'failed'));
  }, [world]);
  useEffect(load, [load]);

  if (list === 'refused') {
    return (
      <div className="notice" role="status">
        <p>{t('blogpost:editor.cannotWrite')}</p>
        {becomeSellerHref ? <a href={becomeSellerHref}>{t('blogpost:editor.becomeAuthor')}</a> : null}
      </div>
    );
  }
  if (list === 'failed') return <p className="notice">{t('blogpost:editor.loadFailed')}</p>;
  if (!list) {
    return (
      <p className="form-status" role="status" aria-live="polite">
        {t('common:form.loading')}
      </p>
    );
  }
  const postHref = (id: number) => postHrefTemplate.replace('__id__', String(id));
  if (editing) {
    return (
      <PostForm
        key={editing.key}
        post={editing.post}
        kind={list.kind}
        postHref={postHref}
        onDone={() => {
          setEditing(null);
          load();
        }}
        onSaved={(post) => setEditing({ post, key: editing.key })}
      />
    );
  }
  return (
    <div className="post-editor">
      <p className="post-editor-intro">{t(list.kind === 'magazine' ? 'blogpost:editor.forMagazine' : 'blogpost:editor.forBlog')}</p>
      <p>
        <button type="button" onClick={() => setEditing({ post: null, key: `new-${Date.now()}` })}>
          {t('blogpost:editor.new')}
        </button>
      </p>
      <h2>{t('blogpost:editor.listHeading')}</h2>
      {list.items.length === 0 ? (
        <p className="empty-state">{t('blogpost:editor.empty')}</p>
      ) : (
        <ul className="seller-list" aria-label={t('blogpost:editor.listHeading')}>
          {list.items.map((post) => (
            <li key={post.id} className="seller-item">
              <div className="seller-item-head">
                <button type="button" className="link-button seller-item-title" onClick={() => setEditing({ post, key: `post-${post.id}` })}>
                  {post.title}
                </button>
                <span className={`state-badge state-${post.status}`}>{t(`blogpost:editor.state.${post.status}`)}</span>
              </div>
              <p className="seller-item-facts">
                {t('blogpost:editor.updatedOn', { date: formatDay(post.updatedAt, world) })}
                {post.kind === 'author' && list.kind === 'magazine' ? ` · ${post.author.publicName}` : ''}
                {post.status === 'published' ? (
                  <>
                    {' · '}
                    <a href={postHref(post.id)}>{t('blogpost:editor.view')}</a>
                  </>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface FormProps {
  post: EditorPost | null;
  kind: PostKind;
  postHref: (id: number) => string;
  onDone: () => void;
  onSaved: (post: EditorPost) => void;
}

function PostForm({ post, kind, postHref, onDone, onSaved }: FormProps) {
  const { t, world } = useIslandEnv();
  const [title, setTitle] = useState(post?.title ?? '');
  const [summary, setSummary] = useState(post?.summary ?? '');
  const [body, setBody] = useState(post?.bodyMarkdown ?? '');
  const [preview, setPreview] = useState<string | null>(null);
  const [status, setStatus] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [titleError, setTitleError] = useState<string | undefined>(undefined);
  const api = createPageApiClient(world);
  const dirty = !post || title !== post.title || summary !== post.summary || body !== post.bodyMarkdown;

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setStatus(null);
    try {
      await work();
    } catch {
      setStatus({ tone: 'error', text: t('blogpost:editor.failed') });
    } finally {
      setBusy(false);
    }
  };

  /** Saves the form; the saved post, or null when the title is missing. */
  const save = async (): Promise<EditorPost | null> => {
    if (title.trim() === '') {
      setTitleError(t('blogpost:editor.titleNeeded'));
      return null;
    }
    setTitleError(undefined);
    const fields = { title, summary, bodyMarkdown: body };
    const answer = post
      ? await api.request<{ post: EditorPost }>(`v3/post-editor/posts/${post.id}`, { method: 'PUT', body: fields })
      : await api.post<{ post: EditorPost }>('v3/post-editor/posts', fields);
    onSaved(answer.post);
    return answer.post;
  };

  const saveDraft = () =>
    run(async () => {
      if (await save()) setStatus({ tone: 'ok', text: t('blogpost:editor.saved') });
    });

  const setPublished = (published: boolean) =>
    run(async () => {
      const saved = dirty || !post ? await save() : post;
      if (!saved) return;
      if (published && body.trim() === '') {
        setStatus({ tone: 'error', text: t('blogpost:editor.bodyNeeded') });
        return;
      }
      const answer = await api.post<{ post: EditorPost }>(`v3/post-editor/posts/${saved.id}/${published ? 'publish' : 'unpublish'}`, {});
      onSaved(answer.post);
      setStatus({ tone: 'ok', text: t(published ? 'blogpost:editor.publishedNow' : 'blogpost:editor.unpublishedNow') });
    });

  const remove = () =>
    run(async () => {
      if (!post) return;
      await api.request(`v3/post-editor/posts/${post.id}`, { method: 'DELETE' });
      onDone();
    });

  const showPreview = () =>
    run(async () => {
      const { html } = await api.post<{ html: string }>('v3/post-editor/preview', { bodyMarkdown: body });
      setPreview(html);
    });

  return (
    <form
      className="post-form"
      onSubmit={(event) => {
        event.preventDefault();
        void saveDraft();
      }}
    >
      <p>
        <button type="button" className="link-button" onClick={onDone}>
          {t('blogpost:editor.backToList')}
        </button>
      </p>
      <div className="seller-item-head">
        <h2>{post ? t('blogpost:editor.editHeading') : t(kind === 'magazine' ? 'blogpost:editor.newMagazine' : 'blogpost:editor.newBlog')}</h2>
        {post ? <span className={`state-badge state-${post.status}`}>{t(`blogpost:editor.state.${post.status}`)}</span> : null}
      </div>
      <Field label={t('blogpost:editor.title')} error={titleError}>
        {(control) => <input {...control} name="title" required maxLength={POST_TITLE_MAX} value={title} onChange={(e) => setTitle(fieldValue(e.target))} />}
      </Field>
      <Field label={t('blogpost:editor.summary')} hint={t('blogpost:editor.summaryHint')}>
        {(control) => <textarea {...control} name="summary" rows={2} maxLength={POST_SUMMARY_MAX} value={summary} onChange={(e) => setSummary(fieldValue(e.target))} />}
      </Field>
      <Field label={t('blogpost:editor.body')} hint={t('blogpost:editor.bodyHint')}>
        {(control) => (
          <textarea
            {...control}
            name="body"
            className="post-form-body"
            rows={16}
            maxLength={POST_BODY_MAX}
            value={body}
            onChange={(e) => {
              setBody(fieldValue(e.target));
              setPreview(null);
            }}
          />
        )}
      </Field>
      <div className="form-actions post-form-actions">
        <button type="submit" className="button-secondary" disabled={busy}>
          {t('blogpost:editor.saveDraft')}
        </button>
        <button type="button" className="button-secondary" disabled={busy} onClick={() => void showPreview()}>
          {t('blogpost:editor.preview')}
        </button>
        {post?.status === 'published' ? (
          <button type="button" className="button-secondary" disabled={busy} onClick={() => void setPublished(false)}>
            {t('blogpost:editor.unpublish')}
          </button>
        ) : (
          <button type="button" disabled={busy} onClick={() => void setPublished(true)}>
            {t('blogpost:editor.publish')}
          </button>
        )}
        {post && !confirming ? (
          <button type="button" className="button-ghost post-form-delete" disabled={busy} onClick={() => setConfirming(true)}>
            {t('blogpost:editor.delete')}
          </button>
        ) : null}
      </div>
      {post && confirming ? (
        <div className="notice notice-error post-form-confirm" role="alert">
          <p>{t('blogpost:editor.confirmDelete', { title: post.title })}</p>
          <div className="post-form-actions">
            <button type="button" disabled={busy} onClick={() => void remove()}>
              {t('blogpost:editor.delete')}
            </button>
            <button type="button" className="button-secondary" onClick={() => setConfirming(false)}>
              {t('blogpost:editor.cancel')}
            </button>
          </div>
        </div>
      ) : null}
      <p className={`form-status${status ? (status.tone === 'error' ? ' form-status-error' : ' form-status-success') : ''}`} role="status" aria-live="polite">
        {status?.text ?? ''}
        {status?.tone === 'ok' && post?.status === 'published' ? (
          <>
            {' '}
            <a href={postHref(post.id)}>{t('blogpost:editor.view')}</a>
          </>
        ) : null}
      </p>
      {preview !== null ? (
        <section className="post-preview" aria-label={t('blogpost:editor.previewHeading')}>
          <h2>{t('blogpost:editor.previewHeading')}</h2>
          <h1>{title}</h1>
          {/* Rendered and sanitised by the origin (the same renderer the saved post uses). */}
          <div className="post-body" dangerouslySetInnerHTML={{ __html: preview }} />
        </section>
      ) : null}
    </form>
  );
}
