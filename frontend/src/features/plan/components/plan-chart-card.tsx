import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button/button';
import { Card } from '@/components/ui/card/card';
import { Spinner } from '@/components/ui/spinner/spinner';
import type { PlanChart } from '@/types/api';

import { usePlan, usePlanChart } from '../api/plan';
import { formatDate, formatPages } from '../utils/plan-format';
import styles from './plan.module.css';

const WIDTH = 320;
const HEIGHT = 140;
const PAD = 8;
const DAY_MS = 86_400_000;

const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

/** The chart's drawing: pages memorised day by day (solid) against the plan's straight line (dashed), both on one
 * scale from the plan's start to its finish (or today, when that is later). */
function ChartDrawing({ chart, label }: { chart: PlanChart; label: string }) {
  const first = Math.min(dayNumber(chart.points[0].day), dayNumber(chart.line_from.day));
  const last = Math.max(
    dayNumber(chart.points[chart.points.length - 1].day),
    chart.line_to ? dayNumber(chart.line_to.day) : first + 1,
  );
  const top = Math.max(chart.scope_pages, 1);
  const x = (day: string) => PAD + ((dayNumber(day) - first) / Math.max(last - first, 1)) * (WIDTH - 2 * PAD);
  const y = (pages: number) => HEIGHT - PAD - (pages / top) * (HEIGHT - 2 * PAD);
  const actual = chart.points.map((point) => `${x(point.day).toFixed(1)},${y(point.pages).toFixed(1)}`).join(' ');
  return (
    <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
      <line className={styles.chartAxis} x1={PAD} y1={HEIGHT - PAD} x2={WIDTH - PAD} y2={HEIGHT - PAD} />
      {chart.line_to && (
        <line
          className={styles.chartPlanned}
          x1={x(chart.line_from.day)}
          y1={y(chart.line_from.pages)}
          x2={x(chart.line_to.day)}
          y2={y(chart.line_to.pages)}
        />
      )}
      <polyline className={styles.chartActual} points={actual} />
    </svg>
  );
}

/** The profile's hifz plan: pages memorised over time against the plan's line, and the way to today's parts. Shown
 * only to a learner with a plan. */
export function PlanChartCard() {
  const { t, i18n } = useTranslation('plan');
  const hasPlan = Boolean(usePlan().data?.plan);
  const chart = usePlanChart(hasPlan);
  if (!hasPlan) return null;

  let body;
  if (chart.isPending) body = <Spinner />;
  else if (chart.isError) body = <p className={styles.muted}>{t('chart.unavailable')}</p>;
  else {
    const { points, scope_pages: scope, line_from: from, line_to: to } = chart.data;
    const memorised = points[points.length - 1].pages;
    body = (
      <>
        <p className={styles.muted}>
          {t('chart.summary', {
            memorised: formatPages(memorised, i18n.language),
            scope: formatPages(scope, i18n.language),
            start: formatDate(from.day, i18n.language),
          })}
        </p>
        <ChartDrawing chart={chart.data} label={t('chart.label')} />
        {to && (
          <p className={styles.muted}>
            {t('chart.planned', {
              scope: formatPages(scope, i18n.language),
              date: formatDate(to.day, i18n.language),
            })}
          </p>
        )}
        <ButtonLink variant="secondary" to="/today">
          {t('chart.open')}
        </ButtonLink>
      </>
    );
  }
  return <Card title={t('chart.title')}>{body}</Card>;
}
