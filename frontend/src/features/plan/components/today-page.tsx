import { useTranslation } from 'react-i18next';

import { Button, ButtonLink } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon/icon';
import { Spinner } from '@/components/ui/spinner/spinner';
import { toastApiError } from '@/lib/api-error';
import type { PlanToday } from '@/types/api';

import { usePausePlan, usePlanToday } from '../api/plan';
import { formatDate, formatWeekday } from '../utils/plan-format';
import { PlanPartCard } from './plan-part-card';
import styles from './plan.module.css';

/** /today (docs/product.md §2.19): the day's sabaq, sabqi and manzil, each with its way to learn, hear and recite it
 * and whether it is done; a day off, a paused plan, or the way to make a plan. */
export function TodayPage() {
  const { t, i18n } = useTranslation('plan');
  const today = usePlanToday();

  if (today.isPending) return <Spinner size="lg" />;
  if (today.isError) return <p className={styles.muted}>{t('today.unavailable')}</p>;
  if (today.data === null) {
    return (
      <div className={styles.page}>
        <p className={styles.muted}>{t('today.intro')}</p>
        <p>{t('today.noPlan')}</p>
        <ButtonLink to="/plan" className={styles.mainAction}>
          {t('today.makePlan')}
        </ButtonLink>
      </div>
    );
  }
  const day = today.data;
  return (
    <div className={styles.page}>
      <h2 className={styles.dayName}>{formatWeekday(day.day, i18n.language)}</h2>
      <DayState day={day} />
      {day.parts.map((part) => (
        <PlanPartCard
          key={part.part}
          part={part}
          sabqiLessons={day.sabqi_lessons}
          sabqiLessonsMax={day.sabqi_lessons_max}
          manzilDays={day.plan.manzil_days}
          memorisedAny={day.forecast.manzil_pages > 0}
        />
      ))}
      <PlanFooter day={day} />
    </div>
  );
}

function DayState({ day }: { day: PlanToday }) {
  const { t, i18n } = useTranslation('plan');
  const pause = usePausePlan();
  if (day.paused) {
    return (
      <div className={styles.notice}>
        <p>{t('today.paused')}</p>
        <Button
          onClick={() => pause.mutate(false, { onError: (error) => toastApiError(error, t('form.notPaused')) })}
          disabled={pause.isPending}
        >
          {t('today.resume')}
        </Button>
      </div>
    );
  }
  if (!day.study_day) {
    return (
      <p className={styles.notice}>
        {day.next_study_day
          ? t('today.dayOff', { day: formatWeekday(day.next_study_day, i18n.language) })
          : t('today.dayOffNoNext')}
      </p>
    );
  }
  return (
    <>
      {day.done && (
        <p className={`${styles.notice} ${styles.doneNotice}`} role="status">
          <Icon name="check" size={20} />
          {t('today.done')}
        </p>
      )}
      {day.streak > 0 && (
        <p className={styles.streak}>
          <Icon name="flame" size={18} />
          {t('today.streak', { count: day.streak })}
        </p>
      )}
    </>
  );
}

function PlanFooter({ day }: { day: PlanToday }) {
  const { t, i18n } = useTranslation('plan');
  const pause = usePausePlan();
  const { finish_on: finishOn, remaining_verses: remaining } = day.forecast;
  return (
    <footer className={styles.footer}>
      <p className={styles.muted}>
        {remaining === 0
          ? t('today.finished')
          : finishOn
            ? t('today.finish', { date: formatDate(finishOn, i18n.language) })
            : t('today.tooFar')}
      </p>
      <div className={styles.actions}>
        <ButtonLink variant="secondary" to="/plan">
          <Icon name="settings" size={18} />
          {t('today.change')}
        </ButtonLink>
        {!day.paused && (
          <Button
            variant="ghost"
            onClick={() => pause.mutate(true, { onError: (error) => toastApiError(error, t('form.notPaused')) })}
            disabled={pause.isPending}
          >
            <Icon name="pause" size={18} />
            {t('today.pause')}
          </Button>
        )}
      </div>
    </footer>
  );
}
