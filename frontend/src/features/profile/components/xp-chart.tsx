import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import styles from './statistics-card.module.css';

const HEIGHT = 80;
const BAR_GAP = 0.25;

/**
 * xp per day as SVG bars. The picture is a summary for screen readers; the figures themselves are in a
 * table they can read, hidden from sight.
 */
export function XpChart({ days }: { days: { date: string; xp: number }[] }) {
  const { t, i18n } = useTranslation('social');
  const titleId = useId();
  if (days.length === 0) return null;

  const format = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const dayName = (date: string) => format.format(new Date(`${date}T00:00:00Z`));
  const most = Math.max(1, ...days.map((day) => day.xp));
  const total = days.reduce((sum, day) => sum + day.xp, 0);

  return (
    <figure className={styles.chart}>
      <figcaption id={titleId} className={styles.chartTitle}>
        {t('stats.chartTitle')}
      </figcaption>
      <svg
        role="img"
        aria-labelledby={titleId}
        aria-describedby={`${titleId}-summary`}
        viewBox={`0 0 ${days.length} ${HEIGHT}`}
        preserveAspectRatio="none"
        className={styles.bars}
      >
        {days.map(({ date, xp }, index) => {
          const height = (xp / most) * HEIGHT;
          return (
            <rect
              key={date}
              x={index + BAR_GAP / 2}
              y={HEIGHT - height}
              width={1 - BAR_GAP}
              height={height}
              className={styles.bar}
            >
              <title>{`${dayName(date)}: ${t('xp', { value: xp })}`}</title>
            </rect>
          );
        })}
      </svg>
      <p id={`${titleId}-summary`} className="visually-hidden">
        {t('stats.chartSummary', { from: dayName(days[0].date), to: dayName(days[days.length - 1].date), total })}
      </p>
      <table className="visually-hidden">
        <caption>{t('stats.chartTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('stats.day')}</th>
            <th scope="col">{t('stats.xpColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map(({ date, xp }) => (
            <tr key={date}>
              <th scope="row">{dayName(date)}</th>
              <td>{xp}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
