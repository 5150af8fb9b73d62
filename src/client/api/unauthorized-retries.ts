/**
 * Consecutive 401 responses per URL (docs/product-rules.md, "Errors of the API client"): each may trigger one re-authentication and retry
 * until more than `cap` have come in a row; any other outcome on that URL starts the count anew.
 */
export interface UnauthorizedRetries {
  /** Counts a 401 on `url`; true while a retry is still allowed. */
  recordUnauthorized(url: string): boolean;
  reset(url: string): void;
  count(url: string): number;
}

export function createUnauthorizedRetries(cap: number): UnauthorizedRetries {
  const counts = new Map<string, number>();
  return {
    recordUnauthorized(url) {
      const count = (counts.get(url) ?? 0) + 1;
      counts.set(url, count);
      return count <= cap;
    },
    reset(url) {
      counts.delete(url);
    },
    count(url) {
      return counts.get(url) ?? 0;
    },
  };
}
