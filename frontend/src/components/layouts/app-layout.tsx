import type { ReactNode } from 'react';

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

/** The signed-in shell: left menu, a top bar with the page title, the page, and the credits. */
export function AppLayout({ title, actions, children }: AppLayoutProps) {
  return (
    <div className={styles.shell}>
      <aside className={styles.sidebar}>
        <Logo />
        <LeftMenu />
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
