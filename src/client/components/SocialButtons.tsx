import { useState } from 'react';
import { useIslandEnv } from '../island-env';
import { StatusRegion } from '../forms/form-kit';
import { navigateTo, writeSessionItem } from '../dom';
import { safeNextPath } from '../session/next-path';
import { authorizeUrl, newSocialAttempt, providerTextKey, SOCIAL_ATTEMPT_KEY, type SocialProviderLink } from '../session/social-return';

export interface SocialButtonsProps {
  /** The configured providers with the static part of their authorization request; empty: no section. */
  providers: readonly SocialProviderLink[];
  /** Where to go after signing in, already checked to be a path of this site. */
  next: string | null;
}

/**
 * One button per configured provider. A click makes a fresh `nonce` and `state`, keeps them
 * with `next` in this tab's session storage for the return screen, and goes to the provider.
 */
export function SocialButtons({ providers, next }: SocialButtonsProps) {
  const { t } = useIslandEnv();
  const [problem, setProblem] = useState<string | null>(null);
  if (providers.length === 0) return null;

  const start = (link: SocialProviderLink) => {
    const attempt = newSocialAttempt(link.provider, safeNextPath(next));
    if (!writeSessionItem(SOCIAL_ATTEMPT_KEY, JSON.stringify(attempt))) {
      setProblem(t('login:social.errors.storage'));
      return;
    }
    navigateTo(authorizeUrl(link, attempt));
  };

  return (
    <div className="social-sign-in">
      <h2>{t('login:social.heading')}</h2>
      <ul>
        {providers.map((link) => (
          <li key={link.provider}>
            <button type="button" className={`social-button social-${link.provider}`} data-provider={link.provider} onClick={() => start(link)}>
              {t(`login:social.${providerTextKey(link.provider)}`)}
            </button>
          </li>
        ))}
      </ul>
      <StatusRegion status={problem ? { kind: 'error', text: problem } : null} />
    </div>
  );
}
