import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ArabicText } from '@/components/arabic-text/arabic-text';
import { ButtonLink } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon/icon';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useChapterName } from '@/lib/chapters';
import { gamePath } from '@/lib/games';
import { recitePath } from '@/lib/recite-path';
import type { WeakSpot } from '@/types/api';

import { useWeakSpots } from '../api/get-weak-spots';
import styles from './weak-spots.module.css';

/** /weak-spots (docs/product.md §2.17): the learner's weakest verses, the weakest first, each with its weak words by
 * kind, whether they slip on it less or more than in the weeks before, and Recite and Gaps to practise it. */
export function WeakSpotsPage() {
  const { t } = useTranslation('recitation');
  const spots = useWeakSpots();

  if (spots.isPending) return <Spinner size="lg" />;
  if (spots.isError) return <p className={styles.muted}>{t('weakSpots.unavailable')}</p>;
  return (
    <div className={styles.page}>
      <p className={styles.muted}>{t('weakSpots.intro')}</p>
      {spots.data.verses.length === 0 ? (
        <p className={styles.muted}>{t('weakSpots.none')}</p>
      ) : (
        <ol className={styles.list}>
          {spots.data.verses.map((spot) => (
            <WeakSpotItem key={`${spot.surah_id}:${spot.ayah_id}`} spot={spot} />
          ))}
        </ol>
      )}
    </div>
  );
}

function WeakSpotItem({ spot }: { spot: WeakSpot }) {
  const { t } = useTranslation('recitation');
  const chapterName = useChapterName();
  const verse = { surah_id: spot.surah_id, ayah_id: spot.ayah_id };
  const reference = `${spot.surah_id}:${spot.ayah_id}`;

  return (
    <li className={styles.spot}>
      <div className={styles.spotHeader}>
        <h2 className={styles.reference}>
          <Link to={gamePath(verse)}>
            {chapterName(spot.surah_id)} <span dir="ltr">{reference}</span>
          </Link>
        </h2>
        <p className={`${styles.trend} ${styles[spot.trend] ?? ''}`}>
          {t(`weakSpots.trend.${spot.trend}`, { recent: spot.slips_recent, before: spot.slips_before })}
        </p>
      </div>
      <ul className={styles.words} aria-label={t('weakSpots.words', { reference })}>
        {spot.words.map((word) => (
          <li key={word.word} className={styles.word}>
            <ArabicText className={styles.arabic}>{word.text}</ArabicText>
            <span className={styles.kind}>{t(`kinds.${word.kind}`)}</span>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <ButtonLink variant="secondary" to={recitePath({ kind: 'verses', from: verse, to: verse })}>
          <Icon name="mic" size={18} />
          {t('weakSpots.recite')}
        </ButtonLink>
        <ButtonLink variant="secondary" to={gamePath(verse, 'gaps')}>
          <Icon name="pencil" size={18} />
          {t('weakSpots.gaps')}
        </ButtonLink>
      </div>
    </li>
  );
}
