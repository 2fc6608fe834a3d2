import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { Icon, type IconName } from '@/components/ui/icon/icon';

import styles from './left-menu.module.css';

// SPEC §1: only Home and Study lead anywhere; the rest are shown but inert until their screens exist.
const comingSoon = [
  { label: 'nav.leaderboards', icon: 'trophy' },
  { label: 'nav.makhraj', icon: 'waves' },
  { label: 'nav.karaoke', icon: 'mic' },
  { label: 'nav.questions', icon: 'help' },
  { label: 'nav.more', icon: 'more' },
] as const satisfies ReadonlyArray<{ label: string; icon: IconName }>;

export function LeftMenu() {
  const { t } = useTranslation();
  // Study covers the level map and every game reached from it.
  const studying = /^\/(levels|games)(\/|$)/.test(useLocation().pathname);

  return (
    <nav aria-label={t('nav.label')}>
      <ul className={styles.menu}>
        <li>
          <Link to="/" className={styles.item}>
            <Icon name="home" />
            <span>{t('nav.home')}</span>
          </Link>
        </li>
        <li>
          <Link
            to="/levels"
            className={`${styles.item} ${studying ? styles.active : ''}`}
            aria-current={studying ? 'page' : undefined}
          >
            <Icon name="book" />
            <span>{t('nav.study')}</span>
          </Link>
        </li>
        {comingSoon.map(({ label, icon }) => (
          <li key={label}>
            <span className={`${styles.item} ${styles.disabled}`} aria-disabled="true" title={t('common.comingSoon')}>
              <Icon name={icon} />
              <span>{t(label)}</span>
            </span>
          </li>
        ))}
      </ul>
    </nav>
  );
}
