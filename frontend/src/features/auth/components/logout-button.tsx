import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

import { Icon } from '@/components/ui/icon/icon';
import { Spinner } from '@/components/ui/spinner/spinner';

import { useLogout } from '../api/logout';
import { GuestSignOutDialog } from './guest-sign-out-dialog';
import styles from './logout-button.module.css';

type SignOutOptions = {
  isGuest: boolean;
  /** Where the focus goes when the guest's question closes. */
  returnFocus?: RefObject<HTMLElement | null>;
};

/** Signing out. A guest is asked first (`dialog`, to render where it outlives the menu the button is in): nothing
 * signs into a demo account again. */
export function useSignOut({ isGuest, returnFocus }: SignOutOptions) {
  const logout = useLogout();
  const [asking, setAsking] = useState(false);

  const request = () => (isGuest ? setAsking(true) : logout.mutate());
  const dialog = asking ? (
    <GuestSignOutDialog
      onSignOut={() => logout.mutate()}
      signingOut={logout.isPending}
      onClose={() => setAsking(false)}
      returnFocus={returnFocus}
    />
  ) : null;

  return { request, pending: logout.isPending, dialog };
}

type LogoutButtonProps = {
  className?: string;
  pending: boolean;
  onClick: () => void;
};

/** The account menu's Log out item; a spinner while signing out (docs/product.md §4). */
export function LogoutButton({ className, pending, onClick }: LogoutButtonProps) {
  const { t } = useTranslation();

  return (
    <button
      type="button"
      role="menuitem"
      className={[styles.logout, className].filter(Boolean).join(' ')}
      disabled={pending}
      onClick={onClick}
    >
      {pending ? <Spinner size="sm" /> : <Icon name="logout" size={18} />}
      {t('account.logout')}
    </button>
  );
}
