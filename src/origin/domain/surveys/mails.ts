import { createTranslator } from '../../../shared/i18n/translator';
import { routePath } from '../../../shared/routes/match';
import { isWorld, worldLanguage, DEFAULT_WORLD, type World } from '../../../shared/worlds';
import type { OutboxEntry } from '../../db/outbox';

/**
 * The survey e-mails (docs/surveys.md), in the recipient's language. Pure: the API stores the
 * links and sends what these build. Both carry a link that stops every marketing e-mail, also as
 * List-Unsubscribe (docs/unsubscribe.md).
 */

function worldOf(code: string): World {
  return isWorld(code) ? code : DEFAULT_WORLD;
}

/** The survey screen with the token in its query: `/de/umfrage?t=…`, `/de/bewertung-email?t=…`. */
export function surveyUrl(publicUrl: string, kind: 'nps' | 'rating', worldCode: string, token: string): string {
  const world = worldOf(worldCode);
  const path = routePath(kind === 'nps' ? 'nps' : 'ratingEmailLanding', world) ?? `/${world}`;
  return `${publicUrl.replace(/\/$/, '')}${path}?t=${token}`;
}

const unsubscribeHeaders = (link: string): Pick<OutboxEntry, 'listUnsubscribe' | 'listUnsubscribePost'> => ({
  listUnsubscribe: `<${link}>`,
  listUnsubscribePost: 'List-Unsubscribe=One-Click',
});

export function npsEmail(to: string, worldCode: string, links: { survey: string; unsubscribe: string }): OutboxEntry {
  const world = worldOf(worldCode);
  const i18n = createTranslator(worldLanguage(world));
  return {
    to,
    template: 'nps',
    world,
    subject: i18n.t('service-pages:email.nps.subject'),
    text: i18n.t('service-pages:email.nps.body', { link: links.survey, unsubscribeLink: links.unsubscribe }),
    ...unsubscribeHeaders(links.unsubscribe),
  };
}

export function ratingRequestEmail(to: string, worldCode: string, title: string, links: { survey: string; unsubscribe: string }): OutboxEntry {
  const world = worldOf(worldCode);
  const i18n = createTranslator(worldLanguage(world));
  return {
    to,
    template: 'rating_request',
    world,
    subject: i18n.t('service-pages:email.rating_request.subject', { title }),
    text: i18n.t('service-pages:email.rating_request.body', { title, link: links.survey, unsubscribeLink: links.unsubscribe }),
    ...unsubscribeHeaders(links.unsubscribe),
  };
}
