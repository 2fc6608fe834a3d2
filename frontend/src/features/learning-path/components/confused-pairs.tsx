import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Icon } from '@/components/ui/icon/icon';
import { useVerseName } from '@/lib/chapters';
import { drillPath } from '@/lib/drill-path';
import type { VersePair } from '@/types/api';

import styles from './confused-pairs.module.css';

type ConfusedPairsListProps = {
  pairs: (VersePair & { times?: number })[];
  label: string;
};

/** Pairs of look-alike verses the learner has taken for each other, each with the drill of the two. */
export function ConfusedPairsList({ pairs, label }: ConfusedPairsListProps) {
  const { t } = useTranslation('review');
  const referenceName = useVerseName();

  return (
    <ul className={styles.pairs} aria-label={label}>
      {pairs.map(({ first, second, times }) => {
        const names = { first: referenceName(first), second: referenceName(second) };
        return (
          <li key={`${first.surah_id}:${first.ayah_id}-${second.surah_id}:${second.ayah_id}`} className={styles.pair}>
            <span className={styles.names}>
              {names.first} <Icon name="flip" size={14} />
              <span className="visually-hidden">{t('confusions.and')} </span>
              {names.second}
            </span>
            {times !== undefined && <span className={styles.times}>{t('confusions.times', { count: times })}</span>}
            <Link className={styles.drill} to={drillPath(first, second)} aria-label={t('confusions.drillLabel', names)}>
              {t('confusions.drill')}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
