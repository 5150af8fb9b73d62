/** How the replay origin matches a call: method, pathname and the query parameters sorted. */
export function replayKey(method: string, url: URL): string;
