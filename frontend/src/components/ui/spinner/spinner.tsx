import { useTranslation } from 'react-i18next';

import styles from './spinner.module.css';

type SpinnerProps = {
  size?: 'sm' | 'md' | 'lg';
};

export function Spinner({ size = 'md' }: SpinnerProps) {
  const { t } = useTranslation();
  return <span role="status" aria-label={t('common.loading')} className={`${styles.spinner} ${styles[size]}`} />;
}

/** Covers the whole viewport: used while auth state loads and during sign-in. */
export function FullScreenSpinner() {
  return (
    <div className={styles.fullScreen}>
      <Spinner size="lg" />
    </div>
  );
}
