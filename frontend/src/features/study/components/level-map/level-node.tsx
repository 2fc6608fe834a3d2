import { useTranslation } from 'react-i18next';

import { Icon } from '@/components/ui/icon/icon';

import styles from './level-node.module.css';

type LevelNodeProps = {
  chapter: number;
  name: string | undefined;
  done: boolean;
  onOpen: () => void;
  onFocus: () => void;
};

export function LevelNode({ chapter, name, done, onOpen, onFocus }: LevelNodeProps) {
  const { t } = useTranslation('study');

  return (
    <button
      type="button"
      className={`${styles.node} ${done ? styles.done : ''}`}
      onClick={onOpen}
      onFocus={(event) => {
        // Only keyboard focus pans the map; a click already sees the node.
        if (event.currentTarget.matches(':focus-visible')) onFocus();
      }}
    >
      <span className={styles.circle}>
        {chapter}
        {done && (
          <span className={styles.badge}>
            <Icon name="check" size={14} />
          </span>
        )}
      </span>
      {/* Spaces keep the accessible name apart ("112 Sincerity Completed"); flex layout ignores them. */}
      {name && <> <span className={styles.name}>{name}</span></>}
      {done && <> <span className="visually-hidden">{t('levels.done')}</span></>}
    </button>
  );
}
