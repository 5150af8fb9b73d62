import type { CallGroup } from '../describe';
import { invitationTokenSchema, memberRoleSchema, schoolAccountSchema, schoolCreateSchema, schoolInviteSchema, schoolShareSchema, schoolWishlistChangeSchema, schoolWishlistQuerySchema } from '../../../shared/schemas/schools';
import { memberIdSchema, previewQuerySchema } from '../../api/schools';

/** School accounts: members, invitations, licences and the shared wishlist. */
export const schoolsCalls: CallGroup = {
  tag: 'Schools',
  description: 'School accounts: members, invitations, licences and the shared wishlist.',
  calls: {
    'POST /v1/schools': { summary: 'Creates a school account; the creator becomes its admin.', access: 'user', body: schoolCreateSchema, status: 201 },
    'GET /v1/schools/mine': { summary: 'The caller\'s school, or null.', access: 'user' },
    'POST /v1/schools/mine/account': { summary: 'Changes the school\'s details (admins).', access: 'school', body: schoolAccountSchema },
    'GET /v1/schools/mine/members': { summary: 'The school\'s members and open invitations.', access: 'school' },
    'POST /v1/schools/mine/invitations': { summary: 'Invites teachers by mail (admins; a daily limit applies).', access: 'school', body: schoolInviteSchema, status: 201 },
    'POST /v1/schools/mine/invitations/:id/revoke': { summary: 'Revokes an invitation (admins).', access: 'school', params: { id: memberIdSchema } },
    'POST /v1/schools/mine/members/:userId/remove': { summary: 'Removes a member (admins).', access: 'school', params: { userId: memberIdSchema } },
    'POST /v1/schools/mine/members/:userId/role': { summary: 'Changes a member\'s role (admins).', access: 'school', params: { userId: memberIdSchema }, body: memberRoleSchema },
    'POST /v1/schools/mine/leave': { summary: 'Leaves the school.', access: 'school' },
    'GET /v1/schools/invitations/preview': { summary: 'The school behind an invitation token.', access: 'visitor', query: previewQuerySchema },
    'POST /v1/schools/invitations/accept': { summary: 'Accepts an invitation: the caller joins the school.', access: 'user', body: invitationTokenSchema },
    'GET /v1/schools/mine/licences': { summary: 'The materials the school holds licences for.', access: 'school' },
    'GET /v1/schools/mine/invoices': { summary: 'The school\'s invoices (admins).', access: 'school' },
    'POST /v3/elastic-indexer/wishlist/school/query': { summary: 'The school\'s shared wishlist, a page at a time.', access: 'school', body: schoolWishlistQuerySchema },
    'GET /v1/schools/mine/wishlist': { summary: 'The ids in the school\'s shared wishlist.', access: 'school' },
    'POST /v3/wishlist/school/add': { summary: 'Adds a material to the school\'s wishlist.', access: 'school', body: schoolWishlistChangeSchema },
    'POST /v3/wishlist/school/remove': { summary: 'Removes a material from the school\'s wishlist.', access: 'school', body: schoolWishlistChangeSchema },
    'POST /v1/schools/mine/share': { summary: 'Shares a material with colleagues of the school by mail.', access: 'school', body: schoolShareSchema },
  },
};
