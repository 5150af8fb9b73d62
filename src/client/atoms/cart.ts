import { atom } from 'jotai';
import type { Cart } from '../../shared/schemas/commerce';

/** The visitor's cart as the API last answered it; null until it was loaded (or when there is none). */
export const cartAtom = atom<Cart | null>(null);

/** Where loading the cart stands: idle (nothing to load), loading, ready, or failed. */
export type CartStatus = 'idle' | 'loading' | 'ready' | 'error';
export const cartStatusAtom = atom<CartStatus>('idle');

/** Items in the visitor's cart (the header badge). */
export const cartCountAtom = atom((get) => get(cartAtom)?.cartItems.length ?? 0);
