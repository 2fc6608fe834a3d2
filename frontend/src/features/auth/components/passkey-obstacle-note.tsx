import { Trans, useTranslation } from 'react-i18next';

import { localhostAddress, passkeyObstacle } from '../utils/passkey-support';
import styles from './sign-in.module.css';

/** Said where passkeys are offered but this page cannot use them: at an IP address (the embedded set-up's
 * http://127.0.0.1:8000), the same page at http://localhost works. */
export function PasskeyObstacleNote() {
  const { t } = useTranslation('signIn');
  const obstacle = passkeyObstacle();
  if (obstacle === null) return null;
  if (obstacle !== 'ip-address') return <p className={styles.note}>{t(`passkey.obstacle.${obstacle}`)}</p>;
  const address = localhostAddress();
  return (
    <p className={styles.note}>
      <Trans
        ns="signIn"
        i18nKey="passkey.obstacle.ip-address"
        values={{ address }}
        components={{ site: <a href={address} /> }}
      />
    </p>
  );
}
