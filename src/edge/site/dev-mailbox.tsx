import type { Context } from 'hono';
import type { EdgeEnv } from '../env';
import { fetchOrigin } from '../origin-client';
import { devToolsOpen } from '../../shared/dev-tools';
import { writeEdgeFacts } from '../edge-facts';
import { devToolPage, NotFound } from './dev-tool-page';

/** One message of the origin's outbox (`GET /api/dev/mailbox`). */
export interface MailboxMessage {
  id: number;
  to: string;
  template: string;
  subject: string;
  text: string;
  world: string;
  createdAt: string;
  sentAt: string | null;
  /** Marketing e-mails: List-Unsubscribe and List-Unsubscribe-Post (docs/unsubscribe.md). */
  headers?: Record<string, string>;
}

const MAILBOX_LIMIT = 100;
const LINK = /(https?:\/\/[^\s<>"']+)/g;

/** The text of a mail with its web links made clickable (React escapes everything else). */
function Linked({ text }: { text: string }) {
  const parts = text.split(LINK);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part}>
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}

function Mailbox({ messages }: { messages: readonly MailboxMessage[] }) {
  return (
    <main id="main" className="dev-mailbox">
      <h1>Dev mailbox</h1>
      <p className="lead">
        Mail the origin would send, newest first ({messages.length}). Local development only: this page does not exist in production.
      </p>
      {messages.length === 0 ? (
        <p className="empty-state">No mail yet.</p>
      ) : (
        <ol className="mailbox-list">
          {messages.map((message) => (
            <li key={message.id}>
              <article className="mailbox-message" aria-labelledby={`mail-${message.id}`}>
                <h2 id={`mail-${message.id}`}>{message.subject}</h2>
                <dl className="facts">
                  <dt>To</dt>
                  <dd className="mailbox-to">{message.to}</dd>
                  <dt>Time</dt>
                  <dd>
                    <time dateTime={message.createdAt}>{message.createdAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}</time>
                  </dd>
                  <dt>Template</dt>
                  <dd>
                    {message.template} ({message.world})
                  </dd>
                  {Object.entries(message.headers ?? {}).map(([name, value]) => (
                    <div key={name} className="mailbox-header">
                      <dt>{name}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
                <pre className="mailbox-body">
                  <Linked text={message.text} />
                </pre>
              </article>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}

/**
 * `GET /dev/mailbox`: the outbox of local development as a page, so registration and password
 * links can be followed without a mail server. A 404 unless `npm start` serves it on this machine.
 */
export async function devMailboxPage(c: Context<{ Bindings: EdgeEnv }>): Promise<Response> {
  const url = new URL(c.req.url);
  if (!devToolsOpen(c.env.DEV_TOOLS, url)) return devToolPage(c.env, 'Not found', <NotFound />, 404);
  const request = new Headers({ accept: 'application/json' });
  writeEdgeFacts(request, c);
  const answer = await fetchOrigin(c.env, new Request(new URL(`/api/dev/mailbox?limit=${MAILBOX_LIMIT}`, url), { headers: request }));
  if (!answer.ok) throw new Error(`dev mailbox: origin answered ${answer.status}`);
  const { items } = ((await answer.json()) as { data: { items: MailboxMessage[] } }).data;
  const newestFirst = [...items].sort((a, b) => b.id - a.id);
  return devToolPage(c.env, 'Dev mailbox', <Mailbox messages={newestFirst} />);
}
