import { createTranslator } from '../../../shared/i18n/translator';
import { formatPrice } from '../../../shared/money';
import { routePath } from '../../../shared/routes/match';
import type { RouteName } from '../../../shared/routes/types';
import { isWorld, worldLanguage, DEFAULT_WORLD, type World } from '../../../shared/worlds';
import type { OutboxEntry } from '../../db/outbox';

export interface PaidOrderFacts {
  publicId: string;
  world: string;
  paymentMethod: string;
  gross: number;
  currency: string;
  invoiceNumber: string | null;
  titles: string[];
}

function link(publicUrl: string, world: World, route: RouteName, query = ''): string {
  return `${publicUrl.replace(/\/$/, '')}${routePath(route, world) ?? `/${world}`}${query}`;
}

/** The buyer's confirmation of a paid order, in the world's language, with links to the order, downloads and invoices. */
export function orderPaidEmail(order: PaidOrderFacts, to: string, publicUrl: string): OutboxEntry {
  const world: World = isWorld(order.world) ? order.world : DEFAULT_WORLD;
  const i18n = createTranslator(worldLanguage(world));
  return {
    to,
    template: 'order_paid',
    world,
    subject: i18n.t('thank-you-page:email.paid.subject', { id: order.publicId }),
    text: i18n.t('thank-you-page:email.paid.body', {
      id: order.publicId,
      total: formatPrice(order.gross, order.currency),
      items: order.titles.map((title) => `- ${title}`).join('\n'),
      orderLink: link(publicUrl, world, 'orderConfirmation', `?order=${encodeURIComponent(order.publicId)}`),
      downloadsLink: link(publicUrl, world, 'boughtMaterials'),
      invoicesLink: link(publicUrl, world, 'invoices'),
    }),
  };
}

/** The school's invoice notice of an invoice purchase: number, amount, the buyer, and where the PDF is. */
export function schoolInvoiceEmail(order: PaidOrderFacts, to: string, buyerName: string, publicUrl: string): OutboxEntry {
  const world: World = isWorld(order.world) ? order.world : DEFAULT_WORLD;
  const i18n = createTranslator(worldLanguage(world));
  return {
    to,
    template: 'school_invoice',
    world,
    subject: i18n.t('thank-you-page:email.schoolInvoice.subject', { number: order.invoiceNumber ?? order.publicId }),
    text: i18n.t('thank-you-page:email.schoolInvoice.body', {
      number: order.invoiceNumber ?? '',
      total: formatPrice(order.gross, order.currency),
      buyer: buyerName,
      items: order.titles.map((title) => `- ${title}`).join('\n'),
      invoicesLink: link(publicUrl, world, 'invoices'),
    }),
  };
}
