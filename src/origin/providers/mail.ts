import type { OriginEnv } from '../env';

export interface MailMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  /** Extra headers (marketing e-mails: List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

/** Delivers one message; answers the provider's message id. */
export interface MailProvider {
  readonly name: string;
  send(message: MailMessage): Promise<string>;
}

/** Local default: nothing leaves the machine; the outbox row is the delivery (dev mailbox). */
const outboxProvider: MailProvider = {
  name: 'outbox',
  send: async (message) => `outbox-${message.id}`,
};

/** An HTTP mail API taking `{ from, to, subject, text, headers? }` as JSON with a bearer key. */
function httpProvider(url: string, key: string, from: string, fetcher: typeof fetch): MailProvider {
  return {
    name: 'http',
    async send(message) {
      const response = await fetcher(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.headers && Object.keys(message.headers).length > 0 ? { headers: message.headers } : {}),
        }),
      });
      if (!response.ok) throw new Error(`mail provider answered ${response.status}`);
      const body = (await response.json().catch(() => ({}))) as { id?: unknown };
      return typeof body.id === 'string' ? body.id : `http-${message.id}`;
    },
  };
}

export function mailProviderFor(env: OriginEnv, fetcher: typeof fetch = fetch): MailProvider {
  if (env.MAIL_PROVIDER === 'http') {
    if (!env.MAIL_API_URL || !env.MAIL_API_KEY) throw new Error('MAIL_PROVIDER=http needs MAIL_API_URL and MAIL_API_KEY');
    return httpProvider(env.MAIL_API_URL, env.MAIL_API_KEY, env.MAIL_FROM ?? 'Kreide <no-reply@kreide.example>', fetcher);
  }
  return outboxProvider;
}
