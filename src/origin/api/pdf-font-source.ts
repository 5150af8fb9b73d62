/**
 * The fonts of PDF documents come from R2 (`fonts/<file>` in the files bucket), put there by
 * `node scripts/upload-fonts.mjs` (decision 027, docs/deploy.md). Read once per isolate.
 */
import type { FontSource } from '../domain/commerce/documents/pdf-fonts';

/** R2 key prefix of the document fonts. */
const FONT_PREFIX = 'fonts/';

export function r2FontSource(bucket: R2Bucket): FontSource {
  return async (file) => {
    const object = await bucket.get(`${FONT_PREFIX}${file}`);
    return object ? new Uint8Array(await object.arrayBuffer()) : null;
  };
}
