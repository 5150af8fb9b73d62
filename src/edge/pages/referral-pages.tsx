import type { ReactNode } from 'react';
import { routePath } from '../../shared/routes/match';
import type { RouteName } from '../../shared/routes/types';
import type { Area } from '../../shared/i18n/areas';
import { formatPrice } from '../../shared/money';
import { referralAmounts } from '../../shared/referrals';
import { worldCurrency } from '../../shared/worlds';
import { Island, usePage } from '../../client/components/page-context';
import ReferralInvitation from '../../client/islands/ReferralInvitation';
import InviteTeachers from '../../client/islands/InviteTeachers';
import type { PageModule, PageRequest } from './types';

/**
 * The referral screens (docs/referrals.md): the invitation page of signed-in teachers and the
 * Spanish page for invited teachers without an account. The rules and amounts are rendered on
 * the edge from the constants; who is signed in, the link and the inviter's name are loaded in
 * the browser, so the HTML is the same for everyone and caches like any page.
 */

const AREAS: readonly Area[] = ['cabinet-settings', 'signup'];

const path = (request: PageRequest, name: RouteName) => routePath(name, request.world);

function amountsText(request: PageRequest): { welcome: string; reward: string } {
  const currency = worldCurrency(request.world);
  const { welcome, reward } = referralAmounts(currency);
  return { welcome: formatPrice(welcome, currency), reward: formatPrice(reward, currency) };
}

function Screen({ name, children }: { name: RouteName; children: ReactNode }) {
  const { t } = usePage();
  return (
    <section className="frame cabinet-screen referral-screen" data-screen={name}>
      <h1>{t(`meta:${name}.heading`)}</h1>
      <p className="lead">{t(`meta:${name}.description`)}</p>
      {children}
    </section>
  );
}

function Rules({ amounts }: { amounts: { welcome: string; reward: string } }) {
  const { t } = usePage();
  return (
    <section className="referral-rules" aria-labelledby="referral-rules-heading">
      <h2 id="referral-rules-heading">{t('cabinet-settings:referrals.rulesHeading')}</h2>
      <ol>
        <li>{t('cabinet-settings:referrals.ruleWelcome', { amount: amounts.welcome })}</li>
        <li>{t('cabinet-settings:referrals.ruleReward', { amount: amounts.reward })}</li>
        <li>{t('cabinet-settings:referrals.ruleSelf')}</li>
        <li>{t('cabinet-settings:referrals.ruleUse')}</li>
      </ol>
    </section>
  );
}

function Steps({ amounts }: { amounts: { welcome: string; reward: string } }) {
  const { t } = usePage();
  return (
    <section className="referral-rules" aria-labelledby="referral-steps-heading">
      <h2 id="referral-steps-heading">{t('signup:referral.stepsHeading')}</h2>
      <ol>
        <li>{t('signup:referral.step1')}</li>
        <li>{t('signup:referral.step2', { amount: amounts.welcome })}</li>
        <li>{t('signup:referral.step3', { amount: amounts.reward })}</li>
      </ol>
    </section>
  );
}

function signInHref(request: PageRequest): string | null {
  const login = path(request, 'login');
  return login ? `${login}?next=${encodeURIComponent(request.url.pathname)}` : null;
}

/** `invitation`: the signed-in teacher's link, rules, credits earned and invitees. */
export const invitation: PageModule = async (request) => ({
  kind: 'page',
  sheets: ['commerce'],
  islandAreas: AREAS,
  body: (
    <Screen name="invitation">
      <Island of={ReferralInvitation} props={{ signInHref: signInHref(request), creditsHref: path(request, 'creditBalance') }} />
      <Rules amounts={amountsText(request)} />
    </Screen>
  ),
});

/** `inviteTeachers` (es): the programme for visitors, the inviter's name and registration with the code kept. */
export const inviteTeachers: PageModule = async (request) => ({
  kind: 'page',
  sheets: ['commerce'],
  islandAreas: AREAS,
  body: (
    <Screen name="inviteTeachers">
      <Island of={InviteTeachers} props={{ registerHref: path(request, 'register'), loginHref: path(request, 'login'), invitationHref: path(request, 'invitation') }} />
      <Steps amounts={amountsText(request)} />
    </Screen>
  ),
});
