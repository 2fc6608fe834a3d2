import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button/button';
import { Card } from '@/components/ui/card/card';
import { Icon } from '@/components/ui/icon/icon';
import { Spinner } from '@/components/ui/spinner/spinner';

import { useLogoutEverywhere } from '../api/logout';
import styles from './sign-out-everywhere-card.module.css';

/** The profile's "Devices" card: ends every session of the learner at once, a lost phone's included. */
export function SignOutEverywhereCard() {
  const { t } = useTranslation('social');
  const logoutEverywhere = useLogoutEverywhere();

  return (
    <Card title={t('account.devices')}>
      <p className={styles.explanation}>{t('account.signOutEverywhereExplanation')}</p>
      <Button
        variant="secondary"
        className={styles.button}
        disabled={logoutEverywhere.isPending}
        onClick={() => logoutEverywhere.mutate()}
      >
        {logoutEverywhere.isPending ? <Spinner size="sm" /> : <Icon name="logout" size={18} />}
        {t('account.signOutEverywhere')}
      </Button>
    </Card>
  );
}
