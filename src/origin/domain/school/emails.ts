import { createTranslator } from '../../../shared/i18n/translator';
import { routePath } from '../../../shared/routes/match';
import { isWorld, worldLanguage, DEFAULT_WORLD, type World } from '../../../shared/worlds';
import type { OutboxEntry } from '../../db/outbox';

function worldOf(code: string): World {
  return isWorld(code) ? code : DEFAULT_WORLD;
}

const base = (publicUrl: string) => publicUrl.replace(/\/$/, '');

/** The invitation link opens "my school" with the one-time token (docs/schools.md, "Members and invitations"). */
export function invitationLink(publicUrl: string, worldCode: string, token: string): string {
  const world = worldOf(worldCode);
  return `${base(publicUrl)}${routePath('mySchool', world) ?? `/${world}`}?invitation=${encodeURIComponent(token)}`;
}

export function invitationEmail(to: string, worldCode: string, facts: { schoolName: string; inviter: string; link: string; days: number }): OutboxEntry {
  const world = worldOf(worldCode);
  const i18n = createTranslator(worldLanguage(world));
  return {
    to,
    template: 'school_invitation',
    world,
    subject: i18n.t('my-school:email.invitation.subject', { school: facts.schoolName }),
    text: i18n.t('my-school:email.invitation.body', { school: facts.schoolName, inviter: facts.inviter, link: facts.link, days: facts.days }),
  };
}

export function shareEmail(
  to: string,
  worldCode: string,
  facts: { schoolName: string; sender: string; title: string; materialWorld: string; materialId: number; slug: string; message: string | null },
  publicUrl: string,
): OutboxEntry {
  const world = worldOf(worldCode);
  const i18n = createTranslator(worldLanguage(world));
  const materialWorld = worldOf(facts.materialWorld);
  const link = `${base(publicUrl)}${routePath('materialPage', materialWorld, { id: String(facts.materialId), slug: facts.slug }) ?? `/${materialWorld}`}`;
  const note = facts.message ? `\n\n${i18n.t('my-school:email.share.note', { sender: facts.sender })}\n${facts.message}` : '';
  return {
    to,
    template: 'school_share',
    world,
    subject: i18n.t('my-school:email.share.subject', { sender: facts.sender, title: facts.title }),
    text: i18n.t('my-school:email.share.body', { school: facts.schoolName, sender: facts.sender, title: facts.title, link }) + note,
  };
}
