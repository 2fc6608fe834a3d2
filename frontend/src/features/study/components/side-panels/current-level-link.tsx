import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Icon } from '@/components/ui/icon/icon';

import { useCurrentVerse } from '../../api/get-current-verse';
import { versePath } from '../../utils/verse-navigation';
import styles from './side-panels.module.css';

/** Leads to the learner's current verse: the first on their path not yet learnt. */
export function CurrentLevelLink() {
  const { t } = useTranslation('study');
  const current = useCurrentVerse().data;
  if (!current) return null;
  const level = { chapter: current.surah_id, verse: current.ayah_id };

  return (
    <Link to={versePath(level)} className={styles.currentLevel}>
      <span className={styles.currentLevelIcon}>
        <Icon name="play" size={20} filled />
      </span>
      <span className={styles.currentLevelText}>
        <span className={styles.currentLevelLabel}>{t('currentLevel.label')}</span>
        <span className={styles.currentLevelWhere}>{t('currentLevel.where', level)}</span>
      </span>
    </Link>
  );
}
