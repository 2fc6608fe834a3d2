import { Fragment, memo } from 'react';
import { useTranslation } from 'react-i18next';

import { ArabicText } from '@/components/arabic-text/arabic-text';
import { quranFontText } from '@/components/arabic-text/quran-font-text';
import { WeakWordSpan } from '@/components/weak-word/weak-word';
import { firstLetter, verseEndMarker } from '@/lib/mushaf-marks';
import type { WeakWordFinder } from '@/lib/weak-words';

import type { HideMode, PlayerVerse } from '../types';
import { chapterTitle } from '../utils/chapter-title';
import { hiddenWordIndexes } from '../utils/hidden-words';
import type { Part } from '../utils/schedule';
import { letterCount } from '../utils/verse-words';
import styles from './hifz-player.module.css';

type VerseTextProps = {
  verses: PlayerVerse[];
  /** The verse being played (or just played), lit, by global number. */
  currentVerse: number | null;
  /** A verse's name as the learner reads it: its number, with its chapter's when the range runs over several. */
  verseName: (verse: number) => string;
  chapterName: (chapter: number) => string;
  /** The word being recited in it. */
  currentWord: number | null;
  partsOf: (verse: PlayerVerse) => Part[];
  hideMode: HideMode;
  difficulty: number;
  /** Changes which words are hidden. */
  hideSeed: number;
  revealed: ReadonlySet<string>;
  /** The learner's weak words, underlined where shown. */
  weak: WeakWordFinder;
  onReveal: (key: string) => void;
  onPlayVerse: (verseIndex: number) => void;
};

const wordKey = (verse: number, word: number) => `${verse}:${word}`;

/** The range's verses, right to left, with the current verse and word lit and, in hide mode, words hidden; where
 * the range runs into another chapter, a line says so. */
export function VerseText({ verses, currentVerse, currentWord, verseName, chapterName, ...shared }: VerseTextProps) {
  const { t } = useTranslation('player');
  const first = verses[0];
  const last = verses.at(-1);

  return (
    <section
      className={styles.text}
      aria-label={
        first && last
          ? t('text.label', { from: verseName(first.global_number), to: verseName(last.global_number) })
          : undefined
      }
    >
      {verses.map((verse, index) => (
        <Fragment key={verse.global_number}>
          {index > 0 && verse.ayah_id === 1 && (
            <h3 className={styles.chapterStart}>
              {t('chapterStart', { title: chapterTitle(verse.surah_id, chapterName(verse.surah_id)) })}
            </h3>
          )}
          <VerseLine
            verse={verse}
            index={index}
            name={verseName(verse.global_number)}
            current={verse.global_number === currentVerse}
            // Only the current verse re-renders as the lit word moves.
            currentWord={verse.global_number === currentVerse ? currentWord : null}
            {...shared}
          />
        </Fragment>
      ))}
    </section>
  );
}

type VerseLineProps = Omit<VerseTextProps, 'verses' | 'currentVerse' | 'verseName' | 'chapterName'> & {
  verse: PlayerVerse;
  index: number;
  name: string;
  current: boolean;
};

const VerseLine = memo(function VerseLine({
  verse,
  index,
  name,
  current,
  currentWord,
  partsOf,
  hideMode,
  difficulty,
  hideSeed,
  revealed,
  weak,
  onReveal,
  onPlayVerse,
}: VerseLineProps) {
  const { t, i18n } = useTranslation('player');
  const hidden =
    hideMode === 'none'
      ? new Set<number>()
      : hiddenWordIndexes(verse.words.length, difficulty, verse.global_number * 7919 + hideSeed);
  const partEnds = new Set(
    partsOf(verse)
      .slice(0, -1)
      .map((part) => part.toWord - 1),
  );

  return (
    <ArabicText as="p" className={current ? `${styles.verse} ${styles.currentVerse}` : styles.verse}>
      <span
        data-chapter={verse.surah_id}
        data-verse={verse.ayah_id}
        aria-current={current ? 'true' : undefined}
        className={styles.verseWords}
      >
        {verse.words.map((word, wordIndex) => {
          const key = wordKey(verse.global_number, wordIndex);
          const lit = current && currentWord === wordIndex;
          const className = [styles.word, lit && styles.currentWord].filter(Boolean).join(' ');
          const content =
            hidden.has(wordIndex) && !revealed.has(key) ? (
              // Named by what it shows first, as the verse-end marks are: the first letter, then what it does.
              <button
                type="button"
                className={`${className} ${styles.hiddenWord}`}
                data-word={wordIndex}
                data-lit={lit || undefined}
                onClick={() => onReveal(key)}
              >
                {hideMode === 'first_letter' ? (
                  <span lang="ar">{quranFontText(firstLetter(word))}</span>
                ) : (
                  <span className={styles.blank} style={{ width: `${Math.max(1, letterCount(word)) * 0.45}em` }} />
                )}{' '}
                <span className="visually-hidden" lang={i18n.resolvedLanguage}>
                  {t('text.reveal', { word: wordIndex + 1 })}
                </span>
              </button>
            ) : (
              <WeakWordSpan
                weak={weak.find(verse, wordIndex)}
                className={className}
                data-word={wordIndex}
                data-lit={lit || undefined}
              >
                {quranFontText(word)}
              </WeakWordSpan>
            );
          return (
            <span key={key}>
              {content}
              {partEnds.has(wordIndex) && (
                <span className={styles.partBreak} aria-hidden="true">
                  |
                </span>
              )}{' '}
            </span>
          );
        })}
      </span>
      {/* Named by its content, the mark it shows first: a name without it ("Play from verse 1") would not be what a
          learner sees and says to a voice control (WCAG 2.5.3, label in name). */}
      <button type="button" className={styles.verseEnd} onClick={() => onPlayVerse(index)}>
        <span lang="ar">{verseEndMarker(verse.ayah_id)}</span>{' '}
        <span className="visually-hidden" lang={i18n.resolvedLanguage}>
          {t('text.playVerse', { verse: name })}
        </span>
      </button>
    </ArabicText>
  );
});
