import type { ComponentType } from 'react';
import AccountMenu from './AccountMenu';
import AddToCartButton from './AddToCartButton';
import CartView from './CartView';
import Checkout from './Checkout';
import OrderStatus from './OrderStatus';
import BankDetailsForm from './BankDetailsForm';
import BillingAddressForm from './BillingAddressForm';
import BoughtMaterials from './BoughtMaterials';
import CartBadge from './CartBadge';
import ChangeCountryForm from './ChangeCountryForm';
import ChangeEmailForm from './ChangeEmailForm';
import ChangePasswordForm from './ChangePasswordForm';
import CommentThread from './CommentThread';
import CreditBalance from './CreditBalance';
import ConfirmEmailChange from './ConfirmEmailChange';
import DeleteAccountForm from './DeleteAccountForm';
import FavoriteHeart from './FavoriteHeart';
import FavoritesLink from './FavoritesLink';
import FavouritesList from './FavouritesList';
import FeedbackForm from './FeedbackForm';
import FinishRegistrationForm from './FinishRegistrationForm';
import FollowButton from './FollowButton';
import InvoiceList from './InvoiceList';
import ForgotPasswordForm from './ForgotPasswordForm';
import LikeButton from './LikeButton';
import LoginAsForm from './LoginAsForm';
import LoginForm from './LoginForm';
import MegaMenu from './MegaMenu';
import NotificationPreferencesForm from './NotificationPreferencesForm';
import NotificationsBell from './NotificationsBell';
import PasswordRecoveryForm from './PasswordRecoveryForm';
import RegisterConfirm from './RegisterConfirm';
import RegisterForm from './RegisterForm';
import SearchSuggest from './SearchSuggest';
import SocialReturn from './SocialReturn';
import SocialSignIn from './SocialSignIn';
import TermsPrompt from './TermsPrompt';
import VoucherWallet from './VoucherWallet';
import WorldSwitcher from './WorldSwitcher';

/** Every island by the name pages use; the edge renders them and the browser entry hydrates them. */
export const ISLANDS: Record<string, ComponentType<never>> = {
  AccountMenu,
  AddToCartButton,
  CartView,
  Checkout,
  OrderStatus,
  BankDetailsForm,
  BillingAddressForm,
  BoughtMaterials,
  CartBadge,
  ChangeCountryForm,
  ChangeEmailForm,
  ChangePasswordForm,
  CommentThread,
  CreditBalance,
  ConfirmEmailChange,
  DeleteAccountForm,
  FavoriteHeart,
  FavoritesLink,
  FavouritesList,
  FeedbackForm,
  FinishRegistrationForm,
  FollowButton,
  InvoiceList,
  ForgotPasswordForm,
  LikeButton,
  LoginAsForm,
  LoginForm,
  MegaMenu,
  NotificationPreferencesForm,
  NotificationsBell,
  PasswordRecoveryForm,
  RegisterConfirm,
  RegisterForm,
  SearchSuggest,
  SocialReturn,
  SocialSignIn,
  TermsPrompt,
  VoucherWallet,
  WorldSwitcher,
};

/** The catalogue areas islands read in the browser on every page; a page may add its own (`islandAreas`). */
export const ISLAND_AREAS = ['common', 'header'] as const;

/**
 * Islands whose code waits until the visitor reaches them (focus or pointer): their server HTML
 * works on its own (the search box is a plain GET form), so the page does not ship their code.
 */
export const ON_INTERACTION: ReadonlySet<string> = new Set(['SearchSuggest']);
