/**
 * What the edge tells the origin about a request that only the edge can know: the visitor's
 * address and country. The origin believes these headers only next to the shared edge key
 * (docs/security.md, "What the origin believes").
 */
export const EDGE_FACT_HEADERS = {
  /** The shared secret `EDGE_ORIGIN_KEY`, proving the request passed the edge. */
  key: 'x-kreide-edge-key',
  /** The visitor's address as the runtime saw it. */
  clientIp: 'x-kreide-client-ip',
  /** The visitor's country for display (their own choice, else geolocation). */
  country: 'x-kreide-country',
  /** The country the runtime located the visitor in (never their choice): evidence for VAT. */
  geoCountry: 'x-kreide-geo-country',
  /** Staff is acting as the user (nothing is tracked). */
  impersonating: 'x-kreide-impersonating',
  /**
   * The visitor's A/B assignments, `NAV:C|RANK3:B`: sent only with statistics consent (else
   * nothing, and the origin uses the default variants); for a page render, the page's variants.
   */
  experiments: 'x-kreide-experiments',
  /** The anonymous experiment id of the A/B cookie, with statistics consent only (docs/experiments.md). */
  experimentVisitor: 'x-kreide-experiment-visitor',
  /** `on`: the edge runs under `npm start` and the request is for this machine (the dev mailbox). */
  devTools: 'x-kreide-dev-tools',
  /** With the dev tools on: the address the developer opened, so e-mail links lead back to it. */
  devOrigin: 'x-kreide-dev-origin',
} as const;

/** Every header the edge writes; a visitor's own copies of them are dropped before forwarding. */
export function isEdgeFactHeader(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('x-kreide-') || lower === 'cf-connecting-ip';
}

/** The development key of both wrangler configs; production refuses it. */
export const DEVELOPMENT_EDGE_ORIGIN_KEY = 'kreide-local-development-edge-key';
