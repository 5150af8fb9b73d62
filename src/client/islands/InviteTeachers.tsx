import { signedInUser } from '../atoms/auth';
import { useAuthState } from '../hooks/useAfterHydration';
import { useIslandEnv } from '../island-env';
import { ReferralNote, useReferralPreview } from '../referrals/ReferralNote';

export interface InviteTeachersProps {
  registerHref: string | null;
  loginHref: string | null;
  /** The signed-in teacher's own invitation page. */
  invitationHref: string | null;
}

/**
 * The page for invited teachers without an account: who invites them (public display name only)
 * and registration with the code kept in the browser; signed-in teachers are led to their own
 * invitation page instead (docs/referrals.md).
 */
export default function InviteTeachers({ registerHref, loginHref, invitationHref }: InviteTeachersProps) {
  const { t } = useIslandEnv();
  const auth = useAuthState();
  const preview = useReferralPreview();
  if (signedInUser(auth)) {
    return (
      <div className="notice referral-signed-in" role="status">
        <p>{t('signup:referral.signedIn')}</p>
        {invitationHref ? (
          <a className="button" href={invitationHref}>
            {t('signup:referral.toInvitation')}
          </a>
        ) : null}
      </div>
    );
  }
  return (
    <div className="referral-join">
      <ReferralNote preview={preview} />
      {registerHref ? (
        <p>
          <a className="button" href={registerHref}>
            {t('signup:referral.register')}
          </a>
        </p>
      ) : null}
      {loginHref ? (
        <p className="field-hint">
          {t('signup:referral.haveAccount')} <a href={loginHref}>{t('header:account.login')}</a>
        </p>
      ) : null}
    </div>
  );
}
