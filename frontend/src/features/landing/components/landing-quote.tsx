import { useTranslation } from 'react-i18next';

import styles from './landing-quote.module.css';

export function LandingQuote() {
  const { t } = useTranslation();

  return (
    <figure className={styles.quote}>
      <blockquote className={styles.text}>{t('landing.quote.text')}</blockquote>
      <figcaption className={styles.source}>{t('landing.quote.source')}</figcaption>
    </figure>
  );
}
