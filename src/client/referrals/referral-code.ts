import { cleanReferralCode, REFERRAL_COOKIE, REFERRAL_COOKIE_MAX_AGE_SECONDS, REFERRAL_QUERY_PARAM } from '../../shared/referrals';
import { isHttps, pageHref, readCookies, replaceAddress, writeCookie } from './browser';

/**
 * The referral code between the opened link and registration (docs/referrals.md): a necessary
 * first-party cookie holding the code only, set when a page opens with `?ref=CODE`, sent with
 * the registration and cleared afterwards. The code is taken out of the address bar so it does
 * not travel on in Referer headers or bookmarks.
 */

function codeIn(cookies: string | null): string | null {
  for (const part of (cookies ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === REFERRAL_COOKIE) return cleanReferralCode(decodeURIComponent(value.join('=')));
  }
  return null;
}

function keep(value: string, maxAge: number): void {
  writeCookie(`${REFERRAL_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Lax${isHttps() ? '; Secure' : ''}`);
}

export type Captured = { code: string | null; fromLink: boolean };

/** Keeps the code of the address (if any) and answers the code kept for this browser. */
export function captureReferralCode(): Captured {
  const href = pageHref();
  if (!href) return { code: null, fromLink: false };
  const url = new URL(href);
  const raw = url.searchParams.get(REFERRAL_QUERY_PARAM);
  if (raw === null) return { code: codeIn(readCookies()), fromLink: false };
  const code = cleanReferralCode(raw);
  if (code) keep(code, REFERRAL_COOKIE_MAX_AGE_SECONDS);
  url.searchParams.delete(REFERRAL_QUERY_PARAM);
  replaceAddress(url.pathname + url.search + url.hash);
  return { code, fromLink: true };
}

/** The kept code, for the registration body. */
export function keptReferralCode(): string | null {
  return codeIn(readCookies());
}

/** Registration was sent: the code has done its work. */
export function forgetReferralCode(): void {
  keep('', 0);
}
