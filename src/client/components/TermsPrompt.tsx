import { useId, useState } from 'react';
import { useIslandEnv } from '../island-env';
import { describeFailure, StatusRegion, type FormStatus } from '../forms/form-status';
import { browserSession } from '../session/browser-session';

export interface TermsPromptProps {
  termsHref: string | null;
  loginHref: string | null;
}

/**
 * Asks a signed-in user to accept the current terms (docs/product-rules.md, "Login states"): `GET v3/terms/current`
 * for the version, `POST v3/terms/accept` with it, then the session is validated again.
 */
export default function TermsPrompt({ termsHref, loginHref }: TermsPromptProps) {
  const { t, world } = useIslandEnv();
  const headingId = useId();
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState<FormStatus | null>(null);

  const accept = async () => {
    setPending(true);
    setStatus(null);
    try {
      await browserSession(world, loginHref).acceptTerms();
    } catch (error) {
      const view = describeFailure(error, t, []);
      setStatus({ kind: 'error', text: view.message ?? t('common:form.genericError') });
      setPending(false);
    }
  };

  return (
    <section className="terms-prompt" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('header:terms.heading')}</h2>
      <p>
        {t('header:terms.text')}{' '}
        {termsHref ? <a href={termsHref}>{t('header:terms.read')}</a> : null}
      </p>
      <button type="button" onClick={() => void accept()} disabled={pending}>
        {t('header:terms.accept')}
      </button>
      <StatusRegion status={status} />
    </section>
  );
}
