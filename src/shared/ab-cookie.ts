import { TEST_MAP_MAX_ENTRIES } from './constants';

/**
 * The A/B cookie `kreide_ab` (docs/experiments.md): the visitor's anonymous experiment id and
 * their sticky assignments, `id:k3J9…|NAV:C|RANK3:B`. Written only with statistics consent.
 * The same `NAV:C|RANK3:B` list travels to the origin as an edge fact.
 */

const TEST_KEY = /^[A-Z0-9_]{1,32}$/;
const VARIANT = /^[A-Za-z0-9_-]{1,16}$/;
const VISITOR_ID = /^[A-Za-z0-9_-]{16,32}$/;

export function parseAssignments(value: string | undefined | null): Map<string, string> {
  const map = new Map<string, string>();
  for (const pair of (value ?? '').split('|')) {
    const [key, variant, ...rest] = pair.split(':');
    if (rest.length === 0 && key && variant && TEST_KEY.test(key) && VARIANT.test(variant)) map.set(key, variant);
    if (map.size >= TEST_MAP_MAX_ENTRIES) break;
  }
  return map;
}

export function serializeAssignments(map: ReadonlyMap<string, string>): string {
  return [...map].slice(-TEST_MAP_MAX_ENTRIES).map(([k, v]) => `${k}:${v}`).join('|');
}

/** The anonymous experiment id of the cookie, or null. */
export function parseVisitorId(value: string | undefined | null): string | null {
  for (const pair of (value ?? '').split('|')) {
    const [name, id, ...rest] = pair.split(':');
    if (name === 'id' && rest.length === 0 && id && VISITOR_ID.test(id)) return id;
  }
  return null;
}

export function isVisitorId(value: string | undefined | null): value is string {
  return typeof value === 'string' && VISITOR_ID.test(value);
}

export function serializeAbCookie(visitorId: string, assignments: ReadonlyMap<string, string>): string {
  const tests = serializeAssignments(assignments);
  return tests ? `id:${visitorId}|${tests}` : `id:${visitorId}`;
}

/** 128 random bits, URL-safe: names nobody, only joins a visitor's exposures and conversions. */
export function newVisitorId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
