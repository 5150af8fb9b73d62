import { useEffect, useState } from 'react';
import type { ReferralPreview } from '../../shared/schemas/referrals';
import { formatPrice } from '../../shared/money';
import { createPageApiClient } from '../api/page-client';
import { useIslandEnv } from '../island-env';
import { captureReferralCode } from './referral-code';

type Preview = { state: 'none' } | { state: 'invalid' } | { state: 'found'; preview: ReferralPreview };

/**
 * Who invites the visitor (public display name only) and the welcome credit, when the page was
 * opened through a referral link or the browser keeps a code. Nothing shows without a code.
 */
export function useReferralPreview(): Preview {
  const { world } = useIslandEnv();
  const [preview, setPreview] = useState<Preview>({ state: 'none' });
  useEffect(() => {
    const { code, fromLink } = captureReferralCode();
    if (!code && !fromLink) return;
    let live = true;
    const lookup = code ? createPageApiClient(world).get<ReferralPreview>(`v1/referrals/code/${code}`) : Promise.reject(new Error('not a referral code'));
    lookup.then(
      (found) => live && setPreview({ state: 'found', preview: found }),
      () => live && setPreview({ state: 'invalid' }),
    );
    return () => {
      live = false;
    };
  }, [world]);
  return preview;
}

export function ReferralNote({ preview }: { preview: Preview }) {
  const { t } = useIslandEnv();
  if (preview.state === 'none') return null;
  if (preview.state === 'invalid') {
    return (
      <p className="notice" role="status">
        {t('signup:referral.invalid')}
      </p>
    );
  }
  const { inviterName, welcomeAmount, currency } = preview.preview;
  return (
    <div className="notice notice-success referral-note" role="status">
      <p>
        <strong>{inviterName ? t('signup:referral.invitedBy', { name: inviterName }) : t('signup:referral.invitedAnonymous')}</strong>
      </p>
      <p>{t('signup:referral.welcome', { amount: formatPrice(welcomeAmount, currency) })}</p>
    </div>
  );
}
