import { useEffect, useRef, useState } from 'react';
import { useIslandEnv } from '../island-env';
import { createPageApiClient } from '../api/page-client';
import { isApiError } from '../api/api-error';

export interface ConfirmEmailChangeProps {
  /** The token of the link sent to the new address. */
  token: string;
  homeHref: string;
  changeEmailHref: string | null;
}

type Outcome = { kind: 'confirming' } | { kind: 'done'; email: string } | { kind: 'failed'; message: string };

/**
 * Confirms a new e-mail address on arrival (`POST v3/user/change-email/confirm`). Works signed in
 * or not; a 401 on this call is passed through by the API client (docs/product-rules.md, "Errors of the API client"), so it is a message too.
 */
export default function ConfirmEmailChange({ token, homeHref, changeEmailHref }: ConfirmEmailChangeProps) {
  const { t, world } = useIslandEnv();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'confirming' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    createPageApiClient(world)
      .post<{ email: string }>('v3/user/change-email/confirm', { token })
      .then(
        (answer) => setOutcome({ kind: 'done', email: answer.email }),
        (error: unknown) => {
          const code = isApiError(error) ? error.serverError?.code : undefined;
          const message =
            code === 'email_taken'
              ? t('cabinet-settings:confirmEmail.taken')
              : isApiError(error) && error.kind === 'status'
                ? t('cabinet-settings:confirmEmail.failed')
                : t('common:form.networkError');
          setOutcome({ kind: 'failed', message });
        },
      );
  }, [token, world, t]);

  return (
    <div className="account-form" role="status" aria-live="polite">
      {outcome.kind === 'confirming' ? <p>{t('cabinet-settings:confirmEmail.confirming')}</p> : null}
      {outcome.kind === 'done' ? (
        <div className="notice notice-success">
          <p>{t('cabinet-settings:confirmEmail.done', { email: outcome.email })}</p>
          <a href={homeHref}>{t('common:backHome')}</a>
        </div>
      ) : null}
      {outcome.kind === 'failed' ? (
        <div className="notice notice-error">
          <p>{outcome.message}</p>
          {changeEmailHref ? <a href={changeEmailHref}>{t('cabinet-settings:confirmEmail.again')}</a> : null}
        </div>
      ) : null}
    </div>
  );
}
