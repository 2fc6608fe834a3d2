import type { MouseEvent, PointerEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Icon } from '@/components/ui/icon/icon';

import { KEY_OF_LETTER, PAD_LETTERS } from '../utils/arabic-keys';
import styles from './letter-pad.module.css';

type LetterPadProps = {
  onLetter: (letter: string) => void;
  onErase: () => void;
  onNext: () => void;
};

/**
 * The Arabic letters on screen, for a phone without an Arabic keyboard: each key writes into the blank being
 * written, which keeps the focus (a key never takes it), so the phone's own keyboard stays closed. Each key shows the
 * Latin key that types its letter on a desktop keyboard.
 */
export function LetterPad({ onLetter, onErase, onNext }: LetterPadProps) {
  const { t } = useTranslation('games');

  return (
    <div role="group" aria-label={t('gaps.pad')} className={styles.pad} dir="rtl">
      {PAD_LETTERS.map((letter) => (
        <PadKey key={letter} onPress={() => onLetter(letter)}>
          <span lang="ar" className={styles.letter}>
            {letter}
          </span>
          <kbd className={styles.latin} aria-hidden="true">
            {KEY_OF_LETTER.get(letter)}
          </kbd>
        </PadKey>
      ))}
      <PadKey wide onPress={onErase} label={t('gaps.erase')}>
        ⌫
      </PadKey>
      <PadKey wide onPress={onNext} label={t('gaps.nextBlank')}>
        <Icon name="check" size={18} />
      </PadKey>
    </div>
  );
}

type PadKeyProps = {
  onPress: () => void;
  wide?: boolean;
  label?: string;
  children: ReactNode;
};

function PadKey({ onPress, wide = false, label, children }: PadKeyProps) {
  // Pressing a key must not move the focus out of the blank.
  const keepFocus = (event: PointerEvent | MouseEvent) => event.preventDefault();
  return (
    <button
      type="button"
      className={wide ? `${styles.key} ${styles.wide}` : styles.key}

      aria-label={label}
      onPointerDown={keepFocus}
      onMouseDown={keepFocus}
      onClick={onPress}
    >
      {children}
    </button>
  );
}
