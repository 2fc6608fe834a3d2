import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Logo } from '@/components/layouts/logo';

import styles from './landing-header.module.css';

// SPEC §2: titles only; where they lead is not decided yet, so they are not links.
const sections = ['nav.home', 'nav.methods', 'nav.aboutUs', 'nav.contacts'] as const;

type LandingHeaderProps = {
  /** Sign-in buttons for visitors, the profile navigation block for signed-in users. */
  account: ReactNode;
};

export function LandingHeader({ account }: LandingHeaderProps) {
  const { t } = useTranslation();

  return (
    <header className={styles.header}>
      <Logo />
      <ul className={styles.sections}>
        {sections.map((section) => (
          <li key={section}>{t(section)}</li>
        ))}
      </ul>
      <div className={styles.account}>{account}</div>
    </header>
  );
}
