import { useCallback, useEffect, useState } from 'react';
import type { MySchool, SchoolState } from '../../shared/schemas/schools';
import { createPageApiClient } from '../api/page-client';
import { isApiError } from '../api/api-error';
import { useIslandEnv } from '../island-env';
import { fillHref } from '../href-template';

/** Shared parts of the school screens (docs/schools.md). */

type Loaded = { mine: MySchool | null } | { failed: true } | null;

/** The signed-in user's school (`GET v1/schools/mine`), loaded in the browser; `reload` after a change. */
export function useMySchool(): { loaded: Loaded; reload: () => void; set: (mine: MySchool | null) => void } {
  const { world } = useIslandEnv();
  const [loaded, setLoaded] = useState<Loaded>(null);
  const reload = useCallback(() => {
    createPageApiClient(world)
      .get<MySchool | null>('v1/schools/mine')
      .then(
        (mine) => setLoaded({ mine: mine ?? null }),
        () => setLoaded({ failed: true }),
      );
  }, [world]);
  useEffect(reload, [reload]);
  return { loaded, reload, set: (mine) => setLoaded({ mine }) };
}

export function SchoolStateBadge({ state }: { state: SchoolState }) {
  const { t } = useIslandEnv();
  const tone = state === 'verified' ? 'state-published' : state === 'rejected' ? 'state-rejected' : 'state-review';
  return <span className={`state-badge ${tone}`}>{t(`my-school:state.${state}`)}</span>;
}

export function LoadingNote() {
  const { t } = useIslandEnv();
  return (
    <p className="form-status" role="status" aria-live="polite">
      {t('common:form.loading')}
    </p>
  );
}

export function LoadFailed() {
  const { t } = useIslandEnv();
  return (
    <p className="notice notice-error" role="alert">
      {t('common:form.loadFailed')}
    </p>
  );
}

/** For a screen that needs a school: a note with the way to create one. */
export function NoSchool({ createHref }: { createHref: string | null }) {
  const { t } = useIslandEnv();
  return (
    <div className="empty-state">
      <p>{t('my-school:noSchool')}</p>
      {createHref ? (
        <a className="button" href={createHref}>
          {t('my-school:createSchool')}
        </a>
      ) : null}
    </div>
  );
}

/** Refusals of the school calls that have their own text (`my-school:error.<code>`). */
const KNOWN_ERRORS = new Set([
  'already_in_school',
  'not_school_admin',
  'already_member',
  'last_school_admin',
  'invitation_other_email',
  'invitation_closed',
  'invitation_not_found',
  'remove_self',
  'not_licensed',
  'too_many_invitations',
  'already_decided',
]);

/** The message of a failed school call: its code's text when there is one, else the generic one. */
export function failureText(error: unknown, t: (key: string) => string): string {
  const code = isApiError(error) ? error.serverError?.code : undefined;
  return code && KNOWN_ERRORS.has(code) ? t(`my-school:error.${code}`) : t('common:form.genericError');
}

/** A material page from per-world templates the edge filled (src/client/href-template.ts). */
export type MaterialHrefTemplates = Partial<Record<string, string | null>>;

export function materialHref(templates: MaterialHrefTemplates, material: { id: number; slug: string; world: string }): string | null {
  return fillHref(templates[material.world] ?? null, material.id, material.slug);
}

/** A material's number from what a member pasted: the number itself or a material page's address. */
export function materialIdFrom(text: string): number | null {
  const trimmed = text.trim();
  const match = /^(\d{1,15})$/.exec(trimmed) ?? /\/(\d{1,15})(?:\/|$|\?)/.exec(trimmed);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
