import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button/button';

import styles from './completion-panel.module.css';

type CompletionPanelProps = {
  won: boolean;
  /** The xp the game earned, once the server has graded it. */
  xp?: number;
  onBack: () => void;
};

/** The end of a game: 'Game Completed!' or 'Try Again', the xp it earned, and the way back to the game tiles. */
export function CompletionPanel({ won, xp, onBack }: CompletionPanelProps) {
  const { t } = useTranslation('games');
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  // The game above is finished and inert: take keyboard and screen-reader users to the outcome.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className={`${styles.panel} ${won ? styles.won : styles.lost}`} aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className={styles.title}>
        {won ? t('completion.won') : t('completion.lost')}
      </h3>
      {/* Kept in place while the verdict is on its way, so the xp is announced and nothing below moves. */}
      <p role="status" className={styles.xp}>
        {won && xp !== undefined ? t('completion.xp', { count: xp }) : null}
      </p>
      <Button onClick={onBack}>{t('completion.back')}</Button>
    </section>
  );
}
