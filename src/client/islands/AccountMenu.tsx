import { useAtomValue } from 'jotai';
import { authAtom } from '../atoms/auth';
import { useIslandEnv } from './island-context';
import { useDisclosure } from './useDisclosure';

export interface AccountMenuProps {
  loginHref: string | null;
  registerHref: string | null;
}

/** Sign-in links for visitors; the account menu for signed-in users. */
export default function AccountMenu({ loginHref, registerHref }: AccountMenuProps) {
  const { t } = useIslandEnv();
  const auth = useAtomValue(authAtom);
  const { toggle, rootRef, buttonProps, panelProps } = useDisclosure();
  if (auth.status !== 'signedIn') {
    return (
      <div className="account-links">
        {loginHref ? <a href={loginHref}>{t('header:account.login')}</a> : null}
        {registerHref ? <a href={registerHref}>{t('header:account.register')}</a> : null}
      </div>
    );
  }
  return (
    <div className="disclosure account-menu" ref={rootRef}>
      <button {...buttonProps} onClick={toggle}>
        {auth.user.publicName}
      </button>
      <div {...panelProps} className="disclosure-panel">
        {auth.impersonating ? <p className="impersonation">{t('header:account.impersonating')}</p> : null}
      </div>
    </div>
  );
}
