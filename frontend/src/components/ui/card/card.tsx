import { useId, type ReactNode } from 'react';

import styles from './card.module.css';

type CardProps = {
  title: string;
  className?: string;
  children: ReactNode;
};

/** A titled panel; the title names it, so assistive technology lists it as a region. */
export function Card({ title, className, children }: CardProps) {
  const titleId = useId();

  return (
    <section className={[styles.card, className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
