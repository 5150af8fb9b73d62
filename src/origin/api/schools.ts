import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { OriginEnv } from '../env';
import { ApiError } from '../http/errors';
import { requireStaff, requireStaffActor } from '../http/staff';
import { requireCaller, requireUser } from '../http/auth';
import { validJson, validParam, validQuery } from '../http/validate';
import { requestWorld } from '../http/world';
import { publicUrl } from '../http/public-url';
import { queueMail } from '../providers/send-mail';
import { newSecretToken, tokenHash, isPlausibleToken } from '../domain/identity/tokens';
import { notify } from '../notifications/notify';
import { findLiveUserIdByEmail } from '../db/users';
import { emailOnDomain, invitationState, INVITATION_DAYS, INVITATIONS_PER_DAY, OPEN_INVITATIONS_MAX, sameEmail, schoolState } from '../domain/school/rules';
import { invitationEmail, invitationLink, shareEmail } from '../domain/school/emails';
import {
  acceptInvitation,
  addToSchoolWishlist,
  countInvitationsSince,
  countOpenInvitations,
  decideSchool,
  findInvitation,
  findLiveMaterial,
  findSchool,
  findSchoolOf,
  findWishlistProposer,
  insertInvitation,
  insertSchool,
  leaveSchool,
  listMembers,
  listOpenInvitations,
  listSchoolInvoices,
  listSchoolLicences,
  listSchoolWishlist,
  listWaitingSchools,
  memberAddresses,
  removeFromSchoolWishlist,
  removeMember,
  revokeInvitation,
  schoolHoldsLicence,
  schoolWishlistIds,
  setMemberRole,
  updateSchoolAccount,
  userContact,
  type SchoolRow,
} from '../db/school-admin';
import {
  invitationTokenSchema,
  memberRoleSchema,
  rejectSchoolSchema,
  schoolAccountSchema,
  schoolCreateSchema,
  schoolIdParamSchema,
  schoolInviteSchema,
  schoolShareSchema,
  schoolWishlistChangeSchema,
  schoolWishlistQuerySchema,
  type InvitationPreview,
  type MySchool,
  type SchoolMembersAnswer,
  type SchoolView,
  type StaffSchoolView,
} from '../../shared/schemas/schools';

/**
 * Schools (docs/schools.md): a user creates one and becomes its master admin; the admin keeps
 * the school account, invites and removes members; members see the school's licences, propose
 * materials for the school wishlist and share licensed materials; staff verify schools.
 * Every `mine` call acts on the caller's own school only, so no call can reach another school.
 */
type Ctx = Context<{ Bindings: OriginEnv }>;

export const memberIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const previewQuerySchema = z.object({ token: z.string().min(20).max(200) }).strict();

function schoolView(row: SchoolRow): SchoolView {
  return {
    id: row.id,
    name: row.name,
    street: row.street,
    postcode: row.postcode,
    city: row.city,
    country: row.country,
    schoolType: row.school_type,
    world: row.world,
    invoiceEmail: row.invoice_email,
    vatId: row.vat_id,
    state: schoolState(row),
    rejectionReason: row.rejection_reason,
    evidenceText: row.evidence_text,
    evidenceDomain: row.evidence_domain,
    createdAt: row.created_at,
  };
}

interface Membership {
  userId: number;
  school: SchoolRow;
  role: 'master' | 'member';
}

/** The caller's school; 404 `no_school` when they belong to none. */
async function requireMember(c: Ctx): Promise<Membership> {
  const { userId } = await requireUser(c);
  const found = await findSchoolOf(c.env.DB, userId);
  if (!found) throw new ApiError(404, 'no_school', 'You do not belong to a school.');
  return { userId, ...found };
}

/** The caller's school when they are its master admin; 403 `not_school_admin` for plain members. */
async function requireAdmin(c: Ctx): Promise<Membership> {
  const member = await requireMember(c);
  if (member.role !== 'master') throw new ApiError(403, 'not_school_admin', 'Only the school admin may do this.');
  return member;
}

async function membersAnswer(db: D1Database, member: Membership, now: Date): Promise<SchoolMembersAnswer> {
  const [members, invitations] = await Promise.all([
    listMembers(db, member.school.id),
    member.role === 'master' ? listOpenInvitations(db, member.school.id, now) : Promise.resolve([]),
  ]);
  return { members, invitations: invitations.map((i) => ({ id: i.id, email: i.email, createdAt: i.created_at, expiresAt: i.expires_at })) };
}

