import type { ComponentType, ReactNode } from 'react';
import { routePath } from '../../shared/routes/match';
import type { RouteName } from '../../shared/routes/types';
import type { Area } from '../../shared/i18n/areas';
import { worldCountry, WORLDS, type Language } from '../../shared/worlds';
import type { Locale } from '../../shared/i18n/locale';
import { Island, usePage } from '../../client/components/page-context';
import { safeNextPath } from '../../client/session/next-path';
import { isSocialProvider, socialProviderLink, type PostedReturn, type SocialProvider, type SocialProviderLink } from '../../client/session/social-return';
import { edgeCached } from '../edge-cache';
import { originJson } from '../origin-client';
import type { EdgeEnv } from '../env';
import type { PageModule, PageOutcome, PageRequest } from './types';
import BankDetailsForm from '../../client/islands/BankDetailsForm';
import BillingAddressForm from '../../client/islands/BillingAddressForm';
import ChangeCountryForm, { type CountryOption } from '../../client/islands/ChangeCountryForm';
import ChangeEmailForm from '../../client/islands/ChangeEmailForm';
import ChangePasswordForm from '../../client/islands/ChangePasswordForm';
import ConfirmEmailChange from '../../client/islands/ConfirmEmailChange';
import FinishRegistrationForm from '../../client/islands/FinishRegistrationForm';
import ForgotPasswordForm from '../../client/islands/ForgotPasswordForm';
import LoginAsForm from '../../client/islands/LoginAsForm';
import LoginForm from '../../client/islands/LoginForm';
import PasswordRecoveryForm from '../../client/islands/PasswordRecoveryForm';
import RegisterConfirm, { TOKEN_PLACEHOLDER } from '../../client/islands/RegisterConfirm';
import RegisterForm from '../../client/islands/RegisterForm';
import SocialReturn from '../../client/islands/SocialReturn';
import DeleteAccountForm from '../../client/islands/DeleteAccountForm';
import SocialSignIn from '../../client/islands/SocialSignIn';

/**
 * The account and cabinet-settings screens (docs/screens.md): each is the screen's frame (heading and
 * description from `meta:<name>`) with its form island. Tokens come from the route parameters,
 * `next` from the query; nothing here depends on who is signed in, so the HTML caches like any page.
 */

const MAX_TOKEN_LENGTH = 256;

function AccountScreen({ routeName, children }: { routeName: RouteName; children?: ReactNode }) {
  const { t } = usePage();
  return (
    <section className="frame account-screen" data-screen={routeName}>
      <h1>{t(`meta:${routeName}.heading`)}</h1>
      <p className="lead">{t(`meta:${routeName}.description`)}</p>
      {children}
    </section>
  );
}

type ScreenProps<P> = (request: PageRequest) => P | Promise<P>;

function screen<P extends object>(island: ComponentType<P>, areas: readonly Area[], props: ScreenProps<NoInfer<P>>, extra?: (request: PageRequest) => Promise<ReactNode>): PageModule {
  return async (request) => {
    const [islandProps, more] = await Promise.all([props(request), extra?.(request)]);
    return {
      kind: 'page',
      islandAreas: areas,
      body: (
        <AccountScreen routeName={request.route.name}>
          <Island of={island} props={islandProps} />
          {more}
        </AccountScreen>
      ),
    };
  };
}

const path = (request: PageRequest, name: RouteName, params?: Record<string, string>) => routePath(name, request.world, params);
const homeHref = (request: PageRequest) => path(request, 'home') ?? `/${request.world}`;
const token = (request: PageRequest, name: string) => (request.params[name] ?? '').slice(0, MAX_TOKEN_LENGTH);

/** The login page with this screen to come back to. */
function signInHref(request: PageRequest): string | null {
  const login = path(request, 'login');
  return login ? `${login}?next=${encodeURIComponent(request.url.pathname)}` : null;
}

const COUNTRY_EXTRAS = [
  'AT', 'CH', 'LI', 'LU', 'BE', 'IE', 'PT', 'SI', 'EE', 'LV', 'LT', 'CY', 'MT', 'IS', 'GB', 'US', 'CA', 'AU',
  'NZ', 'MX', 'AR', 'CL', 'CO', 'BR', 'TR', 'IL', 'ZA', 'AD', 'MC', 'SM', 'VA', 'ME', 'AL', 'MK', 'BA', 'MD',
];
const COUNTRY_CODES = [...new Set([...WORLDS.map(worldCountry), ...COUNTRY_EXTRAS])];
const countriesByLanguage = new Map<Language, CountryOption[]>();

