import { useEffect, useRef, useState } from 'react';
import { useIslandEnv } from '../island-env';
import { navigateTo } from '../dom';
import { createPageApiClient } from '../api/page-client';

export interface RegisterConfirmProps {
  /** The token of the link in the confirmation mail. */
  token: string;
  /** The finish-registration path with `__token__` where the finish token goes. */
  finishHrefTemplate: string | null;
  loginHref: string | null;
  /** A password reset link confirms the address too: the way to a fresh link. */
  forgotPasswordHref: string | null;
}

export const TOKEN_PLACEHOLDER = '__token__';

/**
 * Confirms the e-mail address on arrival (`POST v3/registration/confirm`), then continues to
 * finishing the registration. Runs in the browser only, so link scanners never spend the link.
 */
export default function RegisterConfirm({ token, finishHrefTemplate, loginHref, forgotPasswordHref }: RegisterConfirmProps) {
  const { t, world } = useIslandEnv();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    createPageApiClient(world)
      .post<{ finish_token: string }>('v3/registration/confirm', { token })
      .then((answer) => {
        if (!finishHrefTemplate) throw new Error('no finish-registration screen in this world');
        navigateTo(finishHrefTemplate.replace(TOKEN_PLACEHOLDER, encodeURIComponent(answer.finish_token)));
      })
      .catch(() => setFailed(true));
  }, [token, world, finishHrefTemplate]);

  return (
    <div className="account-form" role="status" aria-live="polite">
      {failed ? (
        <div className="notice notice-error">
          <p>{t('signup:confirm.failed')}</p>
          <ul className="form-links">
            {loginHref ? (
              <li>
                <a href={loginHref}>{t('signup:confirm.toLogin')}</a>
              </li>
            ) : null}
            {forgotPasswordHref ? (
              <li>
                <a href={forgotPasswordHref}>{t('signup:confirm.newLink')}</a>
              </li>
            ) : null}
          </ul>
        </div>
      ) : (
        <p>{t('signup:confirm.confirming')}</p>
      )}
    </div>
  );
}
