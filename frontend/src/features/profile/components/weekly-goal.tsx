import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon/icon';

import { useUpdateWeeklyGoal, WEEKLY_GOAL_MAX, WEEKLY_GOAL_MIN } from '../api/update-weekly-goal';
import type { ProfileStats } from '../types';
import styles from './statistics-card.module.css';

type WeeklyGoalProps = Pick<ProfileStats, 'weekly_goal' | 'week_xp' | 'weekly_goal_percent'>;

/** This week's xp as a share of the goal, and the goal itself, editable. */
export function WeeklyGoal({ weekly_goal, week_xp, weekly_goal_percent }: WeeklyGoalProps) {
  const { t } = useTranslation('social');
  const inputId = useId();
  const update = useUpdateWeeklyGoal();
  const [draft, setDraft] = useState<string | null>(null);
  const progressText = t('stats.weekXp', { xp: week_xp, goal: weekly_goal });

  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(Number(draft), { onSuccess: () => setDraft(null) });
  };

  return (
    <div className={styles.goal}>
      <div className={styles.goalHeader}>
        <span className={styles.label}>{t('stats.weeklyGoal')}</span>
        {draft === null && (
          <button
            type="button"
            className={styles.edit}
            aria-label={t('stats.editGoal')}
            onClick={() => setDraft(String(weekly_goal))}
          >
            <Icon name="pencil" size={16} />
          </button>
        )}
      </div>
      {draft === null ? (
        <span className={styles.value}>{t('xp', { value: weekly_goal })}</span>
      ) : (
        <form className={styles.goalForm} onSubmit={save}>
          <label htmlFor={inputId} className="visually-hidden">
            {t('stats.goalInput', { min: WEEKLY_GOAL_MIN, max: WEEKLY_GOAL_MAX })}
          </label>
          <input
            id={inputId}
            type="number"
            inputMode="numeric"
            required
            min={WEEKLY_GOAL_MIN}
            max={WEEKLY_GOAL_MAX}
            step={1}
            className={styles.goalInput}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            autoFocus
          />
          <Button type="submit" disabled={update.isPending}>
            {t('stats.save')}
          </Button>
          <Button variant="ghost" onClick={() => setDraft(null)}>
            {t('stats.cancel')}
          </Button>
        </form>
      )}
      <div
        role="progressbar"
        className={styles.track}
        aria-label={t('stats.weeklyGoal')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={weekly_goal_percent}
        aria-valuetext={progressText}
      >
        <div className={styles.fill} style={{ width: `${weekly_goal_percent}%` }} />
      </div>
      <span className={styles.muted}>{progressText}</span>
    </div>
  );
}
