import type { ReactNode } from 'react';
import { isAuthPending, signedInUser, type SignedInUser } from '../atoms/auth';
import { useIslandEnv } from '../island-env';
import { useAuthState } from '../hooks/useAfterHydration';

/**
 * Cabinet forms need a signed-in user. Until the login state is known (and on the edge) a short
 * note shows; visitors get a link to sign in and come back.
 */
/** What a screen for signed-in users shows while the session is still being checked. */
export function CheckingSession() {
  const { t } = useIslandEnv();
  return (
    <p className="form-status" role="status" aria-live="polite">
      {t('common:form.checkingSession')}
    </p>
  );
}

export function SignedInGate({ signInHref, children }: { signInHref: string | null; children: (user: SignedInUser) => ReactNode }) {
  const { t } = useIslandEnv();
  const auth = useAuthState();
  const user = signedInUser(auth);
  if (user) return children(user);
  if (isAuthPending(auth)) return <CheckingSession />;
  return (
    <div className="notice" role="status" aria-live="polite">
      <p>{t('common:form.signInRequired')}</p>
      {signInHref ? (
        <a className="button" href={signInHref}>
          {t('header:account.login')}
        </a>
      ) : null}
    </div>
  );
}
