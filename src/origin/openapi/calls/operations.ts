import type { CallGroup } from '../describe';
import { orderIdParamSchema } from '../../../shared/schemas/commerce';
import { creditChangeSchema, refundRequestSchema, staffReasonBodySchema, staffSearchQuerySchema, staffUserIdSchema } from '../../../shared/schemas/operations';

/** Operating the marketplace (docs/operations.md): refunds, users, credits, school invoices. */
export const operationsCalls: CallGroup = {
  tag: 'Operations',
  description: 'Staff operating the marketplace by role (docs/operations.md): refunds, users, credits and school invoices, each action in the audit log.',
  calls: {
    'GET /v3/staff/search': { summary: 'Users, orders, invoices, materials and schools by id, e-mail, number or name, at most 10 of each (role support).', access: 'staff', query: staffSearchQuerySchema },
    'GET /v3/staff/users/:id': {
      summary: 'A user with orders, purchases, credits, live sessions and the audit trail (role support).',
      access: 'staff',
      params: { id: staffUserIdSchema },
    },
    'POST /v3/staff/users/:id/block': {
      summary: 'Blocks an account with a reason: no sign-in, every session ends (role support).',
      access: 'staff',
      params: { id: staffUserIdSchema },
      body: staffReasonBodySchema,
    },
    'POST /v3/staff/users/:id/unblock': { summary: 'Unblocks an account with a reason (role support).', access: 'staff', params: { id: staffUserIdSchema }, body: staffReasonBodySchema },
    'POST /v3/staff/users/:id/sessions/revoke': {
      summary: 'Ends every live session of the user (role support).',
      access: 'staff',
      params: { id: staffUserIdSchema },
      body: staffReasonBodySchema,
    },
    'POST /v3/staff/credits': {
      summary: 'Grants (amount > 0) or withdraws (amount < 0) credits with a reason: a ledger entry, never a balance edit (role finance).',
      description: '409 `insufficient_credits` when a withdrawal would take the balance below zero.',
      access: 'staff',
      body: creditChangeSchema,
    },
    'GET /v3/staff/orders/:id': {
      summary: 'An order with its buyer, items, refunds, invoices and credit notes and its audit trail (role support).',
      access: 'staff',
      params: { id: orderIdParamSchema },
    },
    'POST /v3/staff/orders/:id/refunds': {
      summary: 'Refunds items of a paid order, whole or in part, through the payment provider; a credit note per refund (role finance).',
      description:
        'Idempotent by `requestKey`: a repeated request answers the same refund. An item is refunded at most once; refunds never pass what was paid (409 `already_refunded`, `exceeds_paid`). 201 when done, 202 while the provider has not answered.',
      access: 'staff',
      params: { id: orderIdParamSchema },
      body: refundRequestSchema,
      status: 201,
    },
  },
};
