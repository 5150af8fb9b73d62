import type { ComponentType } from 'react';

/**
 * The browser's way to each island: its own chunk, fetched only when the page has that island,
 * so a page ships the JavaScript of its islands and no other (the edge uses registry.ts).
 */
export const ISLAND_LOADERS: Record<string, () => Promise<{ default: ComponentType<never> }>> = {
  AccountMenu: () => import('./AccountMenu'),
  BankDetailsForm: () => import('./BankDetailsForm'),
  BillingAddressForm: () => import('./BillingAddressForm'),
  CartBadge: () => import('./CartBadge'),
  ChangeCountryForm: () => import('./ChangeCountryForm'),
  ChangeEmailForm: () => import('./ChangeEmailForm'),
  ChangePasswordForm: () => import('./ChangePasswordForm'),
  CommentThread: () => import('./CommentThread'),
  ConfirmEmailChange: () => import('./ConfirmEmailChange'),
  DeleteAccountForm: () => import('./DeleteAccountForm'),
  FavoriteHeart: () => import('./FavoriteHeart'),
  FavoritesLink: () => import('./FavoritesLink'),
  FeedbackForm: () => import('./FeedbackForm'),
  FinishRegistrationForm: () => import('./FinishRegistrationForm'),
  FollowButton: () => import('./FollowButton'),
  ForgotPasswordForm: () => import('./ForgotPasswordForm'),
  LikeButton: () => import('./LikeButton'),
  LoginAsForm: () => import('./LoginAsForm'),
  LoginForm: () => import('./LoginForm'),
  MegaMenu: () => import('./MegaMenu'),
  NotificationPreferencesForm: () => import('./NotificationPreferencesForm'),
  NotificationsBell: () => import('./NotificationsBell'),
  PasswordRecoveryForm: () => import('./PasswordRecoveryForm'),
  RegisterConfirm: () => import('./RegisterConfirm'),
  RegisterForm: () => import('./RegisterForm'),
  SearchSuggest: () => import('./SearchSuggest'),
  SocialReturn: () => import('./SocialReturn'),
  SocialSignIn: () => import('./SocialSignIn'),
  TermsPrompt: () => import('./TermsPrompt'),
  WorldSwitcher: () => import('./WorldSwitcher'),
};
