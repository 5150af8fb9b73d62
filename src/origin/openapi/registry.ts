import type { CallGroup } from './describe';
import { catalogueCalls } from './calls/catalogue';
import { identityCalls } from './calls/identity';
import { accountCalls } from './calls/account';
import { communityCalls } from './calls/community';
import { favouritesCalls } from './calls/favourites';
import { commerceCalls } from './calls/commerce';
import { sellingCalls } from './calls/selling';
import { schoolsCalls } from './calls/schools';
import { staffCalls } from './calls/staff';
import { operationsCalls } from './calls/operations';
import { mailCalls } from './calls/mail';
import { referenceCalls } from './calls/reference';
import { helpCalls } from './calls/help';
import { postsCalls } from './calls/posts';
import { contentCalls } from './calls/content';
import { searchEngineCalls } from './calls/search-engines';
import { referralCalls } from './calls/referrals';
import { errorReportCalls } from './calls/error-reports';
import { experimentCalls } from './calls/experiments';
import { surveyCalls } from './calls/surveys';
import { interactiveCalls } from './calls/interactives';
import { interactiveMediaCalls } from './calls/interactive-media';
import { roomCalls } from './calls/rooms';
import { courseCalls } from './calls/courses';
import { aiToolCalls } from './calls/ai-tools';

/**
 * Every area of the API, in the order the reference shows them (docs/api-reference.md). A new
 * router's calls go into a group here; the workers test fails while a route is missing.
 */
export const CALL_GROUPS: readonly CallGroup[] = [
  catalogueCalls,
  identityCalls,
  accountCalls,
  communityCalls,
  favouritesCalls,
  commerceCalls,
  sellingCalls,
  schoolsCalls,
  staffCalls,
  operationsCalls,
  contentCalls,
  experimentCalls,
  postsCalls,
  helpCalls,
  mailCalls,
  searchEngineCalls,
  referralCalls,
  errorReportCalls,
  surveyCalls,
  interactiveCalls,
  interactiveMediaCalls,
  roomCalls,
  courseCalls,
  aiToolCalls,
  referenceCalls,
];
