/** Timers the API client schedules with; injectable so tests control time. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

type TimerHandle = Parameters<typeof globalThis.clearTimeout>[0];

/** The runtime's own timers, looked up at call time so fake timers installed later apply. */
export const systemTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as TimerHandle),
};
