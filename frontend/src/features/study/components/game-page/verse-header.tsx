import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { ArabicText } from '@/components/arabic-text/arabic-text';
import { verseCount } from '@/lib/verse-counts';

import { useAyahProgress } from '../../api/get-ayah-progress';
import { useChapter } from '../../api/get-chapter';
import styles from './verse-header.module.css';

type VerseHeaderProps = {
  chapter: number;
  verse: number;
};

/** Which verse of which chapter this is, and the user's progress on it. */
export function VerseHeader({ chapter, verse }: VerseHeaderProps) {
  const { t } = useTranslation('study');
  const details = useChapter(chapter).data;
  const progress = useAyahProgress(chapter, verse).data ?? 0;
  const progressLabelId = useId();

  return (
    <div className={styles.header}>
      <div className={styles.where}>
        {/* There before the names arrive, holding their line, so nothing below moves when they do. */}
        <p className={styles.names}>
          {details && (
            <>
              <span>{details.translated_name.name}</span>
              <ArabicText className={styles.arabicName}>{details.name_arabic}</ArabicText>
            </>
          )}
        </p>
        <p className={styles.verse}>{t('game.verseOf', { verse, count: verseCount(chapter) })}</p>
      </div>
      <div className={styles.progress}>
        <span className={styles.progressLabel} id={progressLabelId}>
          {t('game.progress')}
        </span>
        <div
          role="progressbar"
          className={styles.track}
          aria-labelledby={progressLabelId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
        >
          <div className={styles.fill} style={{ width: `${progress}%` }} />
        </div>
        <span className={styles.percent}>{t('game.percent', { value: progress })}</span>
      </div>
    </div>
  );
}
