import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

import { Icon } from '@/components/ui/icon/icon';

import styles from './level-node.module.css';

/** Where the learner stands with a chapter: how far through it (0 to 100) and whether it is where they are now. */
export type LevelState = { progress: number; done: boolean; current: boolean };

type LevelNodeProps = {
  chapter: number;
  name: string | undefined;
  state: LevelState;
  onOpen: () => void;
  onFocus: () => void;
};

export function LevelNode({ chapter, name, state, onOpen, onFocus }: LevelNodeProps) {
  const { t } = useTranslation('study');
  const { progress, done, current } = state;
  const started = progress > 0 && !done;
  const status = done
    ? t('levels.done')
    : started
      ? t('levels.inProgress', { percent: progress })
      : t('levels.notStarted');
  const look = done ? styles.done : started ? styles.started : styles.notStarted;

  return (
    <button
      type="button"
      className={`${styles.node} ${look} ${current ? styles.current : ''}`}
      aria-current={current ? 'step' : undefined}
      // The ring's share of the circle (see .started .circle).
      style={{ '--level-progress': `${progress}%` } as CSSProperties}
      onClick={onOpen}
      onFocus={(event) => {
        // Only keyboard focus pans the map; a click already sees the node.
        if (event.currentTarget.matches(':focus-visible')) onFocus();
      }}
    >
      {current && (
        <span className={styles.here} aria-hidden="true">
          {t('levels.youAreHere')}
        </span>
      )}
      <span className={styles.circle}>
        {chapter}
        {done && (
          <span className={styles.badge}>
            <Icon name="check" size={14} />
          </span>
        )}
        {started && (
          <span className={styles.percent} aria-hidden="true">
            {t('levels.percent', { percent: progress })}
          </span>
        )}
      </span>
      {/* Spaces keep the accessible name's parts apart ("112 Sincerity In progress, 25%"); flex layout ignores
          them. The state is spoken once, from the hidden text: the ring, the badge and the flag are for the eye. */}
      {name && (
        <>
          {' '}
          <span className={styles.name}>{name}</span>
        </>
      )}{' '}
      <span className="visually-hidden">{current ? `${t('levels.youAreHere')}, ${status}` : status}</span>
    </button>
  );
}
