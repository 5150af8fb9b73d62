import type { ReactNode } from 'react';
import { formatNumber } from '../../shared/format';
import { socialLink, SOCIAL_NETWORKS, type SocialNetwork } from '../../shared/social-links';
import type { Translate } from '../i18n/translate';
import { Avatar } from './Avatar';

/** What the head of an author page shows; the author page and the profile editor's preview both render it. */
export interface AuthorHeaderProfile {
  /** Picks the initials' colour when there is no picture. */
  id?: number;
  publicName: string;
  subtitle: string | null;
  imagePath: string | null;
  profileBackgroundPath: string | null;
  profileBackgroundData: string | null;
  facebookProfile: string | null;
  instagramProfile: string | null;
  pinterestProfile: string | null;
  totalMaterials: number;
  followersNumber: number;
}

/** Only our own image files (the account's upload path) are shown as profile pictures. */
function ownImage(path: string | null): string | null {
  return path && /^\/api\/v3\/files\/users\/\d+\/[a-z0-9-]+\.jpg(\?v=\d+)?$/.test(path) ? path : null;
}

/** The background's average colour, shown while the picture loads (and as the band without one). */
function backgroundColour(data: string | null): string | null {
  if (!data) return null;
  try {
    const colour = (JSON.parse(data) as { color?: unknown }).color;
    return typeof colour === 'string' && /^#[0-9a-f]{6}$/i.test(colour) ? colour : null;
  } catch {
    return null;
  }
}

const LINK_FIELDS: Record<SocialNetwork, keyof AuthorHeaderProfile> = {
  facebook: 'facebookProfile',
  instagram: 'instagramProfile',
  pinterest: 'pinterestProfile',
};

/**
 * The head of an author page: background band, picture, name, subtitle, counts and social links
 * (only addresses that pass the social link rules, docs/seller-profile.md). `children` holds the
 * follow button on the real page.
 */
export function AuthorHeader({ profile, t, languageTag, headingLevel = 1, children }: {
  profile: AuthorHeaderProfile;
  t: Translate;
  languageTag: string;
  /** The preview inside the editor is not the page's heading. */
  headingLevel?: 1 | 2;
  children?: ReactNode;
}) {
  const image = ownImage(profile.imagePath);
  const background = ownImage(profile.profileBackgroundPath);
  const colour = backgroundColour(profile.profileBackgroundData);
  const links = SOCIAL_NETWORKS.flatMap((network) => {
    const value = profile[LINK_FIELDS[network]];
    const check = typeof value === 'string' ? socialLink(network, value) : null;
    return check?.ok && check.url ? [{ network, url: check.url }] : [];
  });
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <header className="author-header">
      {background || colour ? (
        <div className="author-band">
          {background ? (
            <img src={background} alt="" width={1200} height={204} decoding="async" />
          ) : (
            // A colour as an SVG attribute: the content security policy allows no inline styles.
            <svg viewBox="0 0 1200 204" preserveAspectRatio="none" aria-hidden="true" focusable="false">
              <rect width="1200" height="204" fill={colour ?? undefined} />
            </svg>
          )}
        </div>
      ) : null}
      <div className="author-identity">
        <Avatar name={profile.publicName} id={profile.id ?? 0} src={image} size="lg" />
        <div>
          <Heading className="author-name">{profile.publicName}</Heading>
          {profile.subtitle ? <p className="author-subtitle">{profile.subtitle}</p> : null}
          {/* The follow button beside it shows the follower count: the header does not repeat it. */}
          <p className="author-counts">{t('author-page:materialCount', { count: profile.totalMaterials, formatted: formatNumber(profile.totalMaterials, languageTag) })}</p>
        </div>
      </div>
      {links.length > 0 ? (
        <ul className="author-links">
          {links.map((link) => (
            <li key={link.network}>
              <a href={link.url} rel="me nofollow noopener" target="_blank">
                {t(`author-page:social.${link.network}`)}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </header>
  );
}