/** Every country a form offers, named in the page language and sorted by name. */
export function countryOptions({ language, tag }: Locale): CountryOption[] {
  let options = countriesByLanguage.get(language);
  if (!options) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([tag, 'en'], { type: 'region' });
    } catch {
      names = null;
    }
    const collator = new Intl.Collator(tag);
    options = COUNTRY_CODES.map((code) => ({ code, name: names?.of(code) ?? code })).sort((a, b) => collator.compare(a.name, b.name));
    countriesByLanguage.set(language, options);
  }
  return options;
}

const LOGIN: readonly Area[] = ['login'];
const SIGNUP: readonly Area[] = ['signup'];
/** Registration also offers the social sign-ins, whose texts are the login screen's. */
const SIGNUP_SOCIAL: readonly Area[] = ['signup', 'login'];
const SETTINGS: readonly Area[] = ['cabinet-settings', 'login'];

/** How long the edge keeps the list of configured sign-in providers. */
const PROVIDERS_TTL_SECONDS = 600;

interface ProvidersAnswer {
  providers: { provider: string; clientId: string }[];
}

/** The social sign-in providers the origin has configured (`GET v3/oauth2/providers`); none when it cannot say. */
async function configuredProviders(env: EdgeEnv): Promise<{ provider: SocialProvider; clientId: string }[]> {
  try {
    const answer = await edgeCached(env, 'oauth-providers', PROVIDERS_TTL_SECONDS, () => originJson<ProvidersAnswer>(env, 'v3/oauth2/providers'));
    return answer.providers.flatMap(({ provider, clientId }) =>
      isSocialProvider(provider) && typeof clientId === 'string' && clientId !== '' ? [{ provider, clientId }] : [],
    );
  } catch (error) {
    console.error('sign-in providers unavailable', error);
    return [];
  }
}

/**
 * Each configured provider's authorization request without its per-attempt `nonce` and
 * `state` (the button adds those): our client id there, and this world's return screen.
 */
export async function socialLinks(request: PageRequest): Promise<SocialProviderLink[]> {
  const returnPath = path(request, 'microsoftRedirect');
  if (!returnPath) return [];
  const redirectUri = `${request.url.origin}${returnPath}`;
  return (await configuredProviders(request.env)).map(({ provider, clientId }) => socialProviderLink(provider, clientId, redirectUri));
}

const loginProps = async (request: PageRequest) => ({
  homeHref: homeHref(request),
  next: safeNextPath(request.url.searchParams.get('next')),
  registerHref: path(request, 'register'),
  forgotPasswordHref: path(request, 'forgotPassword'),
  social: await socialLinks(request),
});

export const login = screen(LoginForm, LOGIN, loginProps);
/** The OAuth authorize screen asks for a sign-in first, then continues to `next`. */
export const authorize = screen(LoginForm, LOGIN, loginProps);

export const loginAs = screen(LoginAsForm, LOGIN, (request) => ({ signInHref: signInHref(request), homeHref: homeHref(request) }));

/** Registration, and signing up with a configured provider instead. */
export const register = screen(
  RegisterForm,
  SIGNUP_SOCIAL,
  (request) => ({ termsHref: path(request, 'terms'), loginHref: path(request, 'login') }),
  async (request) => {
    const providers = await socialLinks(request);
    return providers.length > 0 ? <SocialSignInSection providers={providers} /> : null;
  },
);

function SocialSignInSection({ providers }: { providers: SocialProviderLink[] }) {
  const { island } = usePage();
  return <>{island(SocialSignIn, { providers, next: null })}</>;
}

export const registerConfirm = screen(RegisterConfirm, SIGNUP, (request) => ({
  token: token(request, 'registrationToken'),
  finishHrefTemplate: path(request, 'finishRegistration', { token: TOKEN_PLACEHOLDER }),
  loginHref: path(request, 'login'),
  forgotPasswordHref: path(request, 'forgotPassword'),
}));

