/** How long each kind of credential lives. */
export const ACCESS_TOKEN_TTL_SECONDS = { full: 30 * 24 * 3600, public: 24 * 3600 } as const;
export const ONE_TIME_TOKEN_TTL_SECONDS = {
  register_confirm: 7 * 24 * 3600,
  finish_registration: 7 * 24 * 3600,
  password_recovery: 2 * 3600,
  email_change: 24 * 3600,
} as const;
export type OneTimePurpose = keyof typeof ONE_TIME_TOKEN_TTL_SECONDS;

export function expiresAt(now: Date, seconds: number): string {
  return new Date(now.getTime() + seconds * 1000).toISOString();
}
