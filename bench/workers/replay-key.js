/* global URLSearchParams */
/** How the replay origin matches a call: method, pathname and the query parameters sorted. */
export function replayKey(method, url) {
  const params = [...url.searchParams.entries()].sort(([a, av], [b, bv]) => (a === b ? compare(av, bv) : compare(a, b)));
  const query = new URLSearchParams(params).toString();
  return `${method} ${url.pathname}${query ? `?${query}` : ''}`;
}

function compare(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
