import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

import { Card } from '@/components/ui/card/card';
import { Spinner } from '@/components/ui/spinner/spinner';
import { usePortionProgress } from '@/lib/portion-progress';

import { useProfileStats } from '../api/get-profile-stats';
import styles from './progress-card.module.css';

/** The share of the Qur'an memorised (verses at 100), the rank title it earns, and each juz begun. */
export function ProgressCard() {
  const { t, i18n } = useTranslation(['translation', 'social']);
  const stats = useProfileStats().data;
  const begunJuz = usePortionProgress().data?.juz.filter((share) => share.memorised > 0) ?? [];

  return (
    <Card title={t('profile.progress.title')}>
      {stats ? (
        <div className={styles.body}>
          <div
            role="img"
            aria-label={t('social:stats.quranShare', { percent: formatShare(stats.quran_share, i18n.language) })}
            className={styles.circle}
            style={{ '--percent': stats.quran_share } as CSSProperties}
          >
            <span className={styles.percent} aria-hidden="true">
              {formatShare(stats.quran_share, i18n.language)}%
            </span>
          </div>
          <p className={styles.rank}>
            <span className={styles.rankLabel}>{t('social:stats.rank')}</span>
            <span className={styles.rankName}>{t(`social:stats.ranks.${stats.rank_title}`)}</span>
          </p>
          {begunJuz.length > 0 && (
            <ul className={styles.juz} aria-label={t('social:stats.byJuz')}>
              {begunJuz.map((share) => (
                <li key={share.number}>
                  {t('social:stats.juzShare', { number: share.number, percent: share.percent })}
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : (
        <Spinner />
      )}
    </Card>
  );
}

const formatShare = (percent: number, language: string) =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(percent);
