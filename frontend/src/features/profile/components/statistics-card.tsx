import { useTranslation } from 'react-i18next';

import { Card } from '@/components/ui/card/card';
import { Icon } from '@/components/ui/icon/icon';

import styles from './statistics-card.module.css';

// SPEC §9 fixed figures; a later issue replaces them with the user's real statistics.
const statistics = [
  { label: 'profile.statistics.dayStreak', value: 70, icon: 'flame' },
  { label: 'profile.statistics.weeklyGoals', value: 50, icon: 'target' },
  { label: 'profile.statistics.totalPoints', value: 100, icon: 'star' },
] as const;

export function StatisticsCard() {
  const { t } = useTranslation();

  return (
    <Card title={t('profile.statistics.title')}>
      <ul className={styles.list}>
        {statistics.map(({ label, value, icon }) => (
          <li key={label} className={styles.item}>
            <span className={styles.icon}>
              <Icon name={icon} />
            </span>
            <span className={styles.value}>{value}</span>
            <span className={styles.label}>{t(label)}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
