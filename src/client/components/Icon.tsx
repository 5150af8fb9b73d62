const PATHS = {
  bell: 'M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z',
  cart: 'M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.6 3H21l-2.2 8.1a2 2 0 0 1-1.9 1.4H8.3a2 2 0 0 1-2-1.6L4.2 2.5H1.5V1h3.9l.6 3Z',
  heart: 'M12 21s-7.5-4.6-9.6-9.4C.8 8 2.9 4 6.7 4c2.2 0 3.8 1.3 5.3 3.1C13.5 5.3 15.1 4 17.3 4c3.8 0 5.9 4 4.3 7.6C19.5 16.4 12 21 12 21Z',
  globe: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-3a15.7 15.7 0 0 0-1.4-3.9A8 8 0 0 1 18.9 8ZM12 4c.8 1.1 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.9 1.9-4ZM4.3 14a8 8 0 0 1 0-4h3.4a16.6 16.6 0 0 0 0 4H4.3Zm.8 2h3a15.7 15.7 0 0 0 1.4 3.9A8 8 0 0 1 5.1 16ZM8 8H5.1a8 8 0 0 1 4.4-3.9A15.7 15.7 0 0 0 8 8Zm4 12c-.8-1.1-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.9-1.9 4Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.2 5.9A15.7 15.7 0 0 0 15.9 16h3a8 8 0 0 1-4.4 3.9Zm1.8-5.9a16.6 16.6 0 0 0 0-4h3.4a8 8 0 0 1 0 4h-3.4Z',
  close: 'M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12 19 6.4 17.6 5 12 10.6Z',
} as const;

type IconName = keyof typeof PATHS;

/** The symbol of an icon, filled or as an outline: each symbol carries its own paint, so a use needs none. */
const symbolId = (name: IconName, filled: boolean) => `i-${name}${filled ? '' : '-o'}`;

/** The icons drawn as outlines somewhere (the others are only ever filled). */
const OUTLINED: readonly IconName[] = ['heart'];

/**
 * The page's sprite, once per page (Layout renders it): every `Icon` draws its symbol by
 * reference instead of carrying a copy of the path. `currentColor` inside a symbol is the colour
 * of the icon that uses it.
 */
export function IconSprite() {
  const names = Object.keys(PATHS) as IconName[];
  return (
    <svg className="sprite" aria-hidden="true" width="0" height="0">
      {names.map((name) => (
        <symbol key={name} id={symbolId(name, true)} viewBox="0 0 24 24">
          <path d={PATHS[name]} fill="currentColor" />
        </symbol>
      ))}
      {OUTLINED.map((name) => (
        <symbol key={`${name}-o`} id={symbolId(name, false)} viewBox="0 0 24 24">
          <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.8" />
        </symbol>
      ))}
    </svg>
  );
}

/** A decorative icon (no icon font, no emoji font needed); the control carries the label. Filled, or drawn as an outline. */
export function Icon({ name, filled = true }: { name: IconName; filled?: boolean }) {
  return (
    <svg className="icon" width="20" height="20" aria-hidden="true">
      <use href={`#${symbolId(name, filled)}`} />
    </svg>
  );
}
