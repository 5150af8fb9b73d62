import { NOTIFICATION_TOPICS } from '../../../shared/schemas/account';

export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];
export type NotificationState = Record<NotificationTopic, boolean>;

/**
 * Every topic with its current e-mail setting: stored rows win; without one a topic is on,
 * except the newsletter, which is the account's double opt-in (consent must be given, never
 * assumed) and is stored on the user, not as a row.
 */
export function notificationState(rows: readonly { topic: string; email: number }[], doubleOptIn: boolean): NotificationState {
  const stored = new Map(rows.map((row) => [row.topic, row.email === 1]));
  const state = {} as NotificationState;
  for (const topic of NOTIFICATION_TOPICS) {
    state[topic] = topic === 'newsletter' ? doubleOptIn : (stored.get(topic) ?? true);
  }
  return state;
}
