import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Card } from '@/components/ui/card/card';
import { Spinner } from '@/components/ui/spinner/spinner';
import type { LearningPath, ReviewStats } from '@/types/api';

import { useLearningPath } from '../api/get-learning-path';
import { useReviewStats } from '../api/get-review-stats';
import { formatPercent } from '../utils/format';
import { DueChart } from './due-chart';
import styles from './learning-path-card.module.css';

/** The profile's learning path (with the way to change it) and how the learner's reviews stand. */
export function LearningPathCard() {
  const { t } = useTranslation('review');
  const path = useLearningPath();
  const stats = useReviewStats();

  return (
    <Card title={t('profile.title')}>
      <div className={styles.path}>
        {path.data && <PathSummary path={path.data} />}
        {path.isPending && <Spinner size="sm" />}
        <Link to="/pickpath" className={styles.change} aria-label={t('profile.changeLabel')}>
          {t('profile.change')}
        </Link>
      </div>
      {stats.data && <ReviewFigures stats={stats.data} />}
      {stats.isPending && <Spinner />}
    </Card>
  );
}

function pathName(path: LearningPath, t: TFunction<'review'>): string {
  if (path.kind === 'custom') return t('profile.custom', { chapter: path.chapter });
  if (path.kind === 'juz_amma') return t(path.chapter === 78 ? 'profile.juzAmmaForward' : 'profile.juzAmmaBack');
  return t('profile.hafidh');
}

function PathSummary({ path }: { path: LearningPath }) {
  const { t } = useTranslation('review');

  return (
    <p className={styles.pathText}>
      <strong>{pathName(path, t)}</strong>
      <span className={styles.muted}>{t('profile.daily', { count: path.daily_new_verses })}</span>
    </p>
  );
}

function ReviewFigures({ stats }: { stats: ReviewStats }) {
  const { t, i18n } = useTranslation('review');
  const language = i18n.resolvedLanguage ?? 'en';
  const recall = stats.recall_today === null ? t('profile.noRecall') : formatPercent(stats.recall_today, language);

  return (
    <>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt className={styles.label}>{t('profile.memorised')}</dt>
          <dd className={styles.value}>{stats.memorised}</dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.label}>{t('profile.recall')}</dt>
          <dd className={styles.value}>{recall}</dd>
        </div>
      </dl>
      <DueChart days={stats.due_per_day} />
    </>
  );
}
