import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { VerseReference } from '@/types/api';

import styles from './review-session.module.css';

/** Today's plan of new verses, each a link to its game page (learn card and games). */
export function NewVersesList({ verses }: { verses: VerseReference[] }) {
  const { t } = useTranslation('review');
  const headingId = useId();

  return (
    <section className={styles.newVerses} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('summary.newVerses')}
      </h2>
      {verses.length === 0 ? (
        <p className={styles.message}>{t('summary.noNewVerses')}</p>
      ) : (
        <ul className={styles.links}>
          {verses.map(({ surah_id, ayah_id }) => (
            <li key={`${surah_id}:${ayah_id}`}>
              <Link className={styles.verseLink} to={`/games/${surah_id}/${ayah_id}`}>
                {t('summary.learn', { chapter: surah_id, verse: ayah_id })}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link className={styles.mapLink} to="/levels">
        {t('summary.backToMap')}
      </Link>
    </section>
  );
}
