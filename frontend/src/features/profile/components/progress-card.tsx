import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

import { Card } from '@/components/ui/card/card';

import styles from './progress-card.module.css';

// Placeholder (SPEC §2) until per-verse progress is summed up for the profile.
const PROGRESS_PERCENT = 0;

export function ProgressCard() {
  const { t } = useTranslation();

  return (
    <Card title={t('profile.progress.title')}>
      <div className={styles.body}>
        <div className={styles.circle} style={{ '--percent': PROGRESS_PERCENT } as CSSProperties}>
          <span className={styles.percent}>{PROGRESS_PERCENT}%</span>
        </div>
        <p className={styles.rank}>
          <span className={styles.rankLabel}>{t('profile.progress.rank')}</span>
          <span className={styles.rankName}>{t('profile.progress.hafiz')}</span>
        </p>
      </div>
    </Card>
  );
}
