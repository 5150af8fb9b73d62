import { useAtomValue } from 'jotai';
import { Icon } from '../components/Icon';
import { favouriteCountAtom } from '../atoms/favourites';
import { useIslandEnv } from '../island-env';
import { useAfterHydration } from '../hooks/useAfterHydration';

/** `label`: shown beside the icon (the simplified header, docs/experiments.md); the accessible name starts with it. */
export default function FavouritesLink({ href, label }: { href: string | null; label?: string }) {
  const { t } = useIslandEnv();
  const count = useAfterHydration(useAtomValue(favouriteCountAtom), 0);
  if (!href) return null;
  return (
    <a className="icon-link" href={href} aria-label={t('header:favourites.label', { count })}>
      <Icon name="heart" filled={false} />
      {label ? <span className="icon-label" aria-hidden="true">{label}</span> : null}
      {count > 0 ? <span className="count">{count}</span> : null}
    </a>
  );
}
