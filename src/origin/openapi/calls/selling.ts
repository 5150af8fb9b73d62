import type { CallGroup } from '../describe';
import { acceptSellerTermsSchema, becomeSellerSchema, createShareSchema, sellerProfileInputSchema } from '../../../shared/schemas/seller-profile';
import { noQuerySchema } from '../../../shared/schemas/common';
import { fileIdParamSchema } from '../../../shared/schemas/commerce';
import { bundleItemsSchema, materialInteractiveSchema, materialPatchSchema, recommendationQuerySchema, saleBodySchema, salesBulkDeleteSchema, sellerMaterialIdSchema } from '../../../shared/schemas/seller-materials';
import { idParamSchema } from '../../../shared/schemas/materials';
import { coverSchema, fileTextSchema, partParamSchema, previewPageParamSchema, previewQuerySchema, startUploadSchema, uploadIdParamSchema } from '../../../shared/schemas/seller-files';
import { payoutDetailsSchema, statisticsQuerySchema } from '../../../shared/schemas/seller-earnings';
import { langQuery } from '../../api/seller-earnings';

/** The seller area: profile, materials, files, sales, statistics and earnings. */
export const sellingCalls: CallGroup = {
  tag: 'Selling',
  description: 'The seller area: profile, materials, files, sales, statistics and earnings.',
  calls: {
    'POST /v3/seller/terms': { summary: 'Accepts the seller terms.', access: 'user', body: acceptSellerTermsSchema },
    'POST /v3/seller/become': { summary: 'Becomes a seller: the author profile is created.', access: 'user', body: becomeSellerSchema },
    'GET /v3/seller/profile': { summary: 'The seller\'s author profile.', access: 'seller', query: noQuerySchema },
    'PUT /v3/seller/profile': { summary: 'Saves the seller\'s author profile.', access: 'seller', body: sellerProfileInputSchema },
    'GET /v3/seller/shares': { summary: 'The seller\'s share links of materials.', access: 'seller', query: noQuerySchema },
    'POST /v3/seller/shares': { summary: 'Creates a share link that lets someone download a material without buying it.', access: 'seller', body: createShareSchema, status: 201 },
    'POST /v3/seller/shares/:id/revoke': { summary: 'Revokes a share link.', access: 'seller', params: { id: fileIdParamSchema } },
    'GET /v3/shares/:token': { summary: 'The material and file links behind a share link.', access: 'public' },
    'GET /v3/shares/:token/files/:fileId': { summary: 'A file behind a share link.', access: 'public', params: { fileId: fileIdParamSchema }, answer: 'file' },
    'POST /v3/seller/materials': { summary: 'Creates a draft material.', access: 'seller', body: materialPatchSchema, status: 201 },
    'GET /v3/seller/materials': { summary: 'The seller\'s own materials.', access: 'user', query: recommendationQuerySchema },
    'GET /v3/seller/materials/:id': { summary: 'One of the seller\'s own materials, as edited.', access: 'user', params: { id: sellerMaterialIdSchema } },
    'PATCH /v3/seller/materials/:id': { summary: 'Changes fields of an own material (a live one gets a revision to review).', access: 'user', params: { id: sellerMaterialIdSchema }, body: materialPatchSchema },
    'POST /v3/seller/materials/:id/submit': { summary: 'Submits an own material for review.', access: 'user', params: { id: sellerMaterialIdSchema } },
    'POST /v3/seller/materials/:id/withdraw': { summary: 'Takes a submitted material back to draft.', access: 'user', params: { id: sellerMaterialIdSchema } },
    'POST /v3/seller/materials/:id/unpublish': { summary: 'Takes a live material off sale.', access: 'user', params: { id: sellerMaterialIdSchema } },
    'DELETE /v3/seller/materials/:id': { summary: 'Deletes an own material that was never sold.', access: 'user', params: { id: sellerMaterialIdSchema } },
    'PUT /v3/seller/materials/:id/bundle-items': { summary: 'Sets the materials of a bundle.', access: 'user', params: { id: sellerMaterialIdSchema }, body: bundleItemsSchema },
    'PUT /v3/seller/materials/:id/interactive': {
      summary: 'Links one of the author\'s published interactives of the world to the material, as standalone or bundle interactive, or unlinks it (`interactiveId: null`).',
      description: 'Another user\'s, unpublished or other-world interactive: 400 `interactive_not_available`. A standalone interactive needs no file to be submitted. Buyers of the material get the right to use the interactive (docs/interactives.md).',
      access: 'user',
      params: { id: sellerMaterialIdSchema },
      body: materialInteractiveSchema,
    },
    'GET /v3/seller/materials/:id/price-recommendation': { summary: 'A price recommendation for an own material.', access: 'user', params: { id: sellerMaterialIdSchema }, query: recommendationQuerySchema },
    'GET /v3/seller/materials/:id/revisions': { summary: 'The review history of an own material.', access: 'user', params: { id: sellerMaterialIdSchema } },
    'GET /v3/seller/materials/:id/preview': { summary: 'How an own material\'s page will look, before it is live.', access: 'user', params: { id: sellerMaterialIdSchema } },
    'GET /v3/seller/sales': { summary: 'The seller\'s sales (price reductions).', access: 'user', query: recommendationQuerySchema },
    'POST /v3/seller/sales': { summary: 'Starts a sale for own materials.', access: 'seller', body: saleBodySchema, status: 201 },
    'POST /v3/seller/sales/delete': { summary: 'Ends sales.', access: 'user', body: salesBulkDeleteSchema },
    'POST /v3/seller/materials/:id/uploads': { summary: 'Starts a multipart upload of a file of an own material.', access: 'seller', params: { id: idParamSchema }, body: startUploadSchema, status: 201 },
    'GET /v3/seller/materials/:id/uploads/:uploadId': { summary: 'The state of an upload: which parts arrived.', access: 'seller', params: { id: idParamSchema, uploadId: uploadIdParamSchema } },
    'PUT /v3/seller/materials/:id/uploads/:uploadId/parts/:n': { summary: 'Sends one part of an upload.', access: 'seller', params: { id: idParamSchema, uploadId: uploadIdParamSchema, n: partParamSchema }, body: { mediaType: 'application/octet-stream', description: 'The part\'s bytes.' } },
    'POST /v3/seller/materials/:id/uploads/:uploadId/complete': { summary: 'Completes an upload: the file is checked and stored.', access: 'seller', params: { id: idParamSchema, uploadId: uploadIdParamSchema }, status: 201 },
    'DELETE /v3/seller/materials/:id/uploads/:uploadId': { summary: 'Aborts an upload.', access: 'seller', params: { id: idParamSchema, uploadId: uploadIdParamSchema } },
    'GET /v3/seller/materials/:id/files': { summary: 'The files and previews of an own material.', access: 'seller', params: { id: idParamSchema } },
    'DELETE /v3/seller/materials/:id/files/:fileId': { summary: 'Deletes a file of an own material.', access: 'seller', params: { id: idParamSchema, fileId: idParamSchema } },
    'PUT /v3/seller/materials/:id/files/:fileId/text': { summary: 'Stores the text of a file (for search and the similarity check).', access: 'seller', params: { id: idParamSchema, fileId: idParamSchema }, body: fileTextSchema },
    'POST /v3/seller/materials/:id/previews': { summary: 'Uploads a preview page as JPEG.', access: 'seller', params: { id: idParamSchema }, query: previewQuerySchema, body: { mediaType: 'image/jpeg', description: 'The preview image.' }, status: 201 },
    'PUT /v3/seller/materials/:id/previews/cover': { summary: 'Chooses the preview page shown as cover.', access: 'seller', params: { id: idParamSchema }, body: coverSchema },
    'GET /v3/seller/materials/:id/previews/:page{[0-9]+\\.jpg}': { summary: 'An uploaded preview page of an own material.', access: 'seller', params: { id: idParamSchema }, answer: 'jpeg' },
    'DELETE /v3/seller/materials/:id/previews/:page': { summary: 'Deletes a preview page.', access: 'seller', params: { id: idParamSchema, page: previewPageParamSchema } },
    'GET /v3/seller/payout-details': { summary: 'The seller\'s payout details (tax facts and bank account).', access: 'seller' },
    'PUT /v3/seller/payout-details': { summary: 'Saves the seller\'s payout details.', access: 'seller', body: payoutDetailsSchema },
    'GET /v3/seller/statistics': { summary: 'Sales statistics per material and over time.', access: 'seller', query: statisticsQuerySchema },
    'GET /v3/seller/statistics/csv': { summary: 'The sales statistics as CSV.', access: 'seller', query: statisticsQuerySchema, answer: 'csv' },
    'GET /v3/seller/royalties': { summary: 'The seller\'s royalty ledger, newest first (at most 200 entries).', access: 'seller' },
    'GET /v3/seller/earnings': { summary: 'Balance, pending earnings, credit notes, ledger and payouts.', access: 'seller' },
    'GET /v3/seller/credit-notes/:id/pdf': { summary: 'A credit note as PDF.', access: 'seller', params: { id: fileIdParamSchema }, query: langQuery, answer: 'pdf' },
    'GET /v3/seller/materials/:id/relation': { summary: 'How the caller relates to a material (its author, bought it, holds a school licence, none), with the files for its author.', access: 'user', params: { id: fileIdParamSchema } },
  },
};
