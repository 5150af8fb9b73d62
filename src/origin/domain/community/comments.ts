import type { CommentItem, Person } from '../../../shared/schemas/community';

export interface CommentRow {
  id: number;
  parent_id: number | null;
  body: string;
  created_at: string;
  deleted_at: string | null;
  user_id: number;
  author_name: string | null;
}

/** What the public sees of one comment: a deleted one keeps its place but not its text or author. */
export function toCommentItem(row: CommentRow, materialAuthorId: number): CommentItem {
  const deleted = row.deleted_at !== null;
  const author: Person | null = deleted ? null : { id: row.user_id, publicName: row.author_name || null };
  return {
    id: row.id,
    parentId: row.parent_id,
    body: deleted ? '' : row.body,
    deleted,
    createdAt: row.created_at,
    author,
    byMaterialAuthor: !deleted && row.user_id === materialAuthorId,
    replies: [],
  };
}

/**
 * Threads from top-level rows (already in order, newest first) and their replies: replies go
 * under their parent oldest first; replies of unknown parents are dropped (depth is at most 1).
 */
export function buildThreads(topLevel: readonly CommentItem[], replies: readonly CommentItem[]): CommentItem[] {
  const byId = new Map<number, CommentItem>();
  const threads = topLevel.map((item) => {
    const thread = { ...item, replies: [] as CommentItem[] };
    byId.set(item.id, thread);
    return thread;
  });
  const ordered = [...replies].sort((a, b) => (a.createdAt === b.createdAt ? a.id - b.id : a.createdAt < b.createdAt ? -1 : 1));
  for (const reply of ordered) {
    if (reply.parentId === null) continue;
    byId.get(reply.parentId)?.replies.push({ ...reply, replies: [] });
  }
  return threads;
}

/** Who may delete a comment: its author, or the author of the material it is about. */
export function mayDeleteComment(callerId: number, commentAuthorId: number, materialAuthorId: number): boolean {
  return callerId === commentAuthorId || callerId === materialAuthorId;
}
