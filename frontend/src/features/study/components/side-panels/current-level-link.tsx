import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Icon } from '@/components/ui/icon/icon';

import { versePath } from '../../utils/verse-navigation';
import styles from './side-panels.module.css';

// SPEC §9: the current-level button goes to chapter 110, verse 1.
const currentLevel = { chapter: 110, verse: 1 };

export function CurrentLevelLink() {
  const { t } = useTranslation('study');

  return (
    <Link to={versePath(currentLevel)} className={styles.currentLevel}>
      <span className={styles.currentLevelIcon}>
        <Icon name="play" size={20} filled />
      </span>
      <span className={styles.currentLevelText}>
        <span className={styles.currentLevelLabel}>{t('currentLevel.label')}</span>
        <span className={styles.currentLevelWhere}>{t('currentLevel.where', currentLevel)}</span>
      </span>
    </Link>
  );
}
