import { useRef, useState } from 'react';
import type { InviteeView, ReferralOverview } from '../../shared/schemas/referrals';
import { formatPrice } from '../../shared/money';
import { isoDay } from '../../shared/format';
import { useIslandEnv } from '../island-env';
import { SignedInGate } from '../components/SignedInGate';
import { useAfterHydration } from '../hooks/useAfterHydration';
import { CabinetData } from '../components/cabinet-kit';
import { formatDay } from '../commerce/cabinet-format';
import { canShare as browserCanShare, copyText, pageOrigin, selectText, shareLink } from '../referrals/browser';

export interface ReferralInvitationProps {
  signInHref: string | null;
  /** The credit balance screen, where the credits can be followed. */
  creditsHref: string | null;
}

/**
 * The signed-in teacher's referral link with copy and share buttons, the credit the programme
 * has earned them and their invitees by date and state only (`GET v1/referrals/mine`).
 * Visitors get the sign-in prompt (docs/referrals.md).
 */
export default function ReferralInvitation({ signInHref, creditsHref }: ReferralInvitationProps) {
  return (
    <SignedInGate signInHref={signInHref}>
      {() => <CabinetData<ReferralOverview> path="v1/referrals/mine">{(overview) => <InvitationView overview={overview} creditsHref={creditsHref} />}</CabinetData>}
    </SignedInGate>
  );
}

type CopyState = 'idle' | 'copied' | 'failed';

function InvitationView({ overview, creditsHref }: { overview: ReferralOverview; creditsHref: string | null }) {
  const { t } = useIslandEnv();
  const link = `${pageOrigin()}${overview.linkPath}`;
  const input = useRef<unknown>(null);
  const [copy, setCopy] = useState<CopyState>('idle');
  const canShare = useAfterHydration(browserCanShare(), false);

  const message = t('cabinet-settings:referrals.shareText', { amount: formatPrice(overview.welcomeAmount, overview.currency) });
  const subject = t('cabinet-settings:referrals.shareSubject');
  const onCopy = async () => {
    try {
      await copyText(link);
      setCopy('copied');
    } catch {
      selectText(input.current);
      setCopy('failed');
    }
  };
  const onShare = () => {
    shareLink({ title: subject, text: message, url: link });
  };

  return (
    <>
      <section className="referral-link" aria-labelledby="referral-link-heading">
        <h2 id="referral-link-heading">{t('cabinet-settings:referrals.linkHeading')}</h2>
        <label className="field-label" htmlFor="referral-link-input">
          {t('cabinet-settings:referrals.linkLabel')}
        </label>
        <div className="referral-link-row">
          <input id="referral-link-input" ref={(element) => { input.current = element; }} className="referral-link-input" type="text" readOnly value={link} onFocus={(e) => selectText(e.currentTarget)} data-referral-code={overview.code} />
          <button type="button" onClick={() => void onCopy()}>
            {t('cabinet-settings:referrals.copy')}
          </button>
        </div>
        <p className="form-status" role="status" aria-live="polite">
          {copy === 'copied' ? t('cabinet-settings:referrals.copied') : copy === 'failed' ? t('cabinet-settings:referrals.copyFailed') : ''}
        </p>
        <ul className="referral-share">
          <li>
            <a className="button button-secondary" href={`mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(`${message} ${link}`)}`}>
              {t('cabinet-settings:referrals.shareEmail')}
            </a>
          </li>
          <li>
            <a className="button button-secondary" href={`https://wa.me/?text=${encodeURIComponent(`${message} ${link}`)}`} target="_blank" rel="noopener noreferrer">
              {t('cabinet-settings:referrals.shareWhatsApp')}
            </a>
          </li>
          {canShare ? (
            <li>
              <button type="button" className="button-secondary" onClick={onShare}>
                {t('cabinet-settings:referrals.shareMore')}
              </button>
            </li>
          ) : null}
        </ul>
      </section>
      <section className="referral-earned" aria-labelledby="referral-earned-heading">
        <h2 id="referral-earned-heading">{t('cabinet-settings:referrals.earnedHeading')}</h2>
        <p className="credit-amount">
          <strong>{formatPrice(overview.earned, overview.currency)}</strong>
        </p>
        {creditsHref ? <a href={creditsHref}>{t('cabinet-settings:referrals.toCredits')}</a> : null}
      </section>
      <Invitees invitees={overview.invitees} currency={overview.currency} />
    </>
  );
}

function stateOf(invitee: InviteeView): 'registered' | 'waiting' | 'credited' | 'refused' {
  if (invitee.reward === 'credited' || invitee.reward === 'refused') return invitee.reward;
  return invitee.signedUp ? 'waiting' : 'registered';
}

function Invitees({ invitees, currency }: { invitees: InviteeView[]; currency: string }) {
  const { t, world } = useIslandEnv();
  return (
    <section className="referral-invitees" aria-labelledby="referral-invitees-heading">
      <h2 id="referral-invitees-heading">{t('cabinet-settings:referrals.inviteesHeading')}</h2>
      <p className="field-hint">{t('cabinet-settings:referrals.privacy')}</p>
      {invitees.length === 0 ? (
        <div className="empty-state">
          <p>{t('cabinet-settings:referrals.inviteesEmpty')}</p>
        </div>
      ) : (
        <div className="table-scroll">
          <table className="cabinet-table">
            <caption className="visually-hidden">{t('cabinet-settings:referrals.inviteesHeading')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('cabinet-settings:referrals.invitedOn')}</th>
                <th scope="col">{t('cabinet-settings:referrals.status')}</th>
                <th scope="col" className="amount">
                  {t('cabinet-settings:referrals.credit')}
                </th>
              </tr>
            </thead>
            <tbody>
              {invitees.map((invitee, index) => (
                <tr key={`${invitee.invitedAt}-${index}`}>
                  <td>
                    <time dateTime={isoDay(invitee.invitedAt)}>{formatDay(invitee.invitedAt, world)}</time>
                  </td>
                  <td>{t(`cabinet-settings:referrals.states.${stateOf(invitee)}`)}</td>
                  <td className="amount">{invitee.rewardAmount ? `+${formatPrice(invitee.rewardAmount, currency)}` : '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
