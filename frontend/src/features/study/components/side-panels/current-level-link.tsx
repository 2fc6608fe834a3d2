import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Icon } from '@/components/ui/icon/icon';

import { useCurrentVerse } from '../../api/get-current-verse';
import { versePath } from '../../utils/verse-navigation';
import styles from './side-panels.module.css';

/** Leads to the learner's current verse: the first on their path not yet learnt. */
export function CurrentLevelLink() {
  const { t } = useTranslation('study');
  const current = useCurrentVerse();

  const icon = (
    <span className={styles.currentLevelIcon}>
      <Icon name="play" size={20} filled />
    </span>
  );
  // Until the verse is known, the button without the verse's place holds the space, so the panels below do not
  // jump; if it cannot be known there is no button.
  if (!current.data) {
    if (!current.isPending) return null;
    return (
      <div className={`${styles.currentLevel} ${styles.placeholder}`} aria-hidden="true">
        {icon}
        <span className={styles.currentLevelText}>
          <span className={styles.currentLevelLabel}>{t('currentLevel.label')}</span>
          <span className={styles.currentLevelWhere}>&nbsp;</span>
        </span>
      </div>
    );
  }
  const level = { chapter: current.data.surah_id, verse: current.data.ayah_id };

  return (
    <Link to={versePath(level)} className={styles.currentLevel}>
      {icon}
      {/* The space between the lines is not shown (they are flex items); it keeps the link's name readable. */}
      <span className={styles.currentLevelText}>
        <span className={styles.currentLevelLabel}>{t('currentLevel.label')}</span>{' '}
        <span className={styles.currentLevelWhere}>{t('currentLevel.where', level)}</span>
      </span>
    </Link>
  );
}
