import type { CallGroup } from '../describe';
import { noQuerySchema } from '../../../shared/schemas/common';
import { bankDetailsSchema, billingAddressSchema, changeCountrySchema, deleteAccountSchema, notificationPreferencesSchema, userDetailsSchema } from '../../../shared/schemas/account';
import { setCountryRequestSchema } from '../../../shared/schemas/location';
import { personalisationUpdateSchema } from '../../../shared/schemas/personalisation';
import { notificationListQuerySchema, notificationReadSchema } from '../../../shared/schemas/notifications';
import { trackRequestSchema } from '../../../shared/schemas/events';

/** Personal details, images, country, subjects, notifications and tracking. */
export const accountCalls: CallGroup = {
  tag: 'Account',
  description: 'Personal details, images, country, subjects, notifications and tracking.',
  calls: {
    'GET /v1/user/details': { summary: 'The account\'s personal details.', access: 'user', query: noQuerySchema },
    'POST /v1/user/details': { summary: 'Saves the account\'s personal details.', access: 'user', body: userDetailsSchema },
    'GET /v3/user/billing-address': { summary: 'The saved billing address, or null.', access: 'user', query: noQuerySchema },
    'POST /v3/user/billing-address': { summary: 'Saves the billing address used on invoices.', access: 'user', body: billingAddressSchema },
    'GET /v3/user/bank-details': { summary: 'The saved bank details.', access: 'user', query: noQuerySchema },
    'POST /v3/user/bank-details': { summary: 'Saves the bank details.', access: 'user', body: bankDetailsSchema },
    'GET /v3/user/notification-preferences': { summary: 'Which mails and notifications the account receives.', access: 'user', query: noQuerySchema },
    'POST /v3/user/notification-preferences': { summary: 'Saves which mails and notifications the account receives.', access: 'user', body: notificationPreferencesSchema },
    'POST /v3/user/country': { summary: 'Changes the account\'s country.', access: 'user', body: changeCountrySchema },
    'POST /v3/user-details/avatar': { summary: 'Uploads a profile picture (JPEG, PNG or WebP, at most 5 MB; checked by its bytes).', access: 'user', body: { mediaType: 'multipart/form-data', description: 'The image in the field `file`.' } },
    'POST /v3/user-details/background': { summary: 'Uploads a profile background image (at most 5 MB; checked by its bytes).', access: 'user', body: { mediaType: 'multipart/form-data', description: 'The image in the field `file`.' } },
    'POST /v3/user-details/remove-background': { summary: 'Removes the profile background image.', access: 'user' },
    'GET /v3/files/users/:id{[1-9][0-9]{0,15}}/:name': { summary: 'A user\'s public image (avatar or background) as JPEG.', access: 'public', answer: 'jpeg' },
    'GET /v3/user/export': { summary: 'Everything stored about the account, as one JSON export.', access: 'user', query: noQuerySchema },
    'POST /v3/user/delete': { summary: 'Deletes the account; the password, or for an account without one its mail address, confirms it.', access: 'user', body: deleteAccountSchema },
    'GET /v3/currencies/current': { summary: 'The display currency for the visitor\'s country.', access: 'public', query: noQuerySchema },
    'GET /v3/location/get-country': { summary: 'The visitor\'s country (as the edge saw it) and its currency.', access: 'public', query: noQuerySchema },
    'POST /v3/location/set-country': { summary: 'Chooses another country for the visitor; answers its currency.', access: 'public', body: setCountryRequestSchema },
    'POST /v3/personalisations/get': { summary: 'The caller\'s subjects and school types, and whether the subject popup should show. No body, or `{}`.', access: 'visitor' },
    'POST /v3/personalisations/popup-shown': { summary: 'Remembers that the subject popup was shown. No body, or `{}`.', access: 'user' },
    'POST /v3/personalisations/update': { summary: 'Saves the caller\'s subjects and school types.', access: 'user', query: noQuerySchema, body: personalisationUpdateSchema },
    'GET /v3/personalisations/materials': { summary: 'The "For your subjects" row: materials for the caller\'s subjects.', access: 'user', query: noQuerySchema },
    'GET /v3/notifications': { summary: 'The bell\'s notifications, newest first, and the unread count.', access: 'user', query: notificationListQuerySchema },
    'POST /v3/notifications/read': { summary: 'Marks notifications as read.', access: 'user', body: notificationReadSchema },
    'POST /v3/notifications/read-all': { summary: 'Marks every notification as read.', access: 'user', query: noQuerySchema },
    'GET /v3/notifications/live': { summary: 'The live notification socket: open it as a WebSocket upgrade.', access: 'user', answer: 'websocket' },
    'POST /v3/events/track': { summary: 'Stores page and click events of the visitor; answers the tracking session id.', access: 'public', body: trackRequestSchema },
  },
};
