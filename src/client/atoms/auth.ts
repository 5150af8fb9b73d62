import { atom } from 'jotai';

export interface SignedInUser {
  id: number;
  publicName: string;
  isSeller: boolean;
}

/** The login state of spec §4; pages render as anonymous, islands learn the truth after hydration. */
export type AuthState =
  | { status: 'anonymous' }
  | { status: 'signedIn'; user: SignedInUser; impersonating: boolean }
  | { status: 'authError' };

export const authAtom = atom<AuthState>({ status: 'anonymous' });
