/**
 * The cart token of an anonymous or logged-in cart (docs/product-rules.md, "Entities"): kept in local
 * storage, in memory while local storage is unavailable, and also readable from the `c_t` cookie.
 */

import { browserCookies, browserLocalStorage } from './browser';
import type { StorageLike } from './browser';

const CART_TOKEN_STORAGE_KEY = 'cart_token';
export const CART_TOKEN_COOKIE = 'c_t';

export interface CartTokenStore {
  /** The stored token, else the `c_t` cookie's, else null. */
  read(): string | null;
  /** Stores a token; null forgets it. */
  write(token: string | null): void;
}

export interface CartTokenStoreOptions {
  localStorage?: () => StorageLike | undefined;
  cookies?: () => string;
}

export function createCartTokenStore(options: CartTokenStoreOptions = {}): CartTokenStore {
  const localStorage = options.localStorage ?? browserLocalStorage;
  const cookies = options.cookies ?? browserCookies;
  let inMemory: string | null = null;

  function readStored(): string | null {
    try {
      const storage = localStorage();
      if (storage) return storage.getItem(CART_TOKEN_STORAGE_KEY);
    } catch {
      // local storage unavailable: the in-memory token stands in
    }
    return inMemory;
  }

  return {
    read() {
      return readStored() || readCookie(cookies(), CART_TOKEN_COOKIE) || null;
    },
    write(token) {
      inMemory = token;
      try {
        const storage = localStorage();
        if (token === null) storage?.removeItem(CART_TOKEN_STORAGE_KEY);
        else storage?.setItem(CART_TOKEN_STORAGE_KEY, token);
      } catch {
        // kept in memory only
      }
    },
  };
}

/** The value of one cookie in a `document.cookie` string, or null. */
export function readCookie(cookies: string, name: string): string | null {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}
