import { Hono } from 'hono';
import type { OriginEnv } from '../env';
import { fileIdParamSchema, listQuerySchema } from '../../shared/schemas/commerce';
import { createTranslator } from '../../shared/i18n/translator';
import { isWorld, worldCurrency, worldLanguage, DEFAULT_WORLD, type World } from '../../shared/worlds';
import { renderInvoicePdf, type InvoiceLabels } from '../domain/commerce/documents/invoice-pdf';
import { r2FontSource } from './pdf-font-source';
import { sellerOfRecord } from '../domain/commerce/platform';
import { requireUser } from '../http/auth';
import { ApiError } from '../http/errors';
import { requestWorld } from '../http/world';
import { validParam, validQuery } from '../http/validate';
import { findOrderById, orderItems } from '../db/orders';
import { findInvoice, listInvoices } from '../db/invoices';
import { findRefund, refundItems } from '../db/refunds';
import { findBuyerContact } from '../db/users';
import { creditBalance, creditEntries } from '../db/credits';

const LABEL_KEYS: (keyof InvoiceLabels)[] = [
  'invoiceTitle',
  'creditNoteTitle',
  'number',
  'date',
  'order',
  'seller',
  'buyer',
  'vatId',
  'item',
  'price',
  'discount',
  'net',
  'vat',
  'total',
  'credits',
  'amountDue',
  'reverseChargeNote',
  'outsideEuNote',
  'paymentMethod',
  'paid',
  'page',
];

/** Invoice words in the order's world language (`payment:invoicePdf.*`, English as fallback). */
function invoiceLabels(world: World): InvoiceLabels {
  const i18n = createTranslator(worldLanguage(world));
  const labels = {} as InvoiceLabels;
  // `{rate}`, `{page}` and `{pages}` are the PDF renderer's placeholders, not i18next's.
  for (const key of LABEL_KEYS) labels[key] = i18n.t(`payment:invoicePdf.${key}`, { interpolation: { skipOnVariables: true } });
  return labels;
}

function billingLines(billing: Record<string, unknown>): string[] {
  const text = (key: string) => (typeof billing[key] === 'string' ? (billing[key] as string) : '');
  return [text('street'), [text('postalCode'), text('city')].filter(Boolean).join(' ')].filter((line) => line !== '');
}

function parseJson(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Invoices and credit notes as a list and as PDF (made from the stored order, the same bytes every time); the credit balance. */
export const invoices = new Hono<{ Bindings: OriginEnv }>()
  .get('/v1/invoices', async (c) => {
    const { userId } = await requireUser(c);
    const { page } = validQuery(c, listQuerySchema);
    const { rows, total } = await listInvoices(c.env.DB, userId, page, 20);
    return c.json({
      data: {
        items: rows.map((r) => ({
          id: r.id,
          number: r.number,
          kind: r.kind,
          orderId: r.public_id,
          issuedAt: r.issued_at,
          gross: r.kind === 'credit_note' ? -r.gross : r.gross,
          currency: r.currency,
        })),
        page,
        total,
      },
    });
  })
  .get('/v3/invoices/:id/pdf', async (c) => {
    const { userId } = await requireUser(c);
    const id = validParam(c.req.param('id'), fileIdParamSchema, 'invoice id');
    const invoice = await findInvoice(c.env.DB, id);
    if (!invoice || invoice.user_id !== userId) throw new ApiError(404, 'not_found', 'Invoice not found.');
    const order = await findOrderById(c.env.DB, invoice.order_id);
    if (!order) throw new ApiError(404, 'not_found', 'Invoice not found.');
    const user = await findBuyerContact(c.env.DB, userId);
    const items = await orderItems(c.env.DB, order.id);
    const world: World = isWorld(order.world) ? order.world : DEFAULT_WORLD;
    const billing = parseJson(order.billing);
    const sign = invoice.kind === 'credit_note' ? -1 : 1;
    // A refund's credit note shows what that refund gave back (docs/operations.md, "Refunds").
    const refund = invoice.refund_id === null ? null : await findRefund(c.env.DB, invoice.refund_id);
    const refunded = refund ? await refundItems(c.env.DB, refund.id) : [];
    const lines = refund
      ? refunded.map((r) => ({ title: r.title, materialId: r.material_id, unitPrice: -r.gross, voucherDiscount: 0, net: -r.net, vatAmount: -r.vat_amount, gross: -r.gross }))
      : items.map((i) => ({
          title: i.title,
          materialId: i.material_id,
          unitPrice: sign * i.list_price,
          voucherDiscount: sign * i.voucher_discount,
          net: sign * i.net,
          vatAmount: sign * i.vat_amount,
          gross: sign * i.final_price,
        }));
    const totals = refund
      ? { net: -refund.net, vatAmount: -refund.vat_amount, gross: -refund.gross, creditsUsed: -refund.to_credits, amountDue: -refund.to_payment }
      : { net: sign * order.net, vatAmount: sign * order.vat_amount, gross: sign * order.gross, creditsUsed: sign * order.credits_used, amountDue: sign * order.amount_due };
    const bytes = await renderInvoicePdf({
      kind: invoice.kind,
      number: invoice.number,
      issuedAt: invoice.issued_at,
      orderId: order.public_id,
      language: worldLanguage(world),
      seller: sellerOfRecord(c.env),
      buyer: {
        name: (typeof billing.name === 'string' && billing.name) || user?.userName || user?.publicName || user?.email || '',
        email: (typeof billing.email === 'string' && billing.email) || user?.email || '',
        addressLines: billingLines(billing),
        country: order.buyer_country,
        vatId: order.buyer_vat_id,
      },
      lines,
      currency: order.currency,
      ...totals,
      vatRateBp: order.vat_rate_bp,
      scheme: order.vat_scheme,
      paymentMethod: order.payment_method,
      paidAt: order.paid_at,
      labels: invoiceLabels(world),
    }, { fonts: r2FontSource(c.env.FILES) });
    return new Response(bytes, {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${invoice.number}.pdf"`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      },
    });
  })
  .get('/v1/credits', async (c) => {
    const { userId } = await requireUser(c);
    const currency = worldCurrency(requestWorld(c));
    const [balance, entries] = await Promise.all([creditBalance(c.env.DB, userId, currency), creditEntries(c.env.DB, userId, currency)]);
    return c.json({
      data: {
        currency,
        availableCredits: balance.amount,
        hadCredits: balance.hadCredits,
        entries: entries.map((e) => ({ id: e.id, amount: e.amount, reason: e.reason, orderId: e.order_public_id, createdAt: e.created_at })),
      },
    });
  });
