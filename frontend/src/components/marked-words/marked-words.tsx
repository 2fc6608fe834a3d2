import { useTranslation } from 'react-i18next';

import { ArabicText } from '@/components/arabic-text/arabic-text';
import { quranFontText } from '@/components/arabic-text/quran-font-text';
import type { MarkedWord, PhraseSpan } from '@/types/api';

import styles from './marked-words.module.css';

type MarkedWordsProps = {
  words: MarkedWord[];
  /** Only these words (a phrase two verses share), with "…" where the verse goes on. */
  span?: PhraseSpan | null;
  className?: string;
};

/** A verse's words with those its look-alike does not share lit: the learn card's similar verses and the "Which
 * one?" drill compare verses with it. */
export function MarkedWords({ words, span, className }: MarkedWordsProps) {
  const { t } = useTranslation();
  const start = span?.start ?? 0;
  const end = span?.end ?? words.length;

  return (
    <ArabicText as="p" className={[styles.arabic, className].filter(Boolean).join(' ')}>
      {start > 0 && '… '}
      {words.slice(start, end).map((word, index) => (
        <span key={index}>
          {word.same ? (
            quranFontText(word.text)
          ) : (
            // Many screen readers say nothing of a <mark>: the difference is also said in words.
            <mark className={styles.different}>
              {quranFontText(word.text)}
              <span className="visually-hidden"> ({t('markedWords.differs')})</span>
            </mark>
          )}{' '}
        </span>
      ))}
      {end < words.length && '…'}
    </ArabicText>
  );
}
