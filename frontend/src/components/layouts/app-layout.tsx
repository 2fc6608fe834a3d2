import type { MouseEvent, ReactNode } from 'react';

import { MenuButton } from '@/components/ui/menu-button/menu-button';
import { useDisclosure } from '@/hooks/use-disclosure';

import { Attribution } from './attribution';
import styles from './app-layout.module.css';
import { LeftMenu } from './left-menu';
import { Logo } from './logo';

type AppLayoutProps = {
  title: string;
  /** Shown at the right of the top bar, typically the profile navigation block. */
  actions?: ReactNode;
  children?: ReactNode;
};

/** The signed-in shell: left menu, a top bar with the page title, the page, and the credits. On a phone the menu
 * folds under a button beside the logo, so every entry is reachable and the page starts high on the screen. */
export function AppLayout({ title, actions, children }: AppLayoutProps) {
  const { open, panelId, containerRef, buttonRef, close, toggle, onKeyDown } = useDisclosure<HTMLElement>();
  // An entry chosen: the menu has done its job.
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) close();
  };

  return (
    <div className={styles.shell}>
      <aside ref={containerRef} className={styles.sidebar} onKeyDown={onKeyDown}>
        <Logo />
        <MenuButton ref={buttonRef} open={open} controls={panelId} onClick={toggle} className={styles.menuButton} />
        <div id={panelId} className={`${styles.menu} ${open ? styles.menuOpen : ''}`} onClick={closeOnLink}>
          <LeftMenu />
        </div>
      </aside>
      <div className={styles.content}>
        <header className={styles.topBar}>
          <h1 className={styles.title}>{title}</h1>
          {actions}
        </header>
        <main className={styles.main}>{children}</main>
        <footer className={styles.footer}>
          <Attribution />
        </footer>
      </div>
    </div>
  );
}
