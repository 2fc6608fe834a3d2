import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon/icon';

import styles from './chapter-not-found.module.css';

/** /games/{id}/… where id is not a chapter 1–114. */
export function ChapterNotFound({ requested }: { requested: string }) {
  const { t } = useTranslation('study');

  return (
    <div className={styles.notFound}>
      <span className={styles.icon}>
        <Icon name="book" size={32} />
      </span>
      <p className={styles.text}>{t('notFound.text', { chapter: requested })}</p>
      <ButtonLink to="/levels">
        <Icon name="map" size={18} />
        {t('notFound.backToMap')}
      </ButtonLink>
    </div>
  );
}
