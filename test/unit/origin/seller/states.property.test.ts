import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decide, isLive, LIFECYCLE_RULES, startsNewRevision, type Actor, type LifecycleAction } from '../../../../src/origin/domain/seller/states';
import { MATERIAL_STATES, type MaterialState } from '../../../../src/shared/schemas/seller-materials';

const ACTIONS = Object.keys(LIFECYCLE_RULES) as LifecycleAction[];

describe('material states', () => {
  it('lets the author submit a draft and staff approve it, never the other way round', () => {
    expect(decide('draft', false, 'author', 'submit')).toEqual({ ok: true, state: 'review' });
    expect(decide('draft', false, 'staff', 'submit')).toMatchObject({ ok: false, status: 403 });
    expect(decide('review', false, 'staff', 'approve')).toEqual({ ok: true, state: 'published' });
    expect(decide('review', false, 'author', 'approve')).toMatchObject({ ok: false, status: 403 });
    expect(decide('draft', false, 'staff', 'approve')).toMatchObject({ ok: false, status: 409, code: 'invalid_state' });
    expect(decide('review', false, 'staff', 'reject')).toEqual({ ok: true, state: 'rejected' });
    expect(decide('published', false, 'author', 'unpublish')).toEqual({ ok: true, state: 'unpublished' });
    expect(decide('review', false, 'author', 'edit')).toMatchObject({ ok: false, code: 'invalid_state' });
    expect(decide('published', true, 'author', 'edit')).toMatchObject({ ok: false, code: 'deleted' });
  });

  it('folds autosaves within 15 minutes into one revision', () => {
    const now = new Date('2026-05-01T10:10:00Z');
    const published = '2026-05-01T09:00:00Z';
    expect(startsNewRevision({ at: '2026-05-01T10:00:00Z', by: 1 }, published, 1, now)).toBe(false);
    expect(startsNewRevision({ at: '2026-05-01T09:50:00Z', by: 1 }, published, 1, now)).toBe(true);
    expect(startsNewRevision({ at: '2026-05-01T10:00:00Z', by: 2 }, published, 1, now)).toBe(true);
    expect(startsNewRevision(null, published, 1, now)).toBe(true);
    expect(startsNewRevision({ at: '2026-05-01T10:00:00Z', by: 1 }, null, 1, now)).toBe(false);
    // The reviewed revision (before publication) stays as staff saw it.
    expect(startsNewRevision({ at: '2026-05-01T10:05:00Z', by: 1 }, '2026-05-01T10:06:00Z', 1, now)).toBe(true);
  });

  /** Model: the material's facts as a plain object, changed only by what `decide` allows. */
  interface Model {
    state: MaterialState;
    deleted: boolean;
    revision: number;
    approvedSinceSubmit: boolean;
  }

  it('keeps its promises over any sequence of actions (10,000 runs)', () => {
    const step = fc.record({ actor: fc.constantFrom<Actor>('author', 'staff'), action: fc.constantFrom(...ACTIONS) });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const m: Model = { state: 'draft', deleted: false, revision: 0, approvedSinceSubmit: false };
        for (const { actor, action } of steps) {
          const before = { ...m };
          const d = decide(m.state, m.deleted, actor, action);
          if (!d.ok) {
            // A refusal names why: the wrong person (403) or the wrong moment (409).
            if (LIFECYCLE_RULES[action].actor !== actor) expect(d.status).toBe(403);
            else expect(d.status).toBe(409);
            expect(m).toEqual(before);
            continue;
          }
          expect(LIFECYCLE_RULES[action].actor).toBe(actor);
          if (action === 'submit') {
            m.revision++;
            m.approvedSinceSubmit = false;
          }
          if (action === 'approve') m.approvedSinceSubmit = true;
          if (action === 'delete') m.deleted = true;
          // Only staff publish, and only what was submitted.
          if (d.state === 'published' && before.state !== 'published') {
            expect(actor).toBe('staff');
            expect(before.state).toBe('review');
          }
          m.state = d.state;
          // A deleted material stays deleted: every later action is refused.
          if (before.deleted) throw new Error('an action succeeded on a deleted material');
          // Live exactly when published, not deleted, and approved since the last submit.
          expect(isLive(m.state, m.deleted)).toBe(m.state === 'published' && !m.deleted);
          if (isLive(m.state, m.deleted)) expect(m.approvedSinceSubmit).toBe(true);
          if (m.state === 'review') expect(m.revision).toBeGreaterThan(0);
        }
      }),
      { numRuns: 10_000 },
    );
  });

  it('answers every state, actor and action without throwing', () => {
    for (const state of MATERIAL_STATES) for (const action of ACTIONS) for (const actor of ['author', 'staff'] as const) {
      const d = decide(state, false, actor, action);
      if (d.ok) expect(MATERIAL_STATES).toContain(d.state);
    }
  });
});
