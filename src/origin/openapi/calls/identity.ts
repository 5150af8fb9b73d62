import type { CallGroup } from '../describe';
import { acceptTermsSchema, authenticateRequestSchema, changeEmailSchema, changePasswordSchema, finishRegistrationSchema, forgotPasswordSchema, loginAsSchema, recoverPasswordSchema, registerRequestSchema, tokenRequestSchema } from '../../../shared/schemas/identity';
import { noQuerySchema } from '../../../shared/schemas/common';

/** Sessions, registration, passwords, terms and the signed-in user. */
export const identityCalls: CallGroup = {
  tag: 'Sign-in and registration',
  description: 'Sessions, registration, passwords, terms and the signed-in user.',
  calls: {
    'POST /v3/oauth2/authenticate': { summary: 'Sign in with a password or a provider\'s token (Google, Apple, Microsoft, Facebook), or get an anonymous visitor\'s public token (`client_credentials`).', access: 'public', body: authenticateRequestSchema },
    'GET /v3/oauth2/validate': { summary: 'Checks a session token (sent in `x-access-token` or as bearer): its user, scope and expiry; `terms_not_accepted` when the current terms wait for acceptance.', access: 'visitor', query: noQuerySchema },
    'GET /v3/oauth2/logout': { summary: 'Ends the session of a bearer client (browsers use POST).', access: 'visitor', query: noQuerySchema },
    'POST /v3/oauth2/logout': { summary: 'Ends the session; its notification sockets close.', access: 'visitor', query: noQuerySchema },
    'POST /v3/oauth2/login-as': { summary: 'Staff sign in as a user to see what they see (a session marked as impersonated).', access: 'staff', body: loginAsSchema },
    'GET /v3/oauth2/providers': { summary: 'The sign-in providers this deployment offers (Google, Microsoft, ...).', access: 'public', query: noQuerySchema },
    'POST /v3/registration/register': { summary: 'Registers an account (mail address, public name, password) and sends the confirmation mail; the answer is the same whether the address is known or not.', access: 'public', body: registerRequestSchema, status: 202 },
    'POST /v3/registration/confirm': { summary: 'Confirms the mail address with the token from the mail.', access: 'public', body: tokenRequestSchema },
    'POST /v3/registration/finish': { summary: 'Finishes a registration (name, password, role, terms) and starts a session.', access: 'public', body: finishRegistrationSchema },
    'POST /v3/password/forgot': { summary: 'Sends a password reset mail (the same answer for unknown addresses).', access: 'public', body: forgotPasswordSchema, status: 202 },
    'POST /v3/password/recover': { summary: 'Sets a new password with the token from the reset mail.', access: 'public', body: recoverPasswordSchema },
    'POST /v3/password/change': { summary: 'Changes the password; the current one is required.', access: 'user', body: changePasswordSchema },
    'POST /v3/user/change-email': { summary: 'Starts a change of mail address: a confirmation goes to the new address.', access: 'user', body: changeEmailSchema, status: 202 },
    'POST /v3/user/change-email/confirm': { summary: 'Confirms a new mail address with the token from the mail.', access: 'public', body: tokenRequestSchema },
    'GET /v3/terms/current': { summary: 'The version of the terms in force.', access: 'public' },
    'POST /v3/terms/accept': { summary: 'Accepts a version of the terms for the signed-in account.', access: 'user', body: acceptTermsSchema },
    'GET /v1/user': { summary: 'The signed-in user: name, roles, world, avatar, seller and school facts.', access: 'user', query: noQuerySchema },
  },
};
