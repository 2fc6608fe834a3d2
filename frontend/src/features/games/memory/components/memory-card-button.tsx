import { useTranslation } from 'react-i18next';

import { ArabicText } from '@/components/arabic-text/arabic-text';

import { AnswerMark, markedClass } from '../../shared/components/answer-mark';
import verseLines from '../../shared/styles/verse-lines.module.css';
import { translationFor } from '../../shared/utils/translation-for';
import type { MemoryCard } from '../types';
import styles from './memory-card-button.module.css';

type MemoryCardButtonProps = {
  card: MemoryCard;
  /** Position in the grid, from 1: how a face-down card is told apart. */
  number: number;
  /** The answer shown after the player gave up: which pair the card is in, and whether they had found it. */
  revealed?: { pair: number; found: boolean };
  onFlip: (cardId: number) => void;
};

export function MemoryCardButton({ card, number, revealed, onFlip }: MemoryCardButtonProps) {
  const { t, i18n } = useTranslation('games');
  const faceUp = card.isFlipped || card.passed || revealed !== undefined;
  const classNames = [
    styles.card,
    faceUp && styles.faceUp,
    card.passed && styles.passed,
    markedClass(revealed?.found),
  ].filter(Boolean);

  return (
    <button
      type="button"
      className={classNames.join(' ')}
      // Not `disabled`: a disabled button drops keyboard focus right after the pair is matched.
      aria-disabled={faceUp || undefined}
      aria-label={faceUp ? undefined : t('memory.hiddenCard', { number })}
      onClick={() => onFlip(card.id)}
    >
      {revealed && (
        <span className={styles.pair}>
          <AnswerMark right={revealed.found} />
          {t('memory.pair', { number: revealed.pair })}
        </span>
      )}
      {faceUp && card.image && (
        <img
          className={styles.image}
          src={card.image}
          alt={t('memory.imageAlt', { reference: card.name })}
          width={300}
          height={200}
        />
      )}
      {faceUp && card.text && (
        <span className={styles.texts}>
          <ArabicText className={`${styles.arabic} ${verseLines.firstLines}`}>{card.text}</ArabicText>
          <span className={`${styles.translation} ${verseLines.firstLines}`}>
            {translationFor(card, i18n.resolvedLanguage)}
          </span>
        </span>
      )}
    </button>
  );
}
