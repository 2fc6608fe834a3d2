import { ArabicText } from '@/components/arabic-text/arabic-text';
import { quranFontText } from '@/components/arabic-text/quran-font-text';
import type { LetterSpan } from '@/types/api';

import styles from './letter-in-word.module.css';

type LetterInWordProps = { word: string; letter: LetterSpan; className?: string };

/** A word of the Qur'an with one letter (and its marks) lit. The letter keeps its joins to its neighbours: the
 * browser shapes the word across the mark, as it does across any inline element without padding or border. */
export function LetterInWord({ word, letter, className }: LetterInWordProps) {
  return (
    <ArabicText className={className}>
      {quranFontText(word.slice(0, letter.start))}
      <mark className={styles.lit}>{quranFontText(word.slice(letter.start, letter.end))}</mark>
      {quranFontText(word.slice(letter.end))}
    </ArabicText>
  );
}
