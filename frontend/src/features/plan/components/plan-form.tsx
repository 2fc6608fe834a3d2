import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';

import { Button } from '@/components/ui/button/button';
import { useSettled } from '@/hooks/use-settled';
import { toastApiError } from '@/lib/api-error';
import type { HifzPlan, PlanForecastRequest, PlanSettings } from '@/types/api';

import { useForecast, useSavePlan } from '../api/plan';
import { formatDate, weekdayNames } from '../utils/plan-format';
import { ForecastArithmetic } from './forecast-arithmetic';
import styles from './plan.module.css';

const SCOPES = ['juz_amma', 'juz_range', 'whole', 'path'] as const;
const UNITS = ['quarter_pages', 'lines', 'verses'] as const;
// The page sizes offered, in quarters of a page: ¼, ½, ¾, 1, 1½ and 2 pages.
const QUARTERS = [1, 2, 3, 4, 6, 8] as const;
const MANZIL_DAYS = [7, 10, 14, 21, 30, 60];
const JUZ = Array.from({ length: 30 }, (_, index) => index + 1);
const AMOUNT_LIMITS = { quarter_pages: [1, 8], lines: [1, 30], verses: [1, 50] } as const;
// Saturday to Thursday, Friday off, as many hifz schools keep their week.
const DEFAULT_WEEKDAYS = [0, 1, 2, 3, 5, 6];
const FORECAST_DELAY_MS = 300;

const DEFAULT_SETTINGS: PlanSettings = {
  scope: 'juz_amma',
  first_juz: null,
  last_juz: null,
  sabaq_unit: 'quarter_pages',
  sabaq_amount: 2,
  study_weekdays: DEFAULT_WEEKDAYS,
  manzil_days: 14,
};

function settingsOf(plan: HifzPlan | null | undefined): PlanSettings {
  if (!plan) return DEFAULT_SETTINGS;
  const { scope, first_juz, last_juz, sabaq_unit, sabaq_amount, study_weekdays, manzil_days } = plan;
  return { scope, first_juz, last_juz, sabaq_unit, sabaq_amount, study_weekdays, manzil_days };
}

/** The browser's today as a date input writes it ("2026-12-07"): a finish date cannot be earlier. */
function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

function amountFits(settings: PlanSettings): boolean {
  const [lowest, highest] = AMOUNT_LIMITS[settings.sabaq_unit];
  return Number.isInteger(settings.sabaq_amount) && settings.sabaq_amount >= lowest && settings.sabaq_amount <= highest;
}

/** /plan (docs/product.md §2.19): what to memorise, the daily sabaq, the study days and the manzil's rotation, with
 * the forecast worked out as the learner chooses, and the lines a day a finish date needs. */
