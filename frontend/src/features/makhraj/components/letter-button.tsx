import { useTranslation } from 'react-i18next';

import { ArabicText } from '@/components/arabic-text/arabic-text';
import { inLanguage } from '@/lib/in-language';
import type { MakhrajLetter } from '@/types/api';

import styles from './makhraj.module.css';

type LetterButtonProps = { letter: MakhrajLetter; onChoose: (letter: MakhrajLetter) => void };

/** A letter to open: its glyph and its name. */
export function LetterButton({ letter, onChoose }: LetterButtonProps) {
  const { i18n } = useTranslation();
  return (
    <button type="button" className={styles.letter} onClick={() => onChoose(letter)}>
      <ArabicText className={styles.glyph}>{letter.glyph}</ArabicText>{' '}
      <span className={styles.letterName}>{inLanguage(letter, 'name', i18n.language)}</span>
    </button>
  );
}
