import { useAtomValue, useSetAtom } from 'jotai';
import { Icon } from '../components/Icon';
import { favouriteIdsAtom, toggleFavouriteAtom } from '../atoms/favourites';
import { useIslandEnv } from '../island-env';
import { useAfterHydration } from '../hooks/useAfterHydration';

/** One heart per card: it hydrates when its card comes near the screen (or at first touch). */
export const hydrateWhen = 'visible';

/**
 * Adds a material to the favourites or removes it; the list and the header's count follow at once.
 */
export default function FavouriteHeart({ materialId, title }: { materialId: number; title: string }) {
  const { t } = useIslandEnv();
  const isFavourite = useAfterHydration(useAtomValue(favouriteIdsAtom), []).includes(materialId);
  const toggle = useSetAtom(toggleFavouriteAtom);
  return (
    <button
      type="button"
      className="favourite-heart"
      aria-pressed={isFavourite}
      aria-label={t(isFavourite ? 'common:favourite.remove' : 'common:favourite.add', { title })}
      onClick={() => toggle(materialId)}
    >
      <Icon name="heart" filled={isFavourite} />
    </button>
  );
}
