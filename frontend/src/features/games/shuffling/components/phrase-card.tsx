import { useDraggable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';

import { ArabicText } from '@/components/arabic-text/arabic-text';

import { AnswerMark, markedClass } from '../../shared/components/answer-mark';
import type { Phrase } from '../types';
import styles from './phrase-card.module.css';

type PhraseCardProps = {
  phrase: Phrase;
  selected: boolean;
  disabled: boolean;
  /** Just moved by selecting: keep the keyboard where the phrase went. */
  focusOnMount: boolean;
  /** In a gap of a graded game: whether it is the phrase that belongs there. */
  right?: boolean;
  onClick: () => void;
};

/** A phrase that is dragged (mouse, touch, or Space and the arrow keys) or selected with a click or Enter. */
export function PhraseCard({ phrase, selected, disabled, focusOnMount, right, onClick }: PhraseCardProps) {
  const { t } = useTranslation('games');
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `phrase-${phrase.id}`,
    data: { phrase },
    disabled,
    attributes: { roleDescription: t('shuffling.roleDescription') },
  });

  return (
    <button
      ref={setNodeRef}
      type="button"
      className={[styles.card, selected && styles.selected, isDragging && styles.dragging, markedClass(right)]
        .filter(Boolean)
        .join(' ')}
      {...attributes}
      {...listeners}
      // After the spread: a finished game's phrases are plain disabled buttons, not draggables.
      disabled={disabled}
      aria-pressed={selected}
      autoFocus={focusOnMount}
      onClick={onClick}
    >
      <ArabicText>{phrase.text}</ArabicText>
      {right !== undefined && <AnswerMark right={right} />}
    </button>
  );
}

/** The copy of a phrase that follows the pointer while it is dragged. */
export function PhraseCardOverlay({ phrase }: { phrase: Phrase }) {
  return (
    <span className={`${styles.card} ${styles.overlay}`}>
      <ArabicText>{phrase.text}</ArabicText>
    </span>
  );
}
