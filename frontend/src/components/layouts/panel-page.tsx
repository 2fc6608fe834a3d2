import type { ReactNode } from 'react';

import styles from './panel-page.module.css';

type PanelPageProps = {
  /** Above the panel, across the page (the sign-in choice's logo and language switch). */
  header?: ReactNode;
  /** 30rem instead of 44rem: a short message or a few buttons. */
  narrow?: boolean;
  children: ReactNode;
};

/** A page of one panel in its middle: the error pages and the sign-in choice. */
export function PanelPage({ header, narrow = false, children }: PanelPageProps) {
  return (
    <div className={styles.page}>
      {header}
      <main className={styles.main}>
        <div className={`${styles.panel} ${narrow ? styles.narrow : ''}`}>{children}</div>
      </main>
    </div>
  );
}
