import { useAtomValue } from 'jotai';
import { Icon } from '../components/Icon';
import { favouriteCountAtom } from '../atoms/favourites';
import { useIslandEnv } from '../island-env';
import { useAfterHydration } from '../hooks/useAfterHydration';

export default function FavouritesLink({ href }: { href: string | null }) {
  const { t } = useIslandEnv();
  const count = useAfterHydration(useAtomValue(favouriteCountAtom), 0);
  if (!href) return null;
  return (
    <a className="icon-link" href={href} aria-label={t('header:favourites.label', { count })}>
      <Icon name="heart" filled={false} />
      {count > 0 ? <span className="count">{count}</span> : null}
    </a>
  );
}
