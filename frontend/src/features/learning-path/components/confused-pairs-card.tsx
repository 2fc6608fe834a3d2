import { useTranslation } from 'react-i18next';

import { Card } from '@/components/ui/card/card';
import { Spinner } from '@/components/ui/spinner/spinner';

import { useConfusedPairs } from '../api/get-confused-pairs';
import { ConfusedPairsList } from './confused-pairs';
import styles from './confused-pairs.module.css';

/** The profile's look-alike verses taken for each other most in the drill, each with a way to drill the pair. */
export function ConfusedPairsCard() {
  const { t } = useTranslation('review');
  const confusions = useConfusedPairs();
  const pairs = confusions.data?.pairs ?? [];

  return (
    <Card title={t('confusions.title')}>
      {confusions.isPending && <Spinner />}
      {confusions.isSuccess && pairs.length === 0 && <p className={styles.empty}>{t('confusions.none')}</p>}
      {pairs.length > 0 && <ConfusedPairsList pairs={pairs} label={t('confusions.title')} />}
    </Card>
  );
}
