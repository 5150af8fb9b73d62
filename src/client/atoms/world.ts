import { atom } from 'jotai';
import { DEFAULT_WORLD, type World } from '../../shared/worlds';

/** The world of the page, seeded from the server into the shared store (useHydrateAtoms). */
export const worldAtom = atom<World>(DEFAULT_WORLD);
