import type { CallGroup } from '../describe';
import { langQuery, periodBody, periodQuery, yearQuery } from '../../api/seller-earnings';
import { fileIdParamSchema } from '../../../shared/schemas/commerce';
import { rejectSchema, sellerMaterialIdSchema } from '../../../shared/schemas/seller-materials';
import { rejectSchoolSchema, schoolIdParamSchema } from '../../../shared/schemas/schools';

/** Staff work: reviews of materials, school verification and payouts. */
export const staffCalls: CallGroup = {
  tag: 'Staff',
  description: 'Staff work: reviews of materials, school verification and payouts.',
  calls: {
    'GET /v3/staff/payouts': { summary: 'The payouts of a period.', access: 'staff', query: periodQuery },
    'POST /v3/staff/payouts/run': { summary: 'Runs the payouts of a period (once).', access: 'staff', body: periodBody },
    'GET /v3/staff/payouts/sepa': { summary: 'The SEPA transfer file of a period\'s payouts.', access: 'staff', query: periodQuery, answer: 'file' },
    'GET /v3/staff/dac7': { summary: 'The DAC7 report of a year, as JSON or CSV.', access: 'staff', query: yearQuery },
    'GET /v3/staff/credit-notes/:id/pdf': { summary: 'Any credit note as PDF.', access: 'staff', params: { id: fileIdParamSchema }, query: langQuery, answer: 'pdf' },
    'GET /v3/staff/review': { summary: 'Materials waiting for review, oldest first.', access: 'staff' },
    'GET /v3/staff/review/:id': { summary: 'One material under review with its files, similarity report and history.', access: 'staff', params: { id: sellerMaterialIdSchema } },
    'POST /v3/staff/review/:id/similarity': { summary: 'Runs the similarity check of a material again.', access: 'staff', params: { id: sellerMaterialIdSchema } },
    'POST /v3/staff/review/:id/approve': { summary: 'Approves a material: it goes live.', access: 'staff', params: { id: sellerMaterialIdSchema } },
    'POST /v3/staff/review/:id/reject': { summary: 'Rejects a material with a reason for the author.', access: 'staff', params: { id: sellerMaterialIdSchema }, body: rejectSchema },
    'GET /v1/staff/schools': { summary: 'Schools waiting for verification.', access: 'staff' },
    'POST /v1/staff/schools/:id/verify': { summary: 'Verifies a school account.', access: 'staff', params: { id: schoolIdParamSchema } },
    'POST /v1/staff/schools/:id/reject': { summary: 'Rejects a school account with a reason.', access: 'staff', params: { id: schoolIdParamSchema }, body: rejectSchoolSchema },
  },
};
