import { useEffect, useRef, useState } from 'react';
import { useIslandEnv } from '../island-env';
import { describeFailure } from '../forms/form-kit';
import { currentFragment, currentPath, currentSearch, navigateTo, readSessionItem, removeSessionItem, replaceAddress } from '../dom';
import type { Translate } from '../i18n/translate';
import type { World } from '../../shared/worlds';
import { createPageApiClient } from '../api/page-client';
import { rememberSignedInUser } from '../session/browser-session';
import { safeNextPath } from '../session/next-path';
import {
  decideSocialReturn,
  parseReturnParams,
  parseStoredAttempt,
  postedReturnParams,
  SOCIAL_ATTEMPT_KEY,
  type PostedReturn,
  type SocialReturnDecision,
} from '../session/social-return';

export interface SocialReturnProps {
  /** The world's home: where a sign-in goes without a `next`. */
  homeHref: string;
  loginHref: string | null;
  /** Apple's form post, read by the edge; null when the answer is in the address (fragment or query). */
  posted: PostedReturn | null;
}

interface TokenAnswer {
  access_token: string | null;
  oauth_user_id: number | null;
}

type View = { kind: 'working' } | { kind: 'failed'; text: string; detail: string | null };

function refusal(decision: Exclude<SocialReturnDecision, { kind: 'authenticate' }>, t: Translate): View {
  switch (decision.kind) {
    case 'providerError':
      return {
        kind: 'failed',
        text: decision.cancelled ? t('login:social.errors.cancelled') : t('login:social.errors.provider'),
        detail: decision.cancelled ? null : [decision.error, decision.description].filter(Boolean).join(': ') || null,
      };
    case 'stateMismatch':
      return { kind: 'failed', text: t('login:social.errors.stateMismatch'), detail: null };
    default:
      return { kind: 'failed', text: t('login:social.errors.missingCredential'), detail: null };
  }
}

/**
 * Takes the provider's answer once, checks it and signs in; resolves to what to show, or null
 * when the browser is already on its way to the next page.
 */
async function completeSignIn(posted: PostedReturn | null, world: World, homeHref: string, t: Translate): Promise<View | null> {
  const returned = posted ? postedReturnParams(posted) : parseReturnParams(currentFragment(), currentSearch());
  // The tokens leave the address bar and history; the attempt can be spent once only.
  replaceAddress(currentPath());
  const attempt = parseStoredAttempt(readSessionItem(SOCIAL_ATTEMPT_KEY));
  removeSessionItem(SOCIAL_ATTEMPT_KEY);
  const decision = decideSocialReturn(returned, attempt);
  if (decision.kind !== 'authenticate') return refusal(decision, t);
  try {
    const answer = await createPageApiClient(world).post<TokenAnswer>('v3/oauth2/authenticate', decision.body);
    rememberSignedInUser(answer.oauth_user_id);
    navigateTo(safeNextPath(decision.next) ?? homeHref);
    return null;
  } catch (error) {
    const failure = describeFailure(error, t, [], {
      email_in_use: t('login:social.errors.emailInUse'),
      invalid_grant: t('login:social.errors.invalidGrant'),
      email_required: t('login:social.errors.emailRequired'),
      provider_not_configured: t('login:social.errors.unavailable'),
      provider_unreachable: t('login:social.errors.unreachable'),
      invalid_body: t('login:social.errors.invalidGrant'),
    });
    return { kind: 'failed', text: failure.message ?? t('common:form.genericError'), detail: null };
  }
}

/**
 * The social sign-in return screen (all providers): takes the provider's answer, checks its
 * `state` against the attempt this tab started, signs in with `POST v3/oauth2/authenticate`
 * and goes on to `next` (a path of this site) or home.
 */
export default function SocialReturn({ homeHref, loginHref, posted }: SocialReturnProps) {
  const { t, world } = useIslandEnv();
  const [view, setView] = useState<View>({ kind: 'working' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void completeSignIn(posted, world, homeHref, t).then((next) => {
      if (next) setView(next);
    });
  }, [posted, world, homeHref, t]);

  if (view.kind === 'working') {
    return (
      <p className="form-status" role="status" aria-live="polite">
        {t('login:social.completing')}
      </p>
    );
  }
  return (
    <div className="notice notice-error" role="alert">
      <p>{view.text}</p>
      {view.detail ? <p className="field-hint">{t('login:social.errors.providerSaid', { detail: view.detail })}</p> : null}
      {loginHref ? (
        <p>
          <a href={loginHref}>{t('login:social.backToLogin')}</a>
        </p>
      ) : null}
    </div>
  );
}
