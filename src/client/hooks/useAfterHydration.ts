import { useSyncExternalStore } from 'react';
import { useAtomValue } from 'jotai';
import { authAtom, INITIAL_AUTH_STATE, type AuthState } from '../atoms/auth';

const noSubscription = () => () => {};

/**
 * A shared-store value as an island may render it: what the edge rendered while the island
 * hydrates, the live value right after. Islands share one store and hydrate one after another,
 * so an island that read a value another island already changed would not match its HTML.
 */
export function useAfterHydration<T>(live: T, rendered: T): T {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? live : rendered;
}

/** The login state, as the edge rendered it until this island has hydrated. */
export function useAuthState(): AuthState {
  return useAfterHydration(useAtomValue(authAtom), INITIAL_AUTH_STATE);
}
