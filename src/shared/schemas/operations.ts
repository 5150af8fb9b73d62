import { z } from 'zod';

/** Staff roles (docs/operations.md, "Roles"): `admin` may do everything the others may. */
export const STAFF_ROLES = ['support', 'finance', 'content', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Why a member of staff acts: required for every staff action that changes something. */
export const staffReasonSchema = z.string().trim().min(3).max(500);

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
export type RefundRequest = z.infer<typeof refundRequestSchema>;

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
