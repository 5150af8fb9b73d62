/**
 * The social links of an author profile (docs/seller-profile.md, "Social links"): only https
 * addresses on the network's own hosts, or a handle that becomes one. Shared by the API (which
 * stores the result) and the profile editor's live preview.
 */

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'pinterest'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The address a handle becomes, and the hosts an address may name. */
const NETWORKS: Record<SocialNetwork, { base: string; hosts: RegExp }> = {
  facebook: { base: 'https://www.facebook.com/', hosts: /^(?:(?:www|m|web)\.)?facebook\.com$/ },
  instagram: { base: 'https://www.instagram.com/', hosts: /^(?:www\.)?instagram\.com$/ },
  pinterest: { base: 'https://www.pinterest.com/', hosts: /^(?:(?:www|[a-z]{2})\.)?pinterest\.(?:com|de|es|fr|it|at|ch|co\.uk|com\.mx)$/ },
};

/** A handle as people type it: `@name` or `name` (letters, digits, dot, underscore, hyphen). */
const HANDLE = /^@?([A-Za-z0-9._-]{1,60})$/;
export const SOCIAL_LINK_MAX = 300;

export type SocialLinkCheck = { ok: true; url: string | null } | { ok: false };

/** The stored form of what was typed: null for an empty field, an https URL, or not acceptable. */
export function socialLink(network: SocialNetwork, typed: string): SocialLinkCheck {
  const value = typed.trim();
  if (value === '') return { ok: true, url: null };
  if (value.length > SOCIAL_LINK_MAX) return { ok: false };
  const handle = HANDLE.exec(value);
  if (handle && !handle[1]!.includes('..') && !/^\.+$/.test(handle[1]!)) return { ok: true, url: NETWORKS[network].base + handle[1] };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false };
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.port !== '') return { ok: false };
  if (!NETWORKS[network].hosts.test(url.hostname.toLowerCase())) return { ok: false };
  if (url.pathname === '/' || url.pathname === '') return { ok: false };
  return { ok: true, url: url.toString() };
}
