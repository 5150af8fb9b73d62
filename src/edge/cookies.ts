/** Cookies the edge reads and writes (spec §3 "Local storage" flags that the server must see). */
export const COOKIE = {
  lastWorld: 'kreide_world',
  landingTarget: 'kreide_landing',
  country: 'kreide_country',
  abVariants: 'kreide_ab',
  impersonating: 'kreide_impersonating',
} as const;
