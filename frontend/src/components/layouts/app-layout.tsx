import { useCallback, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';

import { MenuButton } from '@/components/ui/menu-button/menu-button';
import { useClickOutside } from '@/hooks/use-click-outside';

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
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const sidebarRef = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useClickOutside(sidebarRef, closeMenu, menuOpen);
  // An entry chosen: the menu has done its job.
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) closeMenu();
  };

  return (
    <div className={styles.shell}>
      <aside
        ref={sidebarRef}
        className={styles.sidebar}
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || !menuOpen) return;
          closeMenu();
          menuButton.current?.focus();
        }}
      >
        <Logo />
        <MenuButton
          ref={menuButton}
          open={menuOpen}
          controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
          className={styles.menuButton}
        />
        <div id={menuId} className={`${styles.menu} ${menuOpen ? styles.menuOpen : ''}`} onClick={closeOnLink}>
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
