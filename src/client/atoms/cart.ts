import { atom } from 'jotai';

/** Items in the visitor's cart; the cart itself arrives with the commerce issue. */
export const cartCountAtom = atom(0);
