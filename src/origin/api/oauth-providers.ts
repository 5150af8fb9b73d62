import { Hono } from 'hono';
import type { OriginEnv } from '../env';
import { noQuerySchema } from '../../shared/schemas/common';
import { validQuery } from '../http/validate';
import { socialSettingsFromEnv } from '../domain/identity/social/providers';
import type { SocialProvider } from '../domain/identity/social';

/** One configured social sign-in provider: its name (the grant type) and our public client id there. */
export interface ConfiguredProvider {
  provider: SocialProvider;
  clientId: string;
}

/** The configured providers in the order the login page shows them. Public ids only, never secrets. */
function configuredProviders(env: OriginEnv): ConfiguredProvider[] {
  const settings = socialSettingsFromEnv(env as unknown as Record<string, string | undefined>);
  const found: ConfiguredProvider[] = [];
  if (settings.google) found.push({ provider: 'google', clientId: settings.google.clientId });
  if (settings.apple_id) found.push({ provider: 'apple_id', clientId: settings.apple_id.clientId });
  if (settings.microsoft) found.push({ provider: 'microsoft', clientId: settings.microsoft.clientId });
  // Facebook's public id is the app id; the app secret never leaves the origin.
  if (settings.facebook) found.push({ provider: 'facebook', clientId: settings.facebook.appId });
  return found;
}

/** `GET v3/oauth2/providers`: which social sign-ins this deployment offers (no token needed). */
export const oauthProviders = new Hono<{ Bindings: OriginEnv }>().get('/v3/oauth2/providers', (c) => {
  validQuery(c, noQuerySchema);
  return c.json({ data: { providers: configuredProviders(c.env) } }, 200, { 'cache-control': 'public, max-age=600' });
});
