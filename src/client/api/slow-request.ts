/** Reports an API call still pending after SLOW_REQUEST_REPORT_MS (docs/product-rules.md, "Errors of the API client"). */

import { SLOW_REQUEST_REPORT_MS } from '../../shared/constants';
import type { Timers } from './timers';

export interface SlowRequestReport {
  readonly url: string;
  /** How long the call had been pending when it was reported. */
  readonly ms: number;
}

export interface SlowRequestWatch {
  readonly timers: Timers;
  readonly now: () => number;
  readonly report: (report: SlowRequestReport) => void;
}

/** Starts watching a call; the returned function stops the watch when the call settles. */
export function watchSlowRequest(url: string, { timers, now, report }: SlowRequestWatch): () => void {
  const startedAt = now();
  const handle = timers.setTimeout(() => report({ url, ms: now() - startedAt }), SLOW_REQUEST_REPORT_MS);
  return () => timers.clearTimeout(handle);
}
