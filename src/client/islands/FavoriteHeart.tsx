import { useAtomValue, useSetAtom } from 'jotai';
import { Icon } from './Icon';
import { favoriteIdsAtom, toggleFavoriteAtom } from '../atoms/favorites';
import { useIslandEnv } from './island-context';
import { useAfterHydration } from './useAfterHydration';

/** Adds a material to the favorites or removes it (spec §4: updates list and total locally). */
export default function FavoriteHeart({ materialId, title }: { materialId: number; title: string }) {
  const { t } = useIslandEnv();
  const isFavorite = useAfterHydration(useAtomValue(favoriteIdsAtom), []).includes(materialId);
  const toggle = useSetAtom(toggleFavoriteAtom);
  return (
    <button
      type="button"
      className="favorite-heart"
      aria-pressed={isFavorite}
      aria-label={t(isFavorite ? 'common:favorite.remove' : 'common:favorite.add', { title })}
      onClick={() => toggle(materialId)}
    >
      <Icon name="heart" filled={isFavorite} />
    </button>
  );
}
