import { signedInUser } from '../atoms/auth';
import { useIslandEnv } from '../island-env';
import { useHeaderMenuDisclosure } from '../hooks/useHeaderMenu';
import { useSession } from '../hooks/useSession';
import TermsPrompt from '../components/TermsPrompt';
import { useAuthState } from '../hooks/useAfterHydration';

export interface AccountMenuProps {
  loginHref: string | null;
  registerHref: string | null;
  termsHref: string | null;
}

/** The menu's links, loaded with the header menu when it first opens (`v3/header-menu`, `account`). */
/** A screen the account menu leads to, named by its page's heading. */
interface MenuLink {
  name: string;
  href: string;
  label: string;
}

export interface AccountMenuLinks {
  /** The cabinet screens of the menu (`ACCOUNT_MENU_SCREENS`), each named by its page's heading. */
  menuLinks: MenuLink[];
  /** The settings screens (`SETTINGS_MENU_SCREENS`), the overview first, each named by its page's heading. */
  settingsLinks: MenuLink[];
  /** The seller screens (`SELLER_MENU_SCREENS`), each named by its page's heading; shown to sellers. */
  sellerLinks: MenuLink[];
  /** The staff screens (`STAFF_MENU_SCREENS`), each named by its page's heading; shown to staff. */
  staffLinks?: MenuLink[];
  /** The first-upload wizard, offered to signed-in users who are not sellers yet. */
  becomeSellerHref: string | null;
}

/** The cabinet screens the menu leads to, in this order (docs/product-rules.md, "Account menu"). */
export const ACCOUNT_MENU_SCREENS = ['boughtMaterials', 'favourites', 'invoices', 'creditBalance', 'vouchers', 'mySubjects'] as const;

/** The settings: the overview, then each settings screen, in the overview's order. */
export const SETTINGS_MENU_SCREENS = [
  'cabinetSettings',
  'changePassword',
  'changeEmail',
  'changeCountry',
  'billingAddress',
  'bankDetails',
  'notificationPreferences',
] as const;

/** The seller screens of the menu, in this order (docs/seller-profile.md, "Account menu"). */
export const SELLER_MENU_SCREENS = ['uploadEdit', 'salesDownloads', 'charts', 'authorFees', 'myAuthorProfile', 'materialSharing'] as const;

/** The staff screens of the menu, in this order; for everyone else they are the not-found page anyway. */
export const STAFF_MENU_SCREENS = ['staffReview', 'staffSchools', 'staffPayouts', 'staffContent', 'staffHelp', 'staffErrors', 'staffExperiments', 'staffSurveys'] as const;

/**
 * Sign-in links for visitors; for signed-in users a menu of the cabinet screens and logout, a
 * banner while staff act as the user (docs/product-rules.md, "Roles"), and the terms prompt when terms need accepting.
 * It also starts the page's login state machine. The menu's links load when it first opens
 * (`useHeaderMenu`), so pages do not carry them.
 */
export default function AccountMenu({ loginHref, registerHref, termsHref }: AccountMenuProps) {
  const { t, world } = useIslandEnv();
  const auth = useAuthState();
  const session = useSession(loginHref);
  const { menu, loadMenu, busy, onToggle, rootRef, buttonProps, panelProps } = useHeaderMenuDisclosure(world);
  const user = signedInUser(auth);
  const { menuLinks = [], settingsLinks = [], sellerLinks = [], staffLinks = [], becomeSellerHref = null } = menu?.account ?? {};

  if (!user) {
    return (
      <div className="account-links">
        {loginHref ? <a href={loginHref}>{t('header:account.login')}</a> : null}
        {registerHref ? <a href={registerHref}>{t('header:account.register')}</a> : null}
      </div>
    );
  }
  return (
    <>
      {auth.impersonating ? (
        <p className="impersonation-banner" role="status">
          {t('header:account.actingAs', { name: user.publicName })}
        </p>
      ) : null}
      <div className="disclosure account-menu" ref={rootRef}>
        <button {...buttonProps} onClick={onToggle} onPointerEnter={() => void loadMenu()} aria-busy={busy || undefined} className="account-button">
          <span className="visually-hidden">{t('header:account.menuLabel')} </span>
          {user.publicName}
        </button>
        <div {...panelProps} className="disclosure-panel account-panel">
          <nav aria-label={t('header:account.menuLabel')}>
            {user.isSeller && sellerLinks.length > 0 ? <MenuLinks links={sellerLinks} className="account-seller-links" label={t('header:account.sellerLabel')} /> : null}
            {!user.isSeller && becomeSellerHref ? (
              <p className="account-become-seller">
                <a href={becomeSellerHref}>{t('header:account.becomeAuthor')}</a>
              </p>
            ) : null}
            <MenuLinks links={menuLinks} />
            {settingsLinks.length > 0 ? <MenuLinks links={settingsLinks} className="account-settings-links" label={settingsLinks[0]?.label} /> : null}
            {user.isStaff && staffLinks.length > 0 ? <MenuLinks links={staffLinks} className="account-staff-links" label={t('header:account.staffLabel')} /> : null}
          </nav>
          <button type="button" className="logout-button" onClick={() => void session().logout('reload')}>
            {t('header:account.logout')}
          </button>
        </div>
      </div>
      {auth.termsAccepted ? null : <TermsPrompt termsHref={termsHref} loginHref={loginHref} />}
    </>
  );
}

/** One group of the menu's links, each named by its screen's heading. */
function MenuLinks({ links, className, label }: { links: MenuLink[]; className?: string; label?: string }) {
  return (
    <ul className={className} aria-label={label}>
      {links.map((link) => (
        <li key={link.name}>
          <a href={link.href}>{link.label}</a>
        </li>
      ))}
    </ul>
  );
}
