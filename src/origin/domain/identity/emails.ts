import { createTranslator } from '../../../shared/i18n/translator';
import { routePath } from '../../../shared/routes/match';
import type { RouteName } from '../../../shared/routes/types';
import { isWorld, worldLanguage, DEFAULT_WORLD, type World } from '../../../shared/worlds';
import type { OutboxEntry } from '../../db/outbox';

export type AccountEmail =
  | { template: 'register_confirm'; token: string }
  | { template: 'already_registered' }
  | { template: 'password_recovery'; token: string }
  | { template: 'email_change'; token: string }
  | { template: 'email_changed_notice' }
  | { template: 'password_changed' };

const LINKS: Partial<Record<AccountEmail['template'], RouteName>> = {
  register_confirm: 'registerConfirm',
  password_recovery: 'passwordRecovery',
  email_change: 'confirmEmailChange',
};

const LINK_PARAM: Partial<Record<RouteName, string>> = {
  registerConfirm: 'registrationToken',
  passwordRecovery: 'token',
  confirmEmailChange: 'confirmationToken',
};

/** Builds an account email in the world's language, with its link to the right screen. */
export function accountEmail(email: AccountEmail, to: string, worldCode: string, publicUrl: string): OutboxEntry {
  const world: World = isWorld(worldCode) ? worldCode : DEFAULT_WORLD;
  const i18n = createTranslator(worldLanguage(world));
  const route = LINKS[email.template];
  const link =
    route && 'token' in email ? `${publicUrl.replace(/\/$/, '')}${routePath(route, world, { [LINK_PARAM[route] ?? 'token']: email.token }) ?? ''}` : `${publicUrl.replace(/\/$/, '')}/${world}`;
  return {
    to,
    template: email.template,
    world,
    subject: i18n.t(`signup:email.${email.template}.subject`),
    text: i18n.t(`signup:email.${email.template}.body`, { link }),
  };
}
