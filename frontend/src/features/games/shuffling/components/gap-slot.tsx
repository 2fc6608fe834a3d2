import { useDroppable } from '@dnd-kit/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import styles from './gap-slot.module.css';

type GapSlotProps = {
  gapId: number;
  /** The phrase card in the gap; an empty gap is a button that takes the selected phrase. */
  children: ReactNode | null;
  disabled: boolean;
  onActivate: () => void;
};

export function GapSlot({ gapId, children, disabled, onActivate }: GapSlotProps) {
  const { t } = useTranslation('games');
  const { setNodeRef, isOver } = useDroppable({
    id: `gap-${gapId}`,
    data: { target: { kind: 'gap', gapId } },
    disabled,
  });

  return (
    <span ref={setNodeRef} className={[styles.gap, isOver && styles.over].filter(Boolean).join(' ')}>
      {children ?? (
        <button
          type="button"
          className={styles.empty}
          aria-label={t('shuffling.emptyGap', { number: gapId })}
          disabled={disabled}
          onClick={onActivate}
        />
      )}
    </span>
  );
}
