import { useTranslation } from 'react-i18next';

import { Card } from '@/components/ui/card/card';
import { Icon, type IconName } from '@/components/ui/icon/icon';
import { Spinner } from '@/components/ui/spinner/spinner';
import { questTitle } from '@/lib/quest-title';

import { useQuestsToday } from '../api/get-quests-today';
import type { Quest } from '../types';
import styles from './daily-quests-panel.module.css';

// The server's quest icons, drawn with the app's own icon set.
const questIcons: Record<string, IconName> = {
  trophy: 'trophy',
  bolt: 'flame',
  sparkle: 'star',
  star: 'target',
  grid: 'grid',
  gamepad: 'play',
  repeat: 'shuffle',
  headphones: 'headphones',
};

/** Today's three quests with their progress, for the level map's right column. */
export function DailyQuestsPanel() {
  const { t } = useTranslation('social');
  const quests = useQuestsToday();

  return (
    <Card title={t('quests.title')}>
      {quests.data ? (
        <ul className={styles.quests}>
          {quests.data.map((quest) => (
            <QuestItem key={quest.id} quest={quest} />
          ))}
        </ul>
      ) : quests.isPending ? (
        <Spinner />
      ) : (
        <p className={styles.muted}>{t('quests.unavailable')}</p>
      )}
    </Card>
  );
}

function QuestItem({ quest: { icon, title_key, params, progress, target, done } }: { quest: Quest }) {
  const { t } = useTranslation('social');
  const title = questTitle(t, title_key, params);
  const progressText = t('quests.progress', { done: progress, total: target });

  return (
    <li className={`${styles.quest} ${done ? styles.done : ''}`}>
      <span className={styles.icon}>
        <Icon name={done ? 'check' : (questIcons[icon] ?? 'target')} />
      </span>
      <div className={styles.body}>
        <span className={styles.title}>{title}</span>
        <div
          role="progressbar"
          className={styles.track}
          aria-label={title}
          aria-valuemin={0}
          aria-valuemax={target}
          aria-valuenow={progress}
          aria-valuetext={done ? `${progressText}, ${t('quests.done')}` : progressText}
        >
          <div className={styles.fill} style={{ width: `${(progress / target) * 100}%` }} />
        </div>
      </div>
      <span className={styles.progress}>
        {progressText}
        {done && <span className="visually-hidden">{t('quests.done')}</span>}
      </span>
    </li>
  );
}
