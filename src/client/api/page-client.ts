import type { World } from '../../shared/worlds';
import { createApiClient, type ApiClient } from './client';
import { AUTHENTICATE_CALL } from './call-paths';
import { browserLocalStorage } from './browser';
import { reportSlowRequest } from '../error-reporting';
import { TERMS_STORAGE_KEY, WEB_CLIENT_ID } from '../session/runner';

let runningValidation: () => Promise<unknown> | null = () => null;

/** The page's session runner names the validation that calls wait for while terms are accepted. */
export function waitForValidationOf(validation: () => Promise<unknown> | null): void {
  runningValidation = validation;
}

/**
 * Terms count as accepted unless this browser's signed-in user has not accepted the current
 * ones (flag `0`): visitors have nothing to accept.
 */
function termsAccepted(): boolean {
  try {
    return browserLocalStorage()?.getItem(TERMS_STORAGE_KEY) !== '0';
  } catch {
    return true;
  }
}

/**
 * The API client of this page. The session is the HttpOnly cookie, so a 401 is answered by
 * starting a public session (the edge sets its cookie) and sending the call once more, at most
 * five times in a row per URL; calls wait for the running validation while terms are accepted
 * (docs/identity.md, "Browser sessions"). Slow requests are error reports (docs/error-reporting.md).
 */
export function createPageApiClient(world: World): ApiClient {
  const api: ApiClient = createApiClient({
    world: () => world,
    termsAccepted,
    termsValidation: () => runningValidation(),
    authenticatePublic: async () => {
      // The edge sets the new session's cookie; the retry carries no token of its own.
      await api.post(AUTHENTICATE_CALL, { client_id: WEB_CLIENT_ID, grant_type: 'client_credentials' }, { skipTermsCheck: true });
    },
    reportSlowRequest,
  });
  return api;
}
