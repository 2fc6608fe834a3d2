import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import styles from './path-choice.module.css';

// The server's limits on new verses a day.
export const DAILY_NEW_VERSES_MIN = 1;
export const DAILY_NEW_VERSES_MAX = 50;

type DailyNewVersesFieldProps = {
  value: string;
  onChange: (value: string) => void;
};

/** How many new verses a day; the browser holds it to a whole number from 1 to 50. */
export function DailyNewVersesField({ value, onChange }: DailyNewVersesFieldProps) {
  const { t } = useTranslation('review');
  const id = useId();

  return (
    <div className={styles.daily}>
      <label htmlFor={id}>{t('path.dailyNewVerses')}</label>
      <input
        id={id}
        className={styles.dailyInput}
        type="number"
        inputMode="numeric"
        required
        min={DAILY_NEW_VERSES_MIN}
        max={DAILY_NEW_VERSES_MAX}
        step={1}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
