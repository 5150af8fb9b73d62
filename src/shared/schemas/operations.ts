import { z } from 'zod';

/** Staff roles (docs/operations.md, "Roles"): `admin` may do everything the others may. */
export const STAFF_ROLES = ['support', 'finance', 'content', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Why a member of staff acts: required for every staff action that changes something. */
const staffReasonSchema = z.string().trim().min(3).max(500);

/** `POST v3/staff/orders/{id}/refunds`: refund items of a paid order, whole or in part (docs/operations.md, "Refunds"). */
export const refundRequestSchema = z
  .object({
    /** One key per refund the operator means: a repeated request (two clicks, a retry) finds the same refund. */
    requestKey: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
    items: z
      .array(
        z
          .object({
            materialId: z.number().int().positive(),
            /** Minor units; the whole item when absent. */
            amount: z.number().int().positive().optional(),
          })
          .strict(),
      )
      .min(1)
      .max(100),
    keepLicence: z.boolean(),
    reason: staffReasonSchema,
  })
  .strict();

export interface RefundView {
  id: number;
  status: 'pending' | 'done' | 'failed';
  source: 'staff' | 'provider';
  gross: number;
  toPayment: number;
  toCredits: number;
  currency: string;
  keepLicence: boolean;
  completesOrder: boolean;
  reason: string;
  creditNote: { id: number; number: string } | null;
  items: { materialId: number; title: string; gross: number }[];
  createdAt: string;
  settledAt: string | null;
  error: string | null;
}

export interface AuditView {
  id: number;
  staff: { id: number; name: string };
  role: StaffRole;
  action: string;
  objectType: string;
  objectId: string;
  reason: string;
  changes: Record<string, unknown>;
  createdAt: string;
}

export const staffSearchQuerySchema = z.object({ q: z.string().trim().max(200).default('') }).strict();
export const staffUserIdSchema = z.coerce.number().int().positive().max(1e12);
export const staffReasonBodySchema = z.object({ reason: staffReasonSchema }).strict();

/** `POST v3/staff/credits`: grant (amount > 0) or withdraw (amount < 0) a user's credits, with a reason. */
export const creditChangeSchema = z
  .object({
    userId: z.number().int().positive(),
    currency: z.string().regex(/^[A-Z]{3}$/),
    amount: z
      .number()
      .int()
      .refine((n) => n !== 0 && Math.abs(n) <= 1_000_000, 'not 0, at most 10,000.00'),
    reason: staffReasonSchema,
  })
  .strict();

/** `GET v3/staff/search`. */
export interface StaffSearchResult {
  users: { id: number; email: string; name: string; world: string; blocked: boolean }[];
  orders: { id: string; status: string; gross: number; currency: string; email: string; createdAt: string }[];
  invoices: { id: number; number: string; kind: string; orderId: string }[];
  materials: { id: number; title: string; world: string; authorId: number }[];
  schools: { id: number; name: string; world: string; verified: boolean }[];
}

/** `GET v3/staff/users/{id}`: the user page. */
export interface StaffUserPage {
  user: { id: number; email: string; name: string; world: string; isStaff: boolean; isSeller: boolean; createdAt: string; blockedAt: string | null; blockedReason: string | null };
  orders: { id: string; status: string; gross: number; refunded: number; currency: string; createdAt: string }[];
  purchases: { materialId: number; title: string; orderId: string; createdAt: string }[];
  credits: { currency: string; amount: number }[];
  ledger: { id: number; currency: string; amount: number; reason: string; note: string; orderId: string | null; createdAt: string }[];
  sessions: { clientId: string; platform: string; impersonated: boolean; createdAt: string; expiresAt: string }[];
  audit: AuditView[];
  viewerRoles: StaffRole[];
}

/** `GET v3/staff/orders/{id}`: the order page. */
export interface StaffOrderPage {
  order: {
    id: string;
    status: string;
    paymentMethod: string;
    currency: string;
    gross: number;
    creditsUsed: number;
    amountDue: number;
    refunded: number;
    createdAt: string;
    paidAt: string | null;
    withdrawalConsentAt: string | null;
    items: { materialId: number; title: string; finalPrice: number }[];
  };
  buyer: { id: number; email: string; name: string };
  refunds: RefundView[];
  invoices: { id: number; number: string; kind: 'invoice' | 'credit_note'; issuedAt: string }[];
  audit: AuditView[];
  viewerRoles: StaffRole[];
}
