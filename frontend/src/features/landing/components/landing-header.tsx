import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Logo } from '@/components/layouts/logo';
import { MenuButton } from '@/components/ui/menu-button/menu-button';
import { useDisclosure } from '@/hooks/use-disclosure';
import { usePublicConfig } from '@/lib/public-config';

import { LANDING_SECTIONS } from './landing-sections';
import styles from './landing-header.module.css';

type LandingHeaderProps = {
  /** Always in the bar: the profile navigation block for signed-in users, the language switch for visitors. */
  account: ReactNode;
  /** Visitors' sign-in buttons: in the bar on a wide screen, in the menu on a phone. */
  signIn?: ReactNode;
};

/** The landing's header (docs/product.md §2): Home, Methods, About us and Contacts lead to the landing's own sections
 * (Contacts only where the site gives an address). On a phone they fold into a menu, with the sign-in buttons. */
export function LandingHeader({ account, signIn }: LandingHeaderProps) {
  const { t } = useTranslation();
  const { open, panelId, containerRef, buttonRef, close, toggle, onKeyDown } = useDisclosure<HTMLElement>();
  const hasContacts = Boolean(usePublicConfig().data?.contact_email);
  const sections = LANDING_SECTIONS.filter(({ id }) => id !== 'contacts' || hasContacts);

  return (
    <header ref={containerRef} className={styles.header} onKeyDown={onKeyDown}>
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
        <MenuButton ref={buttonRef} open={open} controls={panelId} onClick={toggle} className={styles.menuButton} />
      </div>
    </header>
  );
}
