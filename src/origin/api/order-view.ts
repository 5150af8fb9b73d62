import type { Order } from '../../shared/schemas/commerce';
import { invoiceOf, orderItems, type OrderRow } from '../db/orders';

/** An order as the buyer sees it (`v3/orders/{id}`, checkout answers). */
export async function orderView(db: D1Database, row: OrderRow): Promise<Order> {
  const [items, invoice] = await Promise.all([orderItems(db, row.id), invoiceOf(db, row.id)]);
  return {
    id: row.public_id,
    world: row.world,
    status: row.status,
    paymentMethod: row.payment_method,
    currency: row.currency,
    originalPrice: row.original_price,
    voucherDiscount: row.voucher_discount,
    creditsUsed: row.credits_used,
    gross: row.gross,
    net: row.net,
    vatAmount: row.vat_amount,
    vatRate: row.vat_rate_bp / 100,
    vatScheme: row.vat_scheme,
    buyerCountry: row.buyer_country,
    amountDue: row.amount_due,
    items: items.map((i) => ({
      materialId: i.material_id,
      slug: i.slug,
      title: i.title,
      listPrice: i.list_price,
      finalPrice: i.final_price,
      voucherDiscount: i.voucher_discount,
      net: i.net,
      vatAmount: i.vat_amount,
    })),
    invoice,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    withdrawalConsentAt: row.withdrawal_consent_at,
    refunded: row.refunded,
  };
}
