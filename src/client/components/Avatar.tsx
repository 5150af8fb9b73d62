/** The initials of a public name: first letters of the first and last word ("Frau Müller" → "FM"). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  return (Array.from(first)[0] ?? '').concat(Array.from(last)[0] ?? '').toLocaleUpperCase() || '?';
}

/** A profile photo path the page may show: one of our own addresses (`/api/v3/files/users/…`), never another site's. */
function ownImagePath(path: string | null | undefined): string | null {
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
}

const SIZES = { md: 56, lg: 64 } as const;

/**
 * An author's picture: their profile photo when they uploaded one, otherwise their initials on one
 * of six calm colours picked by the author's id, so an author keeps their colour everywhere.
 * Decorative: the name stands next to it.
 */
export function Avatar({ name, id, src, size = 'md' }: { name: string; id: number; src?: string | null; size?: 'md' | 'lg' }) {
  const photo = ownImagePath(src);
  const className = `avatar avatar-${size} avatar-c${Math.abs(id) % 6}`;
  if (photo) return <img className={className} src={photo} alt="" width={SIZES[size]} height={SIZES[size]} loading="lazy" decoding="async" />;
  return (
    <span className={className} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
