import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ArabicText } from '@/components/arabic-text/arabic-text';

import styles from './logo.module.css';

export function Logo() {
  const { t } = useTranslation();
  return (
    <Link to="/" className={styles.logo} aria-label={t('app.homeLink')}>
      <ArabicText className={styles.mark}>حافظ</ArabicText>
      <span className={styles.name}>{t('app.name')}</span>
    </Link>
  );
}
