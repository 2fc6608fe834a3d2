import type { ReactNode } from 'react';

import styles from './card.module.css';

type CardProps = {
  title: string;
  className?: string;
  children: ReactNode;
};

export function Card({ title, className, children }: CardProps) {
  return (
    <section className={[styles.card, className].filter(Boolean).join(' ')}>
      <h2 className={styles.title}>{title}</h2>
      {children}
    </section>
  );
}
