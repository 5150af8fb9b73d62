/** The one session runner of a page in the browser, shared by every island that needs it. */

import type { World } from '../../shared/worlds';
import { createPageApiClient, waitForValidationOf } from '../api/page-client';
import { browserCookies, browserLocalStorage } from '../api/browser';
import { systemTimers } from '../api/timers';
import { track } from '../tracking';
import { createSessionRunner, rememberUserId, type SessionRunner } from './runner';
import { browserNavigate, browserReload, browserSessionStorage, pageHasIsland } from './browser';

let current: SessionRunner | null = null;

/**
 * The page's session runner, created on first use. Call from effects and handlers only: on the
 * edge there is no session to run.
 */
export function browserSession(world: World, loginPath: string | null): SessionRunner {
  if (!current) {
    const api = createPageApiClient(world);
    current = createSessionRunner({
      api,
      cookies: browserCookies,
      localStorage: browserLocalStorage,
      sessionStorage: browserSessionStorage,
      onRegisterConfirmPage: () => pageHasIsland('RegisterConfirm'),
      loginPath: () => loginPath,
      navigate: browserNavigate,
      reload: browserReload,
      track: (events) => track(api, events),
      timers: systemTimers,
    });
    const runner = current;
    waitForValidationOf(() => runner.validation());
  }
  return current;
}

/** After a sign-in started here (login, registration, social): this browser's user is now `userId`. */
export function rememberSignedInUser(userId: number | null): void {
  rememberUserId(browserLocalStorage(), userId);
}
