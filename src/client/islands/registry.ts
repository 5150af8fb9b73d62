import type { ComponentType } from 'react';
import AccountMenu from './AccountMenu';
import CartBadge from './CartBadge';
import FavoriteHeart from './FavoriteHeart';
import FavoritesLink from './FavoritesLink';
import MegaMenu from './MegaMenu';
import NotificationsBell from './NotificationsBell';
import WorldSwitcher from './WorldSwitcher';

/** Every island by the name pages use; the edge renders them and the browser entry hydrates them. */
export const ISLANDS: Record<string, ComponentType<never>> = {
  AccountMenu,
  CartBadge,
  FavoriteHeart,
  FavoritesLink,
  MegaMenu,
  NotificationsBell,
  WorldSwitcher,
};

/** The catalogue areas islands read in the browser. */
export const ISLAND_AREAS = ['common', 'header'] as const;
