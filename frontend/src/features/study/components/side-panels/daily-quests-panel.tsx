import { useTranslation } from 'react-i18next';

import { Card } from '@/components/ui/card/card';
import { Icon } from '@/components/ui/icon/icon';

import styles from './side-panels.module.css';

// SPEC §9 demo quests; their real source is a later issue.
const demoQuests = [
  { title: 'quests.demo.completeLesson', icon: 'flame', done: 1, total: 1 },
  { title: 'quests.demo.practiseAyahs', icon: 'target', done: 4, total: 10 },
] as const;

export function DailyQuestsPanel() {
  const { t } = useTranslation('study');

  return (
    <Card title={t('quests.title')}>
      <ul className={styles.quests}>
        {demoQuests.map(({ title, icon, done, total }) => (
          <li key={title} className={styles.quest}>
            <span className={styles.questIcon}>
              <Icon name={icon} />
            </span>
            <div className={styles.questBody}>
              <span className={styles.questTitle}>{t(title)}</span>
              <div
                role="progressbar"
                className={styles.questTrack}
                aria-label={t(title)}
                aria-valuemin={0}
                aria-valuemax={total}
                aria-valuenow={done}
                aria-valuetext={t('quests.progress', { done, total })}
              >
                <div className={styles.questFill} style={{ width: `${(done / total) * 100}%` }} />
              </div>
            </div>
            <span className={styles.questProgress}>{t('quests.progress', { done, total })}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
