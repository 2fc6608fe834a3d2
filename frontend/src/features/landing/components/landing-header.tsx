import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Logo } from '@/components/layouts/logo';
import { MenuButton } from '@/components/ui/menu-button/menu-button';
import { useClickOutside } from '@/hooks/use-click-outside';
import { usePublicConfig } from '@/lib/public-config';

import { LANDING_SECTIONS } from './landing-sections';
import styles from './landing-header.module.css';

type LandingHeaderProps = {
  /** Always in the bar: the profile navigation block for signed-in users, the language switch for visitors. */
  account: ReactNode;
  /** Visitors' sign-in buttons: in the bar on a wide screen, in the menu on a phone. */
  signIn?: ReactNode;
};

/** SPEC §2 header: Home, Methods, About us and Contacts lead to the landing's own sections (Contacts only where the
 * site gives an address). On a phone they fold into a menu, with the sign-in buttons. */
export function LandingHeader({ account, signIn }: LandingHeaderProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useClickOutside(headerRef, close, open);
  const hasContacts = Boolean(usePublicConfig().data?.contact_email);
  const sections = LANDING_SECTIONS.filter(({ id }) => id !== 'contacts' || hasContacts);

  return (
    <header
      ref={headerRef}
      className={styles.header}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        close();
        menuButton.current?.focus();
      }}
    >
      <Logo />
      <div id={panelId} className={`${styles.panel} ${open ? styles.open : ''}`}>
        <nav aria-label={t('nav.sections')}>
          <ul className={styles.sections}>
            {sections.map(({ id, label }) => (
              <li key={id}>
                <a href={`#${id}`} className={styles.section} onClick={close}>
                  {t(label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {signIn && <div className={styles.signIn}>{signIn}</div>}
      </div>
      <div className={styles.account}>
        {account}
        <MenuButton
          ref={menuButton}
          open={open}
          controls={panelId}
          onClick={() => setOpen((isOpen) => !isOpen)}
          className={styles.menuButton}
        />
      </div>
    </header>
  );
}
