/** Cookies the edge reads and writes: the flags of docs/product-rules.md, "Entities", that the server must see. */
export const COOKIE = {
  lastWorld: 'kreide_world',
  landingTarget: 'kreide_landing',
  country: 'kreide_country',
  abVariants: 'kreide_ab',
  impersonating: 'kreide_impersonating',
} as const;
