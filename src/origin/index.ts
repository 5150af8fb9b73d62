import { runScheduled } from './scheduled';
import { Hono } from 'hono';
import type { OriginEnv } from './env';
import { assertOriginEnv } from './env';
import { errorBody, respondWithError } from './http/errors';
import { catalogue } from './api/catalogue';
import { search } from './api/search';
import { previews } from './api/previews';
import { authors } from './api/authors';
import { storefront } from './api/storefront';
import { location } from './api/location';
import { settings } from './api/settings';
import { events } from './api/events';
import { oauth } from './api/oauth';
import { oauthProviders } from './api/oauth-providers';
import { registration } from './api/registration';
import { user } from './api/user';
import { accountSettings } from './api/account-settings';
import { devMailbox } from './api/dev-mailbox';
import { community } from './api/community';
import { subscriptions } from './api/subscriptions';
import { cart } from './api/cart';
import { checkoutApi } from './api/checkout';
import { downloads } from './api/downloads';
import { invoices } from './api/invoices';
import { vouchers } from './api/vouchers';
import { sellerFiles } from './api/seller-files';
import { sellerEarnings } from './api/seller-earnings';
import { sellerProfile } from './api/seller-profile';
import { sellerMaterials } from './api/seller-materials';
import { staffReview } from './api/staff-review';
import { mailLinks } from './api/mail-links';
import { personalisations } from './api/personalisations';
import { schools } from './api/schools';
import { wishlist } from './api/wishlist';
import { folders } from './api/folders';
import { notifications } from './api/notifications';
import { openApi } from './api/openapi';
import { help } from './api/help';
import { posts } from './api/posts';
import { contentPages } from './api/content-pages';
import { sitemaps } from './api/sitemaps';
import { oneTimeLinks } from './api/one-time-link-state';
import { surveys } from './api/surveys';
import { recommendations } from './api/recommendations';

/** The marketplace API (docs/product-rules.md, "API calls"), under /api/. */
const app = new Hono<{ Bindings: OriginEnv }>().basePath('/api');

app.use(async (c, next) => {
  assertOriginEnv(c.env);
  await next();
});

app.route('/', catalogue);
app.route('/', search);
app.route('/', previews);
app.route('/', authors);
app.route('/', storefront);
app.route('/', location);
app.route('/', settings);
app.route('/', events);
app.route('/', oauth);
app.route('/', oauthProviders);
app.route('/', registration);
app.route('/', user);
app.route('/', accountSettings);
app.route('/', devMailbox);
app.route('/', community);
app.route('/', subscriptions);
app.route('/', cart);
app.route('/', checkoutApi);
app.route('/', downloads);
app.route('/', invoices);
app.route('/', vouchers);
app.route('/', sellerFiles);
app.route('/', sellerEarnings);
app.route('/', sellerProfile);
app.route('/', sellerMaterials);
app.route('/', staffReview);
app.route('/', mailLinks);
app.route('/', personalisations);
app.route('/', schools);
app.route('/', wishlist);
app.route('/', folders);
app.route('/', notifications);
app.route('/', openApi);
app.route('/', help);
app.route('/', posts);
app.route('/', contentPages);
app.route('/', sitemaps);
app.route('/', oneTimeLinks);
app.route('/', surveys);
app.route('/', recommendations);

app.notFound((c) => c.json(errorBody('not_found', `No API call ${c.req.method} ${c.req.path}.`), 404));
app.onError(respondWithError);

export { UserNotifications } from './notifications/user-notifications';

/** The router itself, for the test that checks every route is in the OpenAPI document (docs/api-reference.md). */
export { app as apiApp };

export default { fetch: app.fetch, scheduled: runScheduled } satisfies ExportedHandler<OriginEnv>;
