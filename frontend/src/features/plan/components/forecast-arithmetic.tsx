import { useTranslation } from 'react-i18next';

import type { PlanForecast } from '@/types/api';

import { formatDate, formatPages } from '../utils/plan-format';
import styles from './plan.module.css';

/** A plan's forecast with its arithmetic shown: the pages left, ÷ the day's sabaq, the study days and the date they
 * come to, and the manzil's daily share. */
export function ForecastArithmetic({ forecast, manzilDays }: { forecast: PlanForecast; manzilDays: number }) {
  const { t, i18n } = useTranslation('plan');
  const pages = (value: number) => formatPages(value, i18n.language);
  const perWeek = forecast.study_days_per_week;

  return (
    <>
      <p>
        {t('form.arithmetic.scope', {
          scope: pages(forecast.scope_pages),
          memorised: pages(forecast.memorised_pages),
          remaining: pages(forecast.remaining_pages),
        })}
      </p>
      {forecast.remaining_verses === 0 ? (
        <p className={styles.finish}>{t('form.arithmetic.nothingLeft')}</p>
      ) : (
        <>
          <p>
            {t('form.arithmetic.days', {
              remaining: pages(forecast.remaining_pages),
              perDay: pages(forecast.sabaq_pages),
              count: forecast.study_days_needed,
            })}
          </p>
          <p className={styles.finish}>
            {forecast.finish_on
              ? t('form.arithmetic.finish', { count: perWeek, date: formatDate(forecast.finish_on, i18n.language) })
              : t('form.arithmetic.tooFar', { count: perWeek })}
          </p>
        </>
      )}
      <p>
        {forecast.manzil_pages === 0
          ? t('form.arithmetic.noManzil')
          : t('form.arithmetic.manzil', {
              pages: pages(forecast.manzil_pages),
              days: forecast.manzil_study_days,
              cycle: manzilDays,
              perDay: pages(forecast.manzil_pages_per_day),
            })}
      </p>
    </>
  );
}
