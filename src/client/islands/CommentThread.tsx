import { useState } from 'react';
import type { CommentItem } from '../../shared/schemas/community';
import { COMMENT_BODY_MAX } from '../../shared/community-limits';
import { isAuthPending, signedInUser } from '../atoms/auth';
import { createPageApiClient } from '../api/page-client';
import type { Translate } from '../i18n/translate';
import { useIslandEnv } from '../island-env';
import { formatDate, isoDay } from '../../shared/format';
import { languageTag, worldLanguage } from '../../shared/worlds';
import { describeFailure, fieldErrors, Form, LiveRegion, useFormState } from '../forms/form-kit';
import { SignInNote, TextAreaField } from '../components/community-kit';
import { useAuthState } from '../hooks/useAfterHydration';

export interface CommentThreadProps {
  materialId: number;
  materialAuthorId: number;
  /** The first page of threads, as the cached page shows them to everyone. */
  threads: CommentItem[];
  signInHref: string | null;
}

const nameOf = (comment: CommentItem, t: Translate) => comment.author?.publicName ?? t('comments:anonymous');

/**
 * Comments with one level of replies (`v3/materials/{id}/comments`). The threads render on the
 * edge; after hydration a signed-in visitor can post, reply to a top-level comment, and delete
 * their own comments (the material's author any comment on it).
 */
export default function CommentThread({ materialId, materialAuthorId, threads: initial, signInHref }: CommentThreadProps) {
  const { t, world } = useIslandEnv();
  const auth = useAuthState();
  const userId = signedInUser(auth)?.id ?? null;
  const [threads, setThreads] = useState(initial);
  const [replyTo, setReplyTo] = useState<number | null>(null);
  const [notice, setNotice] = useState('');

  const added = (comment: CommentItem) => {
    setThreads((list) =>
      comment.parentId === null
        ? [comment, ...list]
        : list.map((thread) => (thread.id === comment.parentId ? { ...thread, replies: [...thread.replies, comment] } : thread)),
    );
    setReplyTo(null);
    setNotice(t('comments:form.posted'));
  };

  const remove = async (comment: CommentItem) => {
    setNotice('');
    try {
      await createPageApiClient(world).post(`v3/comments/${comment.id}/delete`, {});
      const gone = (c: CommentItem): CommentItem => ({ ...c, deleted: true, body: '', author: null, byMaterialAuthor: false });
      setThreads((list) =>
        list
          .map((thread) =>
            thread.id === comment.id ? gone(thread) : { ...thread, replies: thread.replies.filter((reply) => reply.id !== comment.id) },
          )
          .filter((thread) => !thread.deleted || thread.replies.length > 0),
      );
      setNotice(t('comments:deletedStatus'));
    } catch {
      setNotice(t('common:form.genericError'));
    }
  };

  const mayDelete = (comment: CommentItem) =>
    userId !== null && !comment.deleted && (comment.author?.id === userId || materialAuthorId === userId);

  const renderComment = (comment: CommentItem, thread: CommentItem | null) => (
    <article className={`comment${comment.deleted ? ' comment-deleted' : ''}`}>
      <header className="comment-head">
        <span className="comment-author">{comment.deleted ? null : nameOf(comment, t)}</span>
        {comment.byMaterialAuthor ? <span className="badge badge-author">{t('comments:byAuthor')}</span> : null}
        <time dateTime={isoDay(comment.createdAt)}>{formatDate(comment.createdAt, languageTag(worldLanguage(world)))}</time>
      </header>
      <p className="comment-body">{comment.deleted ? t('comments:deleted') : comment.body}</p>
      {userId !== null ? (
        <div className="comment-actions">
          {thread === null && !comment.deleted ? (
            <button type="button" className="link-button" aria-expanded={replyTo === comment.id} onClick={() => setReplyTo(replyTo === comment.id ? null : comment.id)}>
              {replyTo === comment.id ? t('comments:cancel') : t('comments:reply')}
            </button>
          ) : null}
          {mayDelete(comment) ? (
            <button type="button" className="link-button" onClick={() => void remove(comment)}>
              {t('comments:delete')}
            </button>
          ) : null}
        </div>
      ) : null}
    </article>
  );

  return (
    <div className="comments">
      {userId !== null ? (
        <CommentForm materialId={materialId} parent={null} label={t('comments:form.label')} submitLabel={t('comments:form.submit')} onPosted={added} />
      ) : isAuthPending(auth) ? null : (
        <SignInNote text={t('comments:form.signIn')} signInHref={signInHref} signInLabel={t('header:account.login')} />
      )}
      <LiveRegion className="visually-hidden">{notice}</LiveRegion>
      {threads.length === 0 ? <p className="empty-note">{t('comments:none')}</p> : null}
      <ol className="comment-list">
        {threads.map((thread) => (
          <li key={thread.id}>
            {renderComment(thread, null)}
            {replyTo === thread.id && userId !== null ? (
              <CommentForm
                materialId={materialId}
                parent={thread.id}
                label={t('comments:form.replyLabel', { name: nameOf(thread, t) })}
                submitLabel={t('comments:form.submitReply')}
                onPosted={added}
              />
            ) : null}
            {thread.replies.length > 0 ? (
              <ol className="comment-replies" aria-label={t('comments:replies', { name: thread.deleted ? t('comments:anonymous') : nameOf(thread, t) })}>
                {thread.replies.map((reply) => (
                  <li key={reply.id}>{renderComment(reply, thread)}</li>
                ))}
              </ol>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}

function CommentForm(props: { materialId: number; parent: number | null; label: string; submitLabel: string; onPosted: (comment: CommentItem) => void }) {
  const { t, world } = useIslandEnv();
  const [body, setBody] = useState('');
  const form = useFormState(t('comments:form.posting'));

  const onSubmit = () =>
    form.submit({
      validate: () => fieldErrors({ body: !body.trim() && t('common:form.required') }),
      action: async () => {
        const { comment } = await createPageApiClient(world).post<{ comment: CommentItem }>(`v3/materials/${props.materialId}/comments`, {
          body,
          ...(props.parent !== null ? { parent_id: props.parent } : {}),
        });
        setBody('');
        props.onPosted(comment);
        return { kind: 'success', text: t('comments:form.posted') };
      },
      onError: (error) => describeFailure(error, t, ['body']),
    });

  return (
    <Form form={form} onSubmit={onSubmit} submitLabel={props.submitLabel} className="account-form comment-form">
      <TextAreaField name="body" label={props.label} value={body} onChange={setBody} maxLength={COMMENT_BODY_MAX} required rows={3} error={form.errors.body} />
    </Form>
  );
}
