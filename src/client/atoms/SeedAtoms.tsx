import type { ReactNode } from 'react';
import { useHydrateAtoms } from 'jotai/utils';
import type { World } from '../../shared/worlds';
import { worldAtom } from './world';

/** Seeds the store with what the server knows, the same way on the edge and in the browser. */
export function SeedAtoms({ world, children }: { world: World; children: ReactNode }) {
  useHydrateAtoms(new Map([[worldAtom, world]]));
  return children;
}
