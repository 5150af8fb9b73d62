import { z } from 'zod';
import { EMAIL } from '../field-rules';
import { WORLDS } from '../worlds';
import { SCHOOL_KINDS } from '../school-kinds';

/**
 * School calls (docs/schools.md): creating a school, its account, members and invitations,
 * licences, the school wishlist, sharing and the staff verification. All need a signed-in user.
 */

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);


/** Where a school stands with staff: waiting for a look, verified, or rejected with a reason. */
export const SCHOOL_STATES = ['waiting', 'verified', 'rejected'] as const;
export type SchoolState = (typeof SCHOOL_STATES)[number];

const text = (min: number, max: number) => z.string().trim().min(min).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable();

/** A bare e-mail domain such as `grundschule-am-park.de` (no `@`, no scheme). */
const domain = z
  .string()
  .trim()
  .toLowerCase()
  .max(120)
  .regex(/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/, 'an e-mail domain such as schule.example')
  .nullable();

const schoolData = {
  name: text(3, 160),
  street: text(2, 160),
  postcode: text(2, 16),
  city: text(2, 100),
  country: z.string().trim().regex(/^[A-Z]{2}$/, 'a two-letter country code'),
  schoolType: z.enum(SCHOOL_KINDS),
};

/** `POST v1/schools`: the school and the evidence that the creator works there. */
export const schoolCreateSchema = z
  .object({
    ...schoolData,
    world: z.enum(WORLDS),
    evidenceText: text(20, 2000),
    evidenceDomain: domain.optional().default(null),
  })
  .strict();

/** `POST v1/schools/mine/account`: the master admin edits the school's data, invoice e-mail and VAT id. */
export const schoolAccountSchema = z
  .object({
    ...schoolData,
    invoiceEmail: z.email().max(EMAIL.max).nullable(),
    vatId: optionalText(20),
    /** New evidence for staff: taken while the school is not verified, ignored after. */
    evidenceText: text(20, 2000).optional(),
    evidenceDomain: domain.optional(),
  })
  .strict();

export const schoolInviteSchema = z.object({ email: z.email().max(EMAIL.max) }).strict();
export const invitationTokenSchema = z.object({ token: z.string().min(20).max(200) }).strict();
export const memberRoleSchema = z.object({ role: z.enum(['master', 'member']) }).strict();
export const schoolIdParamSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const rejectSchoolSchema = z.object({ reason: text(5, 1000) }).strict();

/** `POST v3/elastic-indexer/wishlist/school/query` (docs/product-rules.md, "API calls"). */
export const schoolWishlistQuerySchema = z
  .object({
    query: z
      .object({ limit: z.number().int().min(1).max(200).default(200), world: z.enum(WORLDS).optional() })
      .strict()
      .default({ limit: 200 }),
    world: z.enum(WORLDS).optional(),
  })
  .strict();
export const schoolWishlistChangeSchema = z.object({ materialId: id }).strict();

/** `POST v1/schools/mine/share`: point members at a material the school holds a licence for. */
export const schoolShareSchema = z
  .object({
    materialId: id,
    /** Members to tell; none means every other member. */
    userIds: z.array(id).max(500).default([]),
    message: optionalText(500).optional().default(null),
  })
  .strict();

export interface SchoolView {
  id: number;
  name: string;
  street: string | null;
  postcode: string | null;
  city: string | null;
  country: string;
  schoolType: string | null;
  world: string;
  invoiceEmail: string | null;
  vatId: string | null;
  state: SchoolState;
  rejectionReason: string | null;
  evidenceText: string | null;
  evidenceDomain: string | null;
  createdAt: string;
}

export interface MySchool {
  school: SchoolView;
  role: 'master' | 'member';
  userId: number;
}

export interface SchoolMemberView {
  userId: number;
  name: string;
  email: string;
  role: 'master' | 'member';
  joinedAt: string;
}

export interface SchoolInvitationView {
  id: number;
  email: string;
  createdAt: string;
  expiresAt: string;
}

export interface SchoolMembersAnswer {
  members: SchoolMemberView[];
  /** Open invitations; only the master admin sees them (empty for members). */
  invitations: SchoolInvitationView[];
}

export interface SchoolMaterialView {
  id: number;
  slug: string;
  title: string;
  world: string;
  price: number;
  currency: string;
  authorName: string | null;
}

export interface SchoolLicenceView {
  material: SchoolMaterialView;
  licenceId: string;
  boughtAt: string;
  files: { id: number; name: string; format: string; sizeBytes: number }[];
}

export interface SchoolWishlistEntry {
  material: SchoolMaterialView;
  proposedBy: string;
  proposerId: number;
  proposedAt: string;
  /** The school already holds a licence for it. */
  licensed: boolean;
}

export interface SchoolInvoiceView {
  id: number;
  number: string;
  kind: 'invoice' | 'credit_note';
  issuedAt: string;
  orderId: string;
  gross: number;
  currency: string;
  orderedBy: string;
}

export interface InvitationPreview {
  schoolName: string;
  email: string;
  state: 'open' | 'accepted' | 'expired' | 'revoked';
}

export interface StaffSchoolView extends SchoolView {
  creator: { id: number; name: string; email: string } | null;
  /** The creator's account e-mail is on the domain the school named. */
  domainMatches: boolean;
}
