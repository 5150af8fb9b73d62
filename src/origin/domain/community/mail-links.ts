import { createTranslator } from '../../../shared/i18n/translator';
import { routePath } from '../../../shared/routes/match';
import type { RouteName } from '../../../shared/routes/types';
import { isWorld, worldLanguage, DEFAULT_WORLD, type World } from '../../../shared/worlds';
import type { OutboxEntry } from '../../db/outbox';

/**
 * Links in e-mails that act without sign-in, and the marketing e-mails that carry them
 * (docs/unsubscribe.md). Pure: the API stores the token's hash and sends what these build.
 */
export type MailLinkAction = 'unfollow_author' | 'newsletter' | 'all_marketing';

/** Unsubscribe links must keep working long after the e-mail arrived (RFC 8058 asks for "a while"). */
const MAIL_LINK_DAYS = 365;

export function mailLinkExpiry(now: Date): string {
  return new Date(now.getTime() + MAIL_LINK_DAYS * 86_400_000).toISOString();
}

/** The screen each action's link opens (its path carries `:token`). */
const MAIL_LINK_SCREEN: Record<MailLinkAction, RouteName> = {
  unfollow_author: 'unfollowAuthor',
  newsletter: 'mailingUnsubscribe',
  all_marketing: 'unsubscribe',
};

/** The `partition` of `POST v1/subscriptions/{partition}/{token}` for each action. */
const MAIL_LINK_PARTITION: Record<MailLinkAction, string> = {
  unfollow_author: 'author',
  newsletter: 'newsletter',
  all_marketing: 'all',
};

export function partitionAction(partition: string): MailLinkAction | null {
  const found = (Object.entries(MAIL_LINK_PARTITION) as [MailLinkAction, string][]).find(([, p]) => p === partition);
  return found ? found[0] : null;
}

function worldOf(code: string): World {
  return isWorld(code) ? code : DEFAULT_WORLD;
}

export function mailLinkUrl(publicUrl: string, action: MailLinkAction, worldCode: string, token: string): string {
  const world = worldOf(worldCode);
  return `${publicUrl.replace(/\/$/, '')}${routePath(MAIL_LINK_SCREEN[action], world, { token }) ?? `/${world}`}`;
}

/** The links an author-news e-mail carries. */
export interface AuthorNewsLinks {
  /** Unfollows this one author (also the List-Unsubscribe target). */
  unfollow: string;
  /** Stops every marketing e-mail. */
  unsubscribe: string;
}

/** The List-Unsubscribe headers of a marketing e-mail: the https link, and one-click by POST (RFC 8058). */
function listUnsubscribeHeaders(link: string): Pick<OutboxEntry, 'listUnsubscribe' | 'listUnsubscribePost'> {
  return { listUnsubscribe: `<${link}>`, listUnsubscribePost: 'List-Unsubscribe=One-Click' };
}

export interface AuthorNewsFacts {
  authorName: string;
  materialTitle: string;
  materialUrl: string;
}

/**
 * "A new material from an author you follow", in the follower's language, with the unfollow and
 * unsubscribe links. The list of this e-mail is the author's followers: one-click unsubscribe
 * (List-Unsubscribe) unfollows that author.
 */
export function authorNewsEmail(facts: AuthorNewsFacts, to: string, worldCode: string, links: AuthorNewsLinks): OutboxEntry {
  const world = worldOf(worldCode);
  const i18n = createTranslator(worldLanguage(world));
  return {
    to,
    template: 'author_news',
    world,
    subject: i18n.t('service-pages:email.author_news.subject', { author: facts.authorName }),
    text: i18n.t('service-pages:email.author_news.body', {
      author: facts.authorName,
      title: facts.materialTitle,
      link: facts.materialUrl,
      unfollowLink: links.unfollow,
      unsubscribeLink: links.unsubscribe,
    }),
    ...listUnsubscribeHeaders(links.unfollow),
  };
}

/** The answer to "unsubscribe by link": a link that stops every marketing e-mail. Not itself marketing. */
export function unsubscribeLinkEmail(to: string, worldCode: string, link: string): OutboxEntry {
  const world = worldOf(worldCode);
  const i18n = createTranslator(worldLanguage(world));
  return {
    to,
    template: 'unsubscribe_link',
    world,
    subject: i18n.t('service-pages:email.unsubscribe_link.subject'),
    text: i18n.t('service-pages:email.unsubscribe_link.body', { link }),
  };
}
