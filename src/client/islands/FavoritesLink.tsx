import { useAtomValue } from 'jotai';
import { Icon } from './Icon';
import { favoriteCountAtom } from '../atoms/favorites';
import { useIslandEnv } from './island-context';
import { useAfterHydration } from './useAfterHydration';

export default function FavoritesLink({ href }: { href: string | null }) {
  const { t } = useIslandEnv();
  const count = useAfterHydration(useAtomValue(favoriteCountAtom), 0);
  if (!href) return null;
  return (
    <a className="icon-link" href={href} aria-label={t('header:favorites.label', { count })}>
      <Icon name="heart" filled={false} />
      {count > 0 ? <span className="count">{count}</span> : null}
    </a>
  );
}
