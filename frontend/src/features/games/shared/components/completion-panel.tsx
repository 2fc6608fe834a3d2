import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button/button';

import styles from './completion-panel.module.css';

type CompletionPanelProps = {
  won: boolean;
  onBack: () => void;
};

/** The end of a game: 'Game Completed!' or 'Try Again', and the way back to the game tiles. */
export function CompletionPanel({ won, onBack }: CompletionPanelProps) {
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
      <Button onClick={onBack}>{t('completion.back')}</Button>
    </section>
  );
}
