/** The initials of a public name: first letters of the first and last word ("Frau Müller" → "FM"). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  return (Array.from(first)[0] ?? '').concat(Array.from(last)[0] ?? '').toLocaleUpperCase() || '?';
}

/**
 * An author's picture: the initials on one of six calm colours picked by the author's id, so an
 * author keeps their colour everywhere. Decorative: the name stands next to it.
 */
export function Avatar({ name, id, size = 'md' }: { name: string; id: number; size?: 'md' | 'lg' }) {
  return (
    <span className={`avatar avatar-${size} avatar-c${Math.abs(id) % 6}`} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
