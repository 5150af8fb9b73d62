/**
 * The material's life as the seller makes it (docs/seller-materials.md, "States"): who may do
 * what in which state. Pure: the API asks `decide` and writes what it answers.
 */
import type { MaterialState } from '../../../shared/schemas/seller-materials';

export type Actor = 'author' | 'staff';
export type LifecycleAction = 'edit' | 'submit' | 'withdraw' | 'unpublish' | 'delete' | 'approve' | 'reject';

interface Rule {
  actor: Actor;
  from: readonly MaterialState[];
  /** The state afterwards; null: the state stays (edit, delete). */
  to: MaterialState | null;
}

export const LIFECYCLE_RULES: Readonly<Record<LifecycleAction, Rule>> = {
  // A material in review is frozen so staff decide on what they see; the author withdraws it first.
  edit: { actor: 'author', from: ['draft', 'rejected', 'unpublished', 'published'], to: null },
  submit: { actor: 'author', from: ['draft', 'rejected', 'unpublished'], to: 'review' },
  withdraw: { actor: 'author', from: ['review'], to: 'draft' },
  unpublish: { actor: 'author', from: ['published'], to: 'unpublished' },
  // Deleting is soft (buyers keep their copies) and possible in every state.
  delete: { actor: 'author', from: ['draft', 'review', 'published', 'rejected', 'unpublished'], to: null },
  approve: { actor: 'staff', from: ['review'], to: 'published' },
  reject: { actor: 'staff', from: ['review'], to: 'rejected' },
};

export type Decision =
  | { ok: true; state: MaterialState }
  | { ok: false; status: 403 | 409; code: 'not_allowed' | 'invalid_state' | 'deleted' };

/** May `actor` do `action` to a material in `state`? The answer names the state afterwards. */
export function decide(state: MaterialState, deleted: boolean, actor: Actor, action: LifecycleAction): Decision {
  const rule = LIFECYCLE_RULES[action];
  if (rule.actor !== actor) return { ok: false, status: 403, code: 'not_allowed' };
  if (deleted) return { ok: false, status: 409, code: 'deleted' };
  if (!rule.from.includes(state)) return { ok: false, status: 409, code: 'invalid_state' };
  return { ok: true, state: rule.to ?? state };
}

/** The contract every public query relies on: live exactly when published and not deleted. */
export function isLive(state: MaterialState, deleted: boolean): boolean {
  return state === 'published' && !deleted;
}

/**
 * Edits of a published material go live at once and are kept as a new revision; autosaves within
 * this window of the revision's start are folded into it (docs/seller-materials.md, "Revisions").
 * The revision staff reviewed (made before the publication) is never changed.
 */
const REVISION_FOLD_MS = 15 * 60 * 1000;

export function startsNewRevision(
  last: { at: string; by: number } | null,
  publishedAt: string | null,
  userId: number,
  now: Date,
): boolean {
  if (!last || last.by !== userId) return true;
  // (A material published before publication dates were kept has only its own revisions.)
  if (publishedAt && Date.parse(last.at) <= Date.parse(publishedAt)) return true;
  return now.getTime() - Date.parse(last.at) >= REVISION_FOLD_MS;
}
