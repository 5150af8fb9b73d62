import type { CallGroup } from '../describe';
import { cartAddBodySchema, cartRemoveBodySchema, checkoutBodySchema, demoPaymentBodySchema, fileIdParamSchema, listQuerySchema, orderIdParamSchema, useCreditsBodySchema, voucherApplyBodySchema } from '../../../shared/schemas/commerce';
import { freeBodySchema, tokenQuerySchema } from '../../api/downloads';

/** Cart, checkout, payments, downloads, invoices, credits and vouchers. */
export const commerceCalls: CallGroup = {
  tag: 'Cart and orders',
  description: 'Cart, checkout, payments, downloads, invoices, credits and vouchers.',
  calls: {
    'GET /v1/cart/view': { summary: 'The cart of the caller (account or `x-cart-token`), priced for their country.', access: 'public' },
    'POST /v1/cart/add': { summary: 'Adds a material to the cart; a new cart answers its token.', access: 'public', body: cartAddBodySchema },
    'POST /v1/cart/remove': { summary: 'Removes a material from the cart.', access: 'public', body: cartRemoveBodySchema },
    'POST /v1/cart/voucher/apply': { summary: 'Applies a voucher code; kept only when it applies to the cart.', access: 'public', body: voucherApplyBodySchema },
    'POST /v1/cart/voucher/remove': { summary: 'Removes the voucher from the cart.', access: 'public' },
    'POST /v1/cart/credits': { summary: 'Uses (or stops using) the account\'s credit balance for the cart.', access: 'public', body: useCreditsBodySchema },
    'POST /v1/cart/checkout': { summary: 'Places the cart as an order and settles it or starts its payment; the same idempotency key answers the same order.', access: 'user', body: checkoutBodySchema, status: 201 },
    'GET /v3/payments/methods': { summary: 'The payment methods offered to the caller.', access: 'user' },
    'GET /v1/orders': { summary: 'The caller\'s orders, a page at a time.', access: 'user', query: listQuerySchema },
    'GET /v3/orders/:id': { summary: 'One of the caller\'s orders; someone else\'s is a 404.', access: 'user', params: { id: orderIdParamSchema } },
    'POST /v3/orders/:id/cancel': { summary: 'Cancels an order that is still waiting for payment.', access: 'user', params: { id: orderIdParamSchema } },
    'POST /v3/payments/demo/:id': { summary: 'The demo payment provider\'s page answers here (never in production).', access: 'user', params: { id: orderIdParamSchema }, body: demoPaymentBodySchema },
    'POST /v3/payments/stripe/webhook': { summary: 'Payment events from Stripe, checked by their signature.', access: 'public', body: { mediaType: 'application/octet-stream', description: 'The provider\'s signed event, as sent.' } },
    'GET /v1/purchases': { summary: 'Bought materials with their files, a page at a time.', access: 'user', query: listQuerySchema },
    'POST /v3/downloads/:fileId/link': { summary: 'A short-lived download link for a file of a bought material.', access: 'user', params: { fileId: fileIdParamSchema } },
    'GET /v3/downloads/file': { summary: 'The file behind a signed download link (PDFs stamped with the licence line).', access: 'public', query: tokenQuerySchema, answer: 'file' },
    'POST /v3/free-downloads': { summary: 'A download link for a free material.', access: 'public', body: freeBodySchema },
    'GET /v3/free-downloads/:token': { summary: 'The free material and its file links behind a free download link; expired is a 410.', access: 'public' },
    'GET /v1/invoices': { summary: 'The caller\'s invoices and credit notes.', access: 'user', query: listQuerySchema },
    'GET /v3/invoices/:id/pdf': { summary: 'An invoice as PDF.', access: 'user', params: { id: fileIdParamSchema }, answer: 'pdf' },
    'GET /v1/credits': { summary: 'The caller\'s credit balance and its entries.', access: 'user' },
    'GET /v1/vouchers': { summary: 'The vouchers the caller has used.', access: 'user', query: listQuerySchema },
  },
};
