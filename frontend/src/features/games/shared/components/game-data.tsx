import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button/button';
import { Spinner } from '@/components/ui/spinner/spinner';

import styles from './game-data.module.css';

type GameDataProps<T> = {
  query: UseQueryResult<T>;
  onBack: () => void;
  children: (data: T) => ReactNode;
};

/** A spinner until the game's data arrives; if it cannot, a way back (the toast has said why). */
export function GameData<T>({ query, onBack, children }: GameDataProps<T>) {
  const { t } = useTranslation('games');

  if (query.isPending) {
    return (
      <div className={styles.centred}>
        <Spinner />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className={styles.centred}>
        <p>{t('loadFailed')}</p>
        <Button variant="secondary" onClick={onBack}>
          {t('back')}
        </Button>
      </div>
    );
  }
  return children(query.data);
}
