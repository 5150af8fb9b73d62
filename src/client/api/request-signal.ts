/** The abort signal of one attempt: the caller's signal and the call's timeout, if any. */

import type { Timers } from './timers';

export interface AttemptSignal {
  readonly signal: AbortSignal | undefined;
  timedOut(): boolean;
  dispose(): void;
}

export function attemptSignal(
  callerSignal: AbortSignal | undefined,
  timeoutMs: number | null,
  timers: Timers,
): AttemptSignal {
  if (!callerSignal && !timeoutMs) {
    return { signal: undefined, timedOut: () => false, dispose: () => undefined };
  }
  const controller = new AbortController();
  let timedOut = false;
  const followCaller = (): void => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) followCaller();
  else callerSignal?.addEventListener('abort', followCaller, { once: true });

  const handle = timeoutMs
    ? timers.setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeoutMs)
    : undefined;

  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose() {
      if (handle !== undefined) timers.clearTimeout(handle);
      callerSignal?.removeEventListener('abort', followCaller);
    },
  };
}
