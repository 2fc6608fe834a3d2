import { Fragment, memo } from 'react';

import { quranFontText } from '@/components/arabic-text/quran-font-text';
import { firstLetter, verseEndMarker } from '@/lib/mushaf-marks';
import type { SlipKind } from '@/lib/slip-kinds';

import { type RecitedVerse } from '../utils/session';
import styles from './recitation.module.css';

export type VerseLabels = {
  /** The interface's language, which the labels are in (the verse is Arabic). */
  language: string;
  /** A revealed word's slips, read after it: " (Forgot, Vowel)". */
  slips: (slips: readonly SlipKind[]) => string;
  hidden: string;
  /** Said where a word is held back (weak words last) while words after it show. */
  heldBack: string;
};

type RecitedVerseLineProps = {
  verse: RecitedVerse;
  index: number;
  /** Its word indexes in the order they are revealed. */
  order: readonly number[];
  /** How many of its words are shown: the first of its order. */
  shown: number;
  /** Its words' slips, by word index; a word without slips has none. */
  slips: ReadonlyMap<number, readonly SlipKind[]>;
  /** The word the marks go on, when it is in this verse. */
  marked: number | null;
  hint: boolean;
  labels: VerseLabels;
  onSelect: (verse: number, word: number) => void;
  onReveal: () => void;
};

/** One verse as it is recited: the words shown so far (each a button: the word the next mark goes on), the rest
 * hidden under a band (first letters on it with the hint), and its end marker once it is all shown. Memoised: only
 * the verse being recited changes as the learner goes. */
export const RecitedVerseLine = memo(function RecitedVerseLine(props: RecitedVerseLineProps) {
  const { verse, index, order, shown, slips, marked, hint, labels, onSelect, onReveal } = props;
  const shownWords = new Set(order.slice(0, shown));
  const lastShown = Math.max(-1, ...shownWords);
  return (
    <p className={styles.verse} data-verse={`${verse.surah_id}:${verse.ayah_id}`}>
      {verse.words.map((text, word) => {
        if (!shownWords.has(word)) {
          // Hidden words are no controls of their own: a tap on one shows the next word, as Space does.
          return (
            <Fragment key={word}>
              <span className={styles.hidden} aria-hidden="true" onClick={onReveal}>
                <span className={styles.ghost}>{quranFontText(text)}</span>
                {hint && <span className={styles.hint}>{quranFontText(firstLetter(text))}</span>}
              </span>
              {word < lastShown && (
                <span className="visually-hidden" lang={labels.language}>
                  {labels.heldBack}
                </span>
              )}
            </Fragment>
          );
        }
        const wordSlips = slips.get(word) ?? [];
        return (
          <button
            key={word}
            type="button"
            className={[styles.word, word === marked && styles.marked].filter(Boolean).join(' ')}
            data-slips={wordSlips.join(' ') || undefined}
            aria-pressed={word === marked}
            onClick={() => onSelect(index, word)}
          >
            {quranFontText(text)}
            {wordSlips.length > 0 && (
              <span className="visually-hidden" lang={labels.language}>
                {labels.slips(wordSlips)}
              </span>
            )}
          </button>
        );
      })}
      {shown >= verse.words.length ? (
        <span className={styles.verseEnd}>{verseEndMarker(verse.ayah_id)}</span>
      ) : (
        <span className="visually-hidden" lang={labels.language}>
          {labels.hidden}
        </span>
      )}
    </p>
  );
});
