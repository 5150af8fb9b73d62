import type { ReactNode } from 'react';
import { routePath } from '../../shared/routes/match';
import type { RouteName } from '../../shared/routes/types';
import type { MailLinkAnswer } from '../../shared/schemas/personalisation';
import { usePage, Island } from '../../client/components/page-context';
import { isRefusal, originJson, OriginError } from '../origin-client';
import type { PageModule, PageOutcome, PageRequest } from './types';
import UnsubscribeByLinkForm from '../../client/islands/UnsubscribeByLinkForm';

/**
 * The screens of links in e-mails (docs/unsubscribe.md): unfollow an author, leave the newsletter,
 * stop every marketing e-mail. A GET only shows what the link would do, with one button: mail
 * scanners that open links change nothing. The button posts the same form a mail client's
 * one-click unsubscribe posts (RFC 8058) to this address (../site/mail-link-post.ts).
 * The link's token is in the path, so these pages are never cached.
 */

type Action = MailLinkAnswer['action'];

/** Which link each screen takes: the partition of `v1/subscriptions/{partition}/{token}`. */
export const MAIL_LINK_SCREENS: Partial<Record<RouteName, { partition: string; action: Action }>> = {
  unfollowAuthor: { partition: 'author', action: 'unfollow_author' },
  mailingUnsubscribe: { partition: 'newsletter', action: 'newsletter' },
  unsubscribe: { partition: 'all', action: 'all_marketing' },
};

/** Whatever the path holds, only a plausible token is sent on (the origin checks the rest). */
export function linkToken(request: Pick<PageRequest, 'params'>): string | null {
  const token = request.params.token ?? '';
  return /^[A-Za-z0-9_-]{20,128}$/.test(token) ? token : null;
}

type LinkView = { kind: 'answer'; answer: MailLinkAnswer } | { kind: 'invalid' } | { kind: 'expired' };

async function linkState(request: PageRequest, partition: string): Promise<LinkView> {
  const token = linkToken(request);
  if (!token) return { kind: 'invalid' };
  try {
    return { kind: 'answer', answer: await originJson<MailLinkAnswer>(request.env, `v1/subscriptions/${partition}/${token}`, { world: request.world }) };
  } catch (error) {
    if (error instanceof OriginError && error.status === 410) return { kind: 'expired' };
    if (isRefusal(error)) return { kind: 'invalid' };
    throw error;
  }
}

function Links({ request, offerNewLink }: { request: PageRequest; offerNewLink: boolean }) {
  const { t } = usePage();
  const settings = routePath('notificationPreferences', request.world);
  const byLink = routePath('unsubscribeByLink', request.world);
  const home = routePath('home', request.world) ?? `/${request.world}`;
  return (
    <ul className="form-links">
      {offerNewLink && byLink ? (
        <li>
          <a href={byLink}>{t('service-pages:mailLink.requestLink')}</a>
        </li>
      ) : null}
      {settings ? (
        <li>
          <a href={settings}>{t('service-pages:mailLink.settings')}</a>
        </li>
      ) : null}
      <li>
        <a href={home}>{t('service-pages:mailLink.home')}</a>
      </li>
    </ul>
  );
}

function MailLinkScreen({ request, view, justDone, failed }: { request: PageRequest; view: LinkView; justDone: boolean; failed: boolean }) {
  const { t } = usePage();
  const frame = (heading: string, children: ReactNode) => (
    <section className="frame account-screen mail-link-screen" data-screen={request.route.name}>
      <h1>{heading}</h1>
      {children}
    </section>
  );
  if (view.kind !== 'answer') {
    const key = view.kind;
    return frame(
      t(`service-pages:mailLink.${key}.title`),
      <>
        <p className="notice notice-error" role="alert" data-link-state={key}>
          {t(`service-pages:mailLink.${key}.text`)}
        </p>
        <Links request={request} offerNewLink />
      </>,
    );
  }
  const { answer } = view;
  const author = answer.author?.name ?? t('service-pages:mailLink.someAuthor');
  const texts = `service-pages:mailLink.${answer.action}`;
  if (answer.state !== 'pending') {
    return frame(
      t(`meta:${request.route.name}.heading`),
      <>
        <p className="notice notice-success" role="status" data-link-state={justDone ? 'done' : 'already'}>
          {t(`${texts}.${justDone ? 'done' : 'already'}`, { author })}
        </p>
        <Links request={request} offerNewLink={false} />
      </>,
    );
  }
  return frame(
    t(`meta:${request.route.name}.heading`),
    <>
      <p className="lead">{t(`${texts}.question`, { author })}</p>
      {failed ? (
        <p className="notice notice-error" role="alert">
          {t('service-pages:mailLink.failed')}
        </p>
      ) : null}
      {/* A plain form: it works before (and without) any script, and posts what RFC 8058 one-click posts. */}
      <form method="post" action={request.url.pathname} className="account-form">
        <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <button type="submit" className="button button-primary" data-mail-link-confirm>
          {t(`${texts}.confirm`, { author })}
        </button>
      </form>
      <Links request={request} offerNewLink={false} />
    </>,
  );
}

function mailLinkScreen(partition: string): PageModule {
  return async (request): Promise<PageOutcome> => {
    const view = await linkState(request, partition);
    // After the button's post (../site/mail-link-post.ts) the link is used: say "done", not "already".
    const justDone = request.url.searchParams.get('done') === '1';
    const failed = request.url.searchParams.get('failed') === '1';
    return {
      kind: 'page',
      personal: true,
      ...(view.kind === 'expired' ? { status: 410 as const } : view.kind === 'invalid' ? { status: 404 as const } : {}),
      body: <MailLinkScreen request={request} view={view} justDone={justDone} failed={failed} />,
    };
  };
}

export const unfollowAuthor = mailLinkScreen('author');
export const mailingUnsubscribe = mailLinkScreen('newsletter');
export const unsubscribe = mailLinkScreen('all');

/** Unsubscribe by link: ask for a link that stops every marketing e-mail, sent to the account's address. */
export const unsubscribeByLink: PageModule = async (request) => ({
  kind: 'page',
  islandAreas: ['service-pages', 'login'],
  body: <ByLinkScreen request={request} />,
});

function ByLinkScreen({ request }: { request: PageRequest }) {
  const { t } = usePage();
  return (
    <section className="frame account-screen" data-screen="unsubscribeByLink">
      <h1>{t('service-pages:byLink.title')}</h1>
      <p className="lead">{t('service-pages:byLink.lead')}</p>
      <Island of={UnsubscribeByLinkForm} props={{ settingsHref: routePath('notificationPreferences', request.world) }} />
    </section>
  );
}
