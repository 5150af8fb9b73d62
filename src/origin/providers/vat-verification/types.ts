/**
 * VAT id verifiers behind one interface (docs/commerce.md, "Reverse charge"): the EU's VIES
 * service in production, a demo list of test numbers locally. A verifier only answers whether
 * the member state knows the id; the caller stores the answer and decides on reverse charge.
 */

export interface VatIdAnswer {
  /** The member state confirms the id as valid today. */
  valid: boolean;
  /** Name and address of the business as the member state gives them; null when it does not. */
  name: string | null;
  address: string | null;
  /** VIES's consultation number (request identifier), when one was given. */
  consultationNumber: string | null;
}

export interface VatVerifier {
  readonly name: 'vies' | 'demo';
  /**
   * Asks about one id: `prefix` is its country prefix (EL for Greece), `number` the national
   * part. Throws `VatVerificationUnavailable` when no answer could be had (outage, timeout,
   * rate limit, an answer that cannot be read): "unknown" is never read as valid or invalid.
   */
  verify(prefix: string, number: string): Promise<VatIdAnswer>;
}

/** The verifier could not answer now; the message is safe to log. */
export class VatVerificationUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VatVerificationUnavailable';
  }
}
