import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Icon } from '@/components/ui/icon/icon';
import { LogoutButton, useSignOut } from '@/features/auth/components/logout-button';
import { LanguageSwitcher } from '@/features/language/components/language-switcher';
import { useProfileInfo } from '@/features/profile/api/get-profile-info';
import { ProfileAvatar } from '@/features/profile/components/profile-avatar';
import { useClickOutside } from '@/hooks/use-click-outside';

import styles from './profile-nav.module.css';

/**
 * The profile navigation block (docs/product.md §2). It lives in the app layer because it composes
 * three features (language, profile, auth), which may not import one another.
 */
export function ProfileNav() {
  return (
    <div className={styles.nav}>
      <LanguageSwitcher />
      <AccountMenu />
    </div>
  );
}

function AccountMenu() {
  const { t } = useTranslation();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useClickOutside(containerRef, close, open);
  const isGuest = useProfileInfo().data?.is_guest ?? false;
  const avatarButton = useRef<HTMLButtonElement>(null);
  const signOut = useSignOut({ isGuest, returnFocus: avatarButton });

  return (
    <div ref={containerRef} className={styles.account} onKeyDown={(event) => event.key === 'Escape' && close()}>
      <button
        ref={avatarButton}
        type="button"
        className={styles.avatarButton}
        aria-label={t('account.openMenu')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <ProfileAvatar />
      </button>
      {open && (
        <div id={menuId} role="menu" className={styles.menu}>
          <Link to="/profile" role="menuitem" className={styles.menuItem} onClick={close}>
            <Icon name="user" size={18} />
            {t('account.profile')}
          </Link>
          <Link to="/today" role="menuitem" className={styles.menuItem} onClick={close}>
            <Icon name="target" size={18} />
            {t('account.todaysHifz')}
          </Link>
          <Link to="/pickpath" role="menuitem" className={styles.menuItem} onClick={close}>
            <Icon name="compass" size={18} />
            {t('account.learningPath')}
          </Link>
          <Link to="/recordings" role="menuitem" className={styles.menuItem} onClick={close}>
            <Icon name="mic" size={18} />
            {t('account.recordings')}
          </Link>
          <LogoutButton
            className={styles.menuItem}
            pending={signOut.pending}
            onClick={() => {
              // A guest's question replaces the menu.
              if (isGuest) close();
              signOut.request();
            }}
          />
        </div>
      )}
      {signOut.dialog}
    </div>
  );
}