async function invitationFor(db: D1Database, token: string) {
  const found = isPlausibleToken(token) ? await findInvitation(db, await tokenHash(token)) : null;
  if (!found) throw new ApiError(404, 'invitation_not_found', 'This invitation link is not valid.');
  return found;
}

async function wishlistMaterial(c: Ctx): Promise<number> {
  const { materialId } = await validJson(c, schoolWishlistChangeSchema);
  return materialId;
}

export const schools = new Hono<{ Bindings: OriginEnv }>()
  /** Creates a school; the creator becomes its master admin. A user belongs to at most one school. */
  .post('/v1/schools', async (c) => {
    const { userId } = await requireUser(c);
    const body = await validJson(c, schoolCreateSchema);
    if (await findSchoolOf(c.env.DB, userId)) throw new ApiError(409, 'already_in_school', 'You already belong to a school.');
    const id = await insertSchool(c.env.DB, userId, body, new Date());
    if (id === null) throw new ApiError(409, 'already_in_school', 'You already belong to a school.');
    const mine = await findSchoolOf(c.env.DB, userId);
    if (!mine) throw new Error('school created but not found');
    return c.json({ data: { school: schoolView(mine.school), role: mine.role, userId } satisfies MySchool }, 201);
  })
  /** The caller's school and role, or null. */
  .get('/v1/schools/mine', async (c) => {
    const { userId } = await requireUser(c);
    const mine = await findSchoolOf(c.env.DB, userId);
    return c.json({ data: mine ? ({ school: schoolView(mine.school), role: mine.role, userId } satisfies MySchool) : null });
  })
  .post('/v1/schools/mine/account', async (c) => {
    const admin = await requireAdmin(c);
    const body = await validJson(c, schoolAccountSchema);
    await updateSchoolAccount(c.env.DB, admin.school.id, body);
    const mine = await findSchoolOf(c.env.DB, admin.userId);
    if (!mine) throw new ApiError(404, 'no_school', 'You do not belong to a school.');
    return c.json({ data: { school: schoolView(mine.school), role: mine.role, userId: admin.userId } satisfies MySchool });
  })
  .get('/v1/schools/mine/members', async (c) => {
    const member = await requireMember(c);
    return c.json({ data: await membersAnswer(c.env.DB, member, new Date()) });
  })
  /** Invites an address: a one-time link by e-mail, and a row the notifications pick up. */
  .post('/v1/schools/mine/invitations', async (c) => {
    const admin = await requireAdmin(c);
    const { email } = await validJson(c, schoolInviteSchema);
    const now = new Date();
    const members = await listMembers(c.env.DB, admin.school.id);
    if (members.some((m) => sameEmail(m.email, email))) throw new ApiError(409, 'already_member', 'This address already belongs to a member.', { field: 'email' });
    const [open, today] = await Promise.all([
      countOpenInvitations(c.env.DB, admin.school.id, now),
      countInvitationsSince(c.env.DB, admin.school.id, new Date(now.getTime() - 86_400_000)),
    ]);
    if (open >= OPEN_INVITATIONS_MAX || today >= INVITATIONS_PER_DAY) {
      throw new ApiError(429, 'too_many_invitations', `A school may have ${OPEN_INVITATIONS_MAX} open invitations and send ${INVITATIONS_PER_DAY} a day.`);
    }
    const token = newSecretToken();
    const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 86_400_000);
    const id = await insertInvitation(c.env.DB, { schoolId: admin.school.id, email, tokenHash: await tokenHash(token), invitedBy: admin.userId, expiresAt }, now);
    const inviter = (await userContact(c.env.DB, admin.userId))?.name ?? admin.school.name;
    const world = requestWorld(c);
    await queueMail(
      c.env,
      (p) => c.executionCtx.waitUntil(p),
      invitationEmail(email, world, { schoolName: admin.school.name, inviter, link: invitationLink(publicUrl(c), world, token), days: INVITATION_DAYS }),
    );
    // An invitee who has an account is also told in the bell (docs/notifications.md). The link with
    // its secret stays in the e-mail: the notification stores none.
    const inviteeId = await findLiveUserIdByEmail(c.env.DB, email);
    if (inviteeId !== null) {
      await notify(
        c.env,
        [{ userId: inviteeId, kind: 'school_invitation', event: `school_invitation:${id}`, world, payload: { title: admin.school.name, actor: inviter, href: null } }],
        (p) => c.executionCtx.waitUntil(p),
        now,
      );
    }
    return c.json({ data: { id, email, createdAt: now.toISOString(), expiresAt: expiresAt.toISOString() } }, 201);
  })
  .post('/v1/schools/mine/invitations/:id/revoke', async (c) => {
    const admin = await requireAdmin(c);
    const id = validParam(c.req.param('id'), memberIdSchema, 'invitation id');
    if (!(await revokeInvitation(c.env.DB, admin.school.id, id, new Date()))) throw new ApiError(404, 'not_found', 'No open invitation of your school has this id.');
    return c.json({ data: await membersAnswer(c.env.DB, admin, new Date()) });
  })
  .post('/v1/schools/mine/members/:userId/remove', async (c) => {
    const admin = await requireAdmin(c);
    const userId = validParam(c.req.param('userId'), memberIdSchema, 'member id');
    if (userId === admin.userId) throw new ApiError(400, 'remove_self', 'Leave the school instead of removing yourself.');
    if (!(await removeMember(c.env.DB, admin.school.id, userId))) throw new ApiError(404, 'not_found', 'No member of your school has this id.');
    return c.json({ data: await membersAnswer(c.env.DB, admin, new Date()) });
  })
  /** Makes a member master admin (how an admin hands over) or a master admin a member again. */
  .post('/v1/schools/mine/members/:userId/role', async (c) => {
    const admin = await requireAdmin(c);
    const userId = validParam(c.req.param('userId'), memberIdSchema, 'member id');
    const { role } = await validJson(c, memberRoleSchema);
    const members = await listMembers(c.env.DB, admin.school.id);
    if (!members.some((m) => m.userId === userId)) throw new ApiError(404, 'not_found', 'No member of your school has this id.');
    if (!(await setMemberRole(c.env.DB, admin.school.id, userId, role))) {
      throw new ApiError(409, 'last_school_admin', 'A school keeps at least one admin: make another member admin first.');
    }
    return c.json({ data: await membersAnswer(c.env.DB, admin, new Date()) });
  })
  .post('/v1/schools/mine/leave', async (c) => {
    const member = await requireMember(c);
    if (!(await leaveSchool(c.env.DB, member.school.id, member.userId))) {
      throw new ApiError(409, 'last_school_admin', 'You are the school\'s only admin: make another member admin first.');
    }
    return c.json({ data: { left: true } });
  })
  /** What an invitation link is about, for the screen that accepts it; the token is the secret. */
  .get('/v1/schools/invitations/preview', async (c) => {
    await requireCaller(c, 'public');
    const { token } = validQuery(c, previewQuerySchema);
    const found = await invitationFor(c.env.DB, token);
    return c.json({ data: { schoolName: found.school_name, email: found.email, state: invitationState(found, new Date()) } satisfies InvitationPreview });
  })
  /** Joins the school; only the invited address may, and only while the link is open. */
  .post('/v1/schools/invitations/accept', async (c) => {
    const { userId } = await requireUser(c);
    const { token } = await validJson(c, invitationTokenSchema);
    const found = await invitationFor(c.env.DB, token);
    const now = new Date();
    const state = invitationState(found, now);
    if (state !== 'open') throw new ApiError(410, 'invitation_closed', 'This invitation is no longer open.', { state });
    const me = await userContact(c.env.DB, userId);
    if (!me || !sameEmail(me.email, found.email)) {
      throw new ApiError(403, 'invitation_other_email', 'This invitation is for another e-mail address: sign in with that address.');
    }
    if (await findSchoolOf(c.env.DB, userId)) throw new ApiError(409, 'already_in_school', 'You already belong to a school: leave it first.');
    if (!(await acceptInvitation(c.env.DB, found.id, userId, now))) throw new ApiError(410, 'invitation_closed', 'This invitation is no longer open.');
    const mine = await findSchoolOf(c.env.DB, userId);
    if (!mine) throw new Error('joined but no school found');
    return c.json({ data: { school: schoolView(mine.school), role: mine.role, userId } satisfies MySchool });
  })
  .get('/v1/schools/mine/licences', async (c) => {
    const member = await requireMember(c);
    return c.json({ data: { items: await listSchoolLicences(c.env.DB, member.school.id) } });
  })
  .get('/v1/schools/mine/invoices', async (c) => {
    const admin = await requireAdmin(c);
    return c.json({ data: { items: await listSchoolInvoices(c.env.DB, admin.school.id) } });
  })
  /** The school wishlist's ids (docs/product-rules.md, "API calls": limit 200, world, live materials). */
  .post('/v3/elastic-indexer/wishlist/school/query', async (c) => {
    const member = await requireMember(c);
    const body = await validJson(c, schoolWishlistQuerySchema);
    const world = body.query.world ?? body.world ?? null;
    const { ids, total } = await schoolWishlistIds(c.env.DB, member.school.id, world, body.query.limit);
    return c.json({ data: { wishlist: ids.map((id) => ({ id, _total: total })) } });
  })
  .get('/v1/schools/mine/wishlist', async (c) => {
    const member = await requireMember(c);
    return c.json({ data: { items: await listSchoolWishlist(c.env.DB, member.school.id), role: member.role } });
  })
  /** A member proposes a live material for the school. */
  .post('/v3/wishlist/school/add', async (c) => {
    const member = await requireMember(c);
    const materialId = await wishlistMaterial(c);
    if (!(await findLiveMaterial(c.env.DB, materialId))) throw new ApiError(404, 'not_found', 'Material not found.');
    await addToSchoolWishlist(c.env.DB, member.school.id, materialId, member.userId, new Date());
    return c.json({ data: { onWishlist: true } });
  })
  /** The admin takes any proposal off the list, a member only their own. */
  .post('/v3/wishlist/school/remove', async (c) => {
    const member = await requireMember(c);
    const materialId = await wishlistMaterial(c);
    const proposer = await findWishlistProposer(c.env.DB, member.school.id, materialId);
    if (proposer === null) return c.json({ data: { onWishlist: false } });
    if (member.role !== 'master' && proposer !== member.userId) {
      throw new ApiError(403, 'not_school_admin', 'Only the school admin may remove what others proposed.');
    }
    await removeFromSchoolWishlist(c.env.DB, member.school.id, materialId, member.role === 'master' ? null : member.userId);
    return c.json({ data: { onWishlist: false } });
  })
  /** Tells members about a material the school holds a licence for (by e-mail). */
  .post('/v1/schools/mine/share', async (c) => {
    const member = await requireMember(c);
    const body = await validJson(c, schoolShareSchema);
    const material = await findLiveMaterial(c.env.DB, body.materialId);
    if (!material || !(await schoolHoldsLicence(c.env.DB, member.school.id, body.materialId))) {
      throw new ApiError(404, 'not_licensed', 'Your school holds no licence for this material.', { field: 'materialId' });
    }
    const recipients = await memberAddresses(c.env.DB, member.school.id, member.userId, body.userIds);
    if (body.userIds.length > 0 && recipients.length !== new Set(body.userIds.filter((id) => id !== member.userId)).size) {
      throw new ApiError(400, 'not_a_member', 'Share only with members of your school.', { field: 'userIds' });
    }
    const sender = (await userContact(c.env.DB, member.userId))?.name ?? '';
    const facts = { schoolName: member.school.name, sender, title: material.title, materialWorld: material.world, materialId: material.id, slug: material.slug, message: body.message };
    const url = publicUrl(c);
    for (const r of recipients) await queueMail(c.env, (p) => c.executionCtx.waitUntil(p), shareEmail(r.email, r.world, facts, url));
    return c.json({ data: { sent: recipients.length } });
  })
  /** Staff: schools waiting for verification, with the evidence their creators gave. */
  .get('/v1/staff/schools', async (c) => {
    await requireStaff(c, 'support');
    const rows = await listWaitingSchools(c.env.DB);
    return c.json({
      data: {
        items: rows.map(
          (r): StaffSchoolView => ({
            ...schoolView(r),
            creator: r.created_by !== null && r.creator_email ? { id: r.created_by, name: r.creator_name ?? r.creator_email, email: r.creator_email } : null,
            domainMatches: r.creator_email ? emailOnDomain(r.creator_email, r.evidence_domain) : false,
          }),
        ),
      },
    });
  })
  .post('/v1/staff/schools/:id/verify', async (c) => {
    const actor = await requireStaffActor(c, 'support');
    const id = validParam(c.req.param('id'), schoolIdParamSchema, 'school id');
    return decided(c, id, await decideSchool(c.env.DB, id, actor, { verified: true }, new Date()));
  })
  .post('/v1/staff/schools/:id/reject', async (c) => {
    const actor = await requireStaffActor(c, 'support');
    const id = validParam(c.req.param('id'), schoolIdParamSchema, 'school id');
    const { reason } = await validJson(c, rejectSchoolSchema);
    return decided(c, id, await decideSchool(c.env.DB, id, actor, { verified: false, reason }, new Date()));
  });

async function decided(c: Ctx, id: number, changed: boolean): Promise<Response> {
  const school = await findSchool(c.env.DB, id);
  if (!school) throw new ApiError(404, 'not_found', 'School not found.');
  if (!changed) throw new ApiError(409, 'already_decided', 'Staff already decided about this school.', { state: schoolState(school) });
  return c.json({ data: schoolView(school) });
}
