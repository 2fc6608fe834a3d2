import { useDroppable } from '@dnd-kit/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import styles from './phrase-tray.module.css';

type PhraseTrayProps = {
  /** The phrases not in a gap. */
  children: ReactNode;
  /** Set while a phrase in a gap is selected: a button to put it back here. */
  onReturnSelected: (() => void) | null;
};

/** The phrases not in a gap; it is gone once the sentence is solved. */
export function PhraseTray({ children, onReturnSelected }: PhraseTrayProps) {
  const { t } = useTranslation('games');
  const { setNodeRef, isOver } = useDroppable({ id: 'tray', data: { target: { kind: 'tray' } } });

  return (
    <div
      ref={setNodeRef}
      role="group"
      aria-label={t('shuffling.phrases')}
      className={[styles.tray, isOver && styles.over].filter(Boolean).join(' ')}
    >
      {children}
      {onReturnSelected && (
        <button type="button" className={styles.returnButton} onClick={onReturnSelected}>
          {t('shuffling.returnToTray')}
        </button>
      )}
    </div>
  );
}
