import { Hono, type Context } from 'hono';
import { formatPrice } from '../../shared/money';
import { routePath } from '../../shared/routes/match';
import { orderIdParamSchema, type Order } from '../../shared/schemas/commerce';
import { DEFAULT_WORLD, isWorld, type World } from '../../shared/worlds';
import type { EdgeEnv } from '../env';
import { fetchOrigin } from '../origin-client';
import { writeEdgeFacts } from '../edge-facts';
import { redirectResponse } from '../render/document';
import { devToolPage, NotFound } from './dev-tool-page';
import { sessionToken } from '../session';

/**
 * The demo payment provider's "hosted page" (local development and tests only; a 404 in
 * production): the order's amount and three buttons. A plain form posts the outcome back here,
 * the edge passes it to the origin (`POST v3/payments/demo/{orderId}`) with the visitor's
 * session, and the browser goes on to the order confirmation. No script: the CSP stays strict.
 */

type Env = { Bindings: EdgeEnv };
const OUTCOMES = ['paid', 'failed', 'cancelled'] as const;
type Outcome = (typeof OUTCOMES)[number];

const notFound = (c: Context<Env>) => devToolPage(c.env, 'Not found', <NotFound />, 404);

/** The world to return to: `?world=` when it is one, else the default. */
function worldOf(c: Context<Env>): World {
  const world = c.req.query('world');
  return isWorld(world) ? world : DEFAULT_WORLD;
}

/** Calls the origin as the visitor: their session cookie as the bearer token, their country. */
function callOrigin(c: Context<Env>, path: string, world: World, init: { method: 'GET' | 'POST'; body?: unknown }): Promise<Response> {
  const url = new URL(`/api/${path}`, c.req.url);
  url.search = `?world=${world}`;
  const headers = new Headers({ accept: 'application/json' });
  writeEdgeFacts(headers, c);
  const token = sessionToken(c);
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (init.body !== undefined) headers.set('content-type', 'application/json; charset=utf-8');
  return fetchOrigin(c.env, new Request(url, { method: init.method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) }));
}

async function orderOf(response: Response): Promise<Order | null> {
  if (!response.ok) {
    await response.body?.cancel();
    return null;
  }
  const json = (await response.json()) as { data?: { order?: Order } };
  return json.data?.order ?? null;
}

function DemoPayment({ orderId, world, order, problem }: { orderId: string; world: World; order: Order | null; problem: string | null }) {
  const action = `/dev/demo-payment/${encodeURIComponent(orderId)}?world=${world}`;
  return (
    <main id="main" className="dev-demo-payment">
      <p className="demo-banner" role="note">
        <strong>DEMO PAYMENT PROVIDER — no real money</strong>
      </p>
      <h1>Demo payment</h1>
      <p className="lead">This page stands in for a payment provider in local development and tests. Nothing is charged; it does not exist in production.</p>
      <dl className="facts">
        <dt>Order</dt>
        <dd className="demo-order-id">{orderId}</dd>
        <dt>Amount</dt>
        <dd className="demo-amount">{order ? formatPrice(order.amountDue, order.currency) : 'unknown'}</dd>
        {order ? (
          <>
            <dt>Status</dt>
            <dd className="demo-status">{order.status}</dd>
          </>
        ) : null}
      </dl>
      {problem ? (
        <p className="form-status form-status-error" role="alert">
          {problem}
        </p>
      ) : null}
      <form method="post" action={action} className="demo-actions">
        <p>
          <label htmlFor="demo-payment-details">Card number or IBAN (optional)</label>
          <br />
          <input id="demo-payment-details" name="paymentDetails" type="text" inputMode="text" autoComplete="off" maxLength={42} />
          <br />
          <small>Only a keyed hash is kept, to spot an inviter and an invited teacher paying with the same details (docs/referrals.md).</small>
        </p>
        <button type="submit" name="outcome" value="paid" className="button button-primary">
          Pay
        </button>{' '}
        <button type="submit" name="outcome" value="failed" className="button">
          Fail
        </button>{' '}
        <button type="submit" name="outcome" value="cancelled" className="button">
          Cancel
        </button>
      </form>
    </main>
  );
}

function page(c: Context<Env>, orderId: string, world: World, order: Order | null, problem: string | null, status: number): Promise<Response> {
  return devToolPage(c.env, 'Demo payment', <DemoPayment orderId={orderId} world={world} order={order} problem={problem} />, status, ['commerce']);
}

function validOrderId(c: Context<Env>): string | null {
  const parsed = orderIdParamSchema.safeParse(c.req.param('orderId') ?? '');
  return parsed.success ? parsed.data : null;
}

/** `GET|POST /dev/demo-payment/:orderId`: the demo provider's page and its answer. */
export const devDemoPayment = new Hono<Env>()
  .get('/dev/demo-payment/:orderId', async (c) => {
    const orderId = validOrderId(c);
    if (c.env.ENVIRONMENT === 'production' || !orderId) return notFound(c);
    const world = worldOf(c);
    const order = await orderOf(await callOrigin(c, `v3/orders/${encodeURIComponent(orderId)}`, world, { method: 'GET' }));
    return page(c, orderId, world, order, order ? null : 'This order was not found for the signed-in account.', order ? 200 : 404);
  })
  .post('/dev/demo-payment/:orderId', async (c) => {
    const orderId = validOrderId(c);
    if (c.env.ENVIRONMENT === 'production' || !orderId) return notFound(c);
    const world = worldOf(c);
    const form = await c.req.parseBody();
    const outcome = typeof form.outcome === 'string' && (OUTCOMES as readonly string[]).includes(form.outcome) ? (form.outcome as Outcome) : null;
    if (!outcome) return page(c, orderId, world, null, 'Choose Pay, Fail or Cancel.', 400);
    const details = typeof form.paymentDetails === 'string' ? form.paymentDetails.trim() : '';
    const body = details ? { outcome, paymentDetails: details } : { outcome };
    const response = await callOrigin(c, `v3/payments/demo/${encodeURIComponent(orderId)}`, world, { method: 'POST', body });
    const order = await orderOf(response);
    if (!order) return page(c, orderId, world, null, `The demo payment was not accepted (${response.status}).`, response.status >= 400 ? response.status : 502);
    const confirmation = routePath('orderConfirmation', world) ?? `/${world}`;
    return redirectResponse(`${confirmation}?order=${encodeURIComponent(order.id)}`, 303);
  });
