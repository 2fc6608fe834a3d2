import { useEffect, useId, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ArabicText } from '@/components/arabic-text/arabic-text';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useChapterName } from '@/lib/chapters';
import { useJuzList } from '@/lib/juz';
import { usePortionProgress } from '@/lib/portion-progress';
import type { Juz, VerseReference } from '@/types/api';
import { Icon } from '@/components/ui/icon/icon';
import { mushafPath } from '@/lib/mushaf-page';
import { recitePath } from '@/lib/recite-path';
import { verseCount } from '@/lib/verse-counts';

import { versePath } from '../../utils/verse-navigation';
import { juzOf } from '../../utils/juz-of';
import styles from './juz-view.module.css';
import type { LevelState } from './level-node';

type JuzViewProps = {
  /** Each chapter's progress; a chapter missing shows as not started. */
  progress: Map<number, Pick<LevelState, 'progress' | 'done'>>;
  /** The learner's current verse: its juz is marked, and the view opens on it; none once the path is done. */
  currentVerse: VerseReference | undefined;
};

/** The level map's second view: the 30 juz in order, each with the share of it memorised and its chapters with their
 * progress, opening on the juz the learner is in. */
export function JuzView({ progress, currentVerse }: JuzViewProps) {
  const { t } = useTranslation('study');
  const juzQuery = useJuzList();
  const juzList = juzQuery.data;
  const shares = usePortionProgress().data?.juz;
  const currentJuz = currentVerse && juzOf(juzList, currentVerse)?.number;
  const list = useRef<HTMLOListElement>(null);
  const currentCard = useRef<HTMLLIElement>(null);

  // The list scrolls to the current juz inside the panel; scrollIntoView would move the whole page to the map too.
  useEffect(() => {
    if (list.current && currentCard.current) list.current.scrollTop = currentCard.current.offsetTop;
  }, [currentJuz]);

  if (juzQuery.isError) return <p role="alert">{t('levels.juz.loadFailed')}</p>;
  if (!juzList) {
    return (
      <div className={styles.loading}>
        <Spinner size="lg" />
      </div>
    );
  }
  return (
    <ol ref={list} className={styles.list}>
      {juzList.map((juz) => (
        <li key={juz.number} ref={juz.number === currentJuz ? currentCard : undefined}>
          <JuzCard
            juz={juz}
            percent={shares?.[juz.number - 1]?.percent ?? 0}
            current={juz.number === currentJuz}
            progress={progress}
          />
        </li>
      ))}
    </ol>
  );
}

type JuzCardProps = {
  juz: Juz;
  percent: number;
  current: boolean;
  progress: JuzViewProps['progress'];
};

function JuzCard({ juz, percent, current, progress }: JuzCardProps) {
  const { t } = useTranslation('study');
  const chapterName = useChapterName();
  const headingId = useId();
  const chapters = Array.from(
    { length: juz.last.surah_id - juz.first.surah_id + 1 },
    (_, index) => juz.first.surah_id + index,
  );

  return (
    <article
      className={`${styles.card} ${current ? styles.current : ''}`}
      aria-labelledby={headingId}
      aria-current={current ? 'step' : undefined}
    >
      <header className={styles.header}>
        <h3 id={headingId} className={styles.title}>
          {t('levels.juz.title', { number: juz.number })}
          {current && <span className={styles.here}>{t('levels.youAreHere')}</span>}
        </h3>
        <ArabicText className={styles.opening}>{juz.opening_words}</ArabicText>
        <span className={styles.links}>
          <Link to={mushafPath(juz.page)}>{t('levels.juz.read', { page: juz.page })}</Link>
          <Link to={recitePath({ kind: 'verses', from: juz.first, to: juz.last })}>
            {t('levels.juz.recite', { number: juz.number })}
          </Link>
        </span>
      </header>
      <div className={styles.share}>
        <span aria-hidden="true">{t('levels.juz.memorisedShort', { percent })}</span>
        <div
          role="meter"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label={t('levels.juz.memorised', { number: juz.number })}
          aria-valuetext={t('levels.percent', { percent })}
          className={styles.meter}
          style={{ '--juz-percent': `${percent}%` } as CSSProperties}
        />
      </div>
      <ul className={styles.chapters}>
        {chapters.map((chapter) => {
          const state = progress.get(chapter);
          const chapterPercent = state?.progress ?? 0;
          // A chapter begun in the juz before opens where this juz starts in it.
          const verse = chapter === juz.first.surah_id ? juz.first.ayah_id : 1;
          return (
            <li key={chapter} className={`${styles.chapterItem} ${state?.done ? styles.done : ''}`}>
              <Link to={versePath({ chapter, verse })} className={styles.chapter}>
                <span className={styles.chapterNumber}>{chapter}</span>{' '}
                <span className={styles.chapterName}>{chapterName(chapter)}</span>{' '}
                <span className={styles.chapterPercent}>{t('levels.percent', { percent: chapterPercent })}</span>
              </Link>
              <Link
                to={recitePath({
                  kind: 'verses',
                  from: { surah_id: chapter, ayah_id: 1 },
                  to: { surah_id: chapter, ayah_id: verseCount(chapter) },
                })}
                className={styles.recite}
                aria-label={t('levels.juz.reciteChapter', { name: chapterName(chapter) || String(chapter) })}
                title={t('levels.juz.reciteChapter', { name: chapterName(chapter) || String(chapter) })}
              >
                <Icon name="mic" size={16} />
              </Link>
            </li>
          );
        })}
      </ul>
    </article>
  );
}
