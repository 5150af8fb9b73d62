/**
 * The seller of record: the platform sells the materials in its own name (the marketplace is
 * the deemed supplier of digital services under the EU OSS rules) and pays authors royalties.
 * Its country decides which business sales are domestic (charged VAT) rather than reverse charge.
 */
export const PLATFORM_COUNTRY = 'DE';

export interface SellerOfRecord {
  name: string;
  addressLines: string[];
  vatId: string;
}

/** The seller block of invoices; a deployment sets its own with SELLER_* variables. */
export function sellerOfRecord(env: { SELLER_NAME?: string; SELLER_ADDRESS?: string; SELLER_VAT_ID?: string }): SellerOfRecord {
  return {
    name: env.SELLER_NAME || 'Kreide Marketplace (local development)',
    addressLines: (env.SELLER_ADDRESS || 'Musterstraße 1|10115 Berlin|Germany').split('|'),
    vatId: env.SELLER_VAT_ID || 'DE000000000',
  };
}