export const finishRegistration = screen(FinishRegistrationForm, SIGNUP, (request) => ({
  token: token(request, 'token'),
  homeHref: homeHref(request),
  loginHref: path(request, 'login'),
  searchHref: path(request, 'searchResults'),
  favouritesHref: path(request, 'favourites'),
  firstUploadHref: path(request, 'firstUpload', {}),
}));

export const forgotPassword = screen(ForgotPasswordForm, LOGIN, (request) => ({ loginHref: path(request, 'login') }));

export const passwordRecovery = screen(PasswordRecoveryForm, LOGIN, (request) => ({
  token: token(request, 'token'),
  loginHref: path(request, 'login'),
  forgotPasswordHref: path(request, 'forgotPassword'),
}));

export const changePassword = screen(ChangePasswordForm, SETTINGS, (request) => ({
  signInHref: signInHref(request),
  forgotPasswordHref: path(request, 'forgotPassword'),
}));

export const changeEmail = screen(ChangeEmailForm, SETTINGS, (request) => ({ signInHref: signInHref(request) }));

export const confirmEmailChange = screen(ConfirmEmailChange, SETTINGS, (request) => ({
  token: token(request, 'confirmationToken'),
  homeHref: homeHref(request),
  changeEmailHref: path(request, 'changeEmail'),
}));

export const changeCountry = screen(ChangeCountryForm, SETTINGS, (request) => ({
  signInHref: signInHref(request),
  countries: countryOptions(request.locale),
}));

export const billingAddress = screen(BillingAddressForm, SETTINGS, (request) => ({
  signInHref: signInHref(request),
  countries: countryOptions(request.locale),
  defaultCountry: worldCountry(request.world),
}));

export const bankDetails = screen(BankDetailsForm, SETTINGS, (request) => ({ signInHref: signInHref(request) }));

// The notification settings are part of the notifications screen (./notifications-page.tsx).

/** The settings screens, for the settings overview. */
const SETTINGS_SCREENS = ['changePassword', 'changeEmail', 'changeCountry', 'billingAddress', 'bankDetails', 'notificationPreferences'] as const;

function SettingsOverview({ request }: { request: PageRequest }) {
  const { t, island } = usePage();
  const links = SETTINGS_SCREENS.map((name) => ({ name, href: path(request, name) })).filter((l) => l.href !== null);
  // The session cookie goes along with the link: the origin answers the signed-in user's export as a file.
  const exportHref = `/api/v3/user/export?world=${encodeURIComponent(request.world)}`;
  return (
    <AccountScreen routeName="cabinetSettings">
      <nav aria-label={t('meta:cabinetSettings.heading')}>
        <ul className="settings-links">
          {links.map((link) => (
            <li key={link.name}>
              <a href={link.href ?? undefined}>{t(`meta:${link.name}.heading`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <section className="settings-section" aria-labelledby="your-data-heading">
        <h2 id="your-data-heading">{t('cabinet-settings:privacy.heading')}</h2>
        <p>{t('cabinet-settings:privacy.exportText')}</p>
        <p>
          <a className="button" href={exportHref} download>
            {t('cabinet-settings:privacy.export')}
          </a>
        </p>
      </section>
      <section className="settings-section" aria-labelledby="delete-account-heading">
        <h2 id="delete-account-heading">{t('cabinet-settings:delete.heading')}</h2>
        <p>{t('cabinet-settings:delete.intro')}</p>
        {island(DeleteAccountForm, { signInHref: signInHref(request), homeHref: homeHref(request) })}
      </section>
    </AccountScreen>
  );
}

export const cabinetSettings: PageModule = async (request) => ({ kind: 'page', islandAreas: SETTINGS, body: <SettingsOverview request={request} /> });

/**
 * The social sign-in return screen (the `microsoftRedirect` route, used by every provider): the
 * island reads the provider's answer from the address, or gets Apple's form post from the edge
 * (`posted`, see src/edge/site/social-return.tsx).
 */
export function socialReturnScreen(request: PageRequest, posted: PostedReturn | null): PageOutcome {
  return {
    kind: 'page',
    islandAreas: LOGIN,
    body: (
      <AccountScreen routeName="microsoftRedirect">
        <Island of={SocialReturn} props={{ homeHref: homeHref(request), loginHref: path(request, 'login'), posted }} />
      </AccountScreen>
    ),
  };
}

export const microsoftRedirect: PageModule = async (request) => socialReturnScreen(request, null);