export function PlanForm({ plan }: { plan: HifzPlan | null }) {
  const { t, i18n } = useTranslation('plan');
  const navigate = useNavigate();
  const save = useSavePlan();
  const [settings, setSettings] = useState<PlanSettings>(() => settingsOf(plan));
  const [finishBy, setFinishBy] = useState('');
  const ids = { scope: useId(), sabaq: useId(), days: useId(), manzil: useId(), finish: useId() };
  const change = (changes: Partial<PlanSettings>) => setSettings((current) => ({ ...current, ...changes }));

  const fits = amountFits(settings) && settings.study_weekdays.length > 0;
  // Settled as text: the same choices are the same request, however often the form renders.
  const asked = useSettled(
    fits ? JSON.stringify({ ...settings, finish_by: finishBy || null }) : null,
    FORECAST_DELAY_MS,
  );
  const forecast = useForecast(asked === null ? null : (JSON.parse(asked) as PlanForecastRequest));
  const weekdays = weekdayNames(i18n.language);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(settings, {
      onSuccess: () => {
        toast.success(t('form.saved'));
        void navigate('/today');
      },
      onError: (error) => toastApiError(error, t('form.notSaved')),
    });
  };
  const needed = forecast.data?.needed_lines_per_day ?? null;

  return (
    <form className={styles.form} onSubmit={submit}>
      <p className={styles.muted}>{t('form.intro')}</p>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('form.scope')}</legend>
        {SCOPES.map((scope) => (
          <label key={scope} className={styles.choice}>
            <input
              type="radio"
              name={ids.scope}
              checked={settings.scope === scope}
              onChange={() =>
                change(
                  scope === 'juz_range'
                    ? { scope, first_juz: settings.first_juz ?? 29, last_juz: settings.last_juz ?? 30 }
                    : { scope, first_juz: null, last_juz: null },
                )
              }
            />
            {t(`form.scopes.${scope}`)}
          </label>
        ))}
        {settings.scope === 'juz_range' && (
          <div className={styles.row}>
            <label>
              {t('form.firstJuz')}
              <select
                className={styles.input}
                value={settings.first_juz ?? 1}
                onChange={(event) => {
                  const first = Number(event.target.value);
                  change({ first_juz: first, last_juz: Math.max(first, settings.last_juz ?? first) });
                }}
              >
                {JUZ.map((juz) => (
                  <option key={juz}>{juz}</option>
                ))}
              </select>
            </label>
            <label>
              {t('form.lastJuz')}
              <select
                className={styles.input}
                value={settings.last_juz ?? 30}
                onChange={(event) => change({ last_juz: Number(event.target.value) })}
              >
                {JUZ.filter((juz) => juz >= (settings.first_juz ?? 1)).map((juz) => (
                  <option key={juz}>{juz}</option>
                ))}
              </select>
            </label>
          </div>
        )}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('form.sabaq')}</legend>
        <div className={styles.row}>
          <label>
            {t('form.unit')}
            <select
              className={styles.input}
              value={settings.sabaq_unit}
              onChange={(event) => {
                const unit = event.target.value as PlanSettings['sabaq_unit'];
                change({ sabaq_unit: unit, sabaq_amount: unit === 'quarter_pages' ? 2 : unit === 'lines' ? 7 : 5 });
              }}
            >
              {UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {t(`form.units.${unit}`)}
                </option>
              ))}
            </select>
          </label>
          {settings.sabaq_unit === 'quarter_pages' ? (
            <label>
              <span className="visually-hidden">{t('form.sabaq')}</span>
              <select
                className={styles.input}
                value={settings.sabaq_amount}
                onChange={(event) => change({ sabaq_amount: Number(event.target.value) })}
              >
                {QUARTERS.map((quarters) => (
                  <option key={quarters} value={quarters}>
                    {t(`form.quarters.${quarters}`)}
                  </option>
                ))}
              </select>
            </label>
          ) : (
            <label>
              {t(settings.sabaq_unit === 'lines' ? 'form.lines' : 'form.verses')}
              <input
                type="number"
                inputMode="numeric"
                className={`${styles.input} ${styles.number}`}
                min={AMOUNT_LIMITS[settings.sabaq_unit][0]}
                max={AMOUNT_LIMITS[settings.sabaq_unit][1]}
                required
                value={Number.isNaN(settings.sabaq_amount) ? '' : settings.sabaq_amount}
                onChange={(event) => change({ sabaq_amount: event.target.valueAsNumber })}
              />
            </label>
          )}
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('form.days')}</legend>
        <div className={styles.weekdays}>
          {weekdays.map((name, day) => (
            <label key={day} className={styles.weekday}>
              <input
                type="checkbox"
                checked={settings.study_weekdays.includes(day)}
                onChange={(event) =>
                  change({
                    study_weekdays: event.target.checked
                      ? [...settings.study_weekdays, day].sort()
                      : settings.study_weekdays.filter((chosen) => chosen !== day),
                  })
                }
              />
              {name}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('form.manzilLegend')}</legend>
        <label className={styles.row}>
          {t('form.manzil')}
          <select
            className={styles.input}
            value={settings.manzil_days}
            onChange={(event) => change({ manzil_days: Number(event.target.value) })}
          >
            {MANZIL_DAYS.map((days) => (
              <option key={days} value={days}>
                {t('form.manzilDays', { count: days })}
              </option>
            ))}
          </select>
        </label>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('form.finishBy')}</legend>
        <p className={styles.muted} id={ids.finish}>
          {t('form.finishByHint')}
        </p>
        <input
          type="date"
          className={styles.input}
          aria-label={t('form.finishBy')}
          aria-describedby={ids.finish}
          min={localToday()}
          value={finishBy}
          onChange={(event) => setFinishBy(event.target.value)}
        />
        {forecast.data?.finish_by &&
          forecast.data.remaining_verses > 0 &&
          (needed === null ? (
            <p className={styles.warning}>{t('form.tooMuch')}</p>
          ) : (
            <>
              <p>
                {t('form.needs', {
                  date: formatDate(forecast.data.finish_by, i18n.language),
                  days: forecast.data.finish_by_study_days,
                  count: needed,
                })}
              </p>
              <Button variant="secondary" onClick={() => change({ sabaq_unit: 'lines', sabaq_amount: needed })}>
                {t('form.useNeeded', { count: needed })}
              </Button>
            </>
          ))}
      </fieldset>

      <section className={styles.forecast} aria-live="polite" aria-busy={forecast.isFetching}>
        <h2>{t('form.forecastTitle')}</h2>
        {forecast.isError ? (
          <p className={styles.muted}>{t('form.forecastUnavailable')}</p>
        ) : (
          forecast.data && <ForecastArithmetic forecast={forecast.data} manzilDays={settings.manzil_days} />
        )}
      </section>

      <Button type="submit" disabled={!fits || save.isPending}>
        {t('form.save')}
      </Button>
    </form>
  );
}
