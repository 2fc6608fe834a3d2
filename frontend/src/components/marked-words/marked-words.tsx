import { useTranslation } from 'react-i18next';

import { ArabicText } from '@/components/arabic-text/arabic-text';
import { quranFontText } from '@/components/arabic-text/quran-font-text';
import type { MarkedWord } from '@/types/api';

import styles from './marked-words.module.css';

/** A verse's words with those its look-alike does not share lit: the learn card's similar verses and the "Which
 * one?" drill compare verses with it. */
export function MarkedWords({ words, className }: { words: MarkedWord[]; className?: string }) {
  const { t } = useTranslation();

  return (
    <ArabicText as="p" className={[styles.arabic, className].filter(Boolean).join(' ')}>
      {words.map((word, index) => (
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
    </ArabicText>
  );
}
