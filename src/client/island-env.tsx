import { createContext, useContext } from 'react';
import type { World } from '../shared/worlds';
import type { Translate } from './i18n/translate';

/** What every island may read: the world and the texts shipped with the page. */
export interface IslandEnv {
  world: World;
  t: Translate;
}

const IslandContext = createContext<IslandEnv | null>(null);
export const IslandEnvProvider = IslandContext.Provider;

export function useIslandEnv(): IslandEnv {
  const env = useContext(IslandContext);
  if (!env) throw new Error('island rendered without its environment');
  return env;
}
