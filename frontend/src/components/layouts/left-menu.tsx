import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { Icon, type IconName } from '@/components/ui/icon/icon';
import { karaokePath, usePlayerPositionStore } from '@/stores/player-position-store';

import styles from './left-menu.module.css';

// docs/product.md §1: Home, Study, Leaderboards, Makhraj and Karaoke (the Hifz player) lead somewhere; the rest are
// shown but inert until their screens exist.
type ComingSoon = ReadonlyArray<{ label: 'nav.questions' | 'nav.more'; icon: IconName }>;
const comingSoonAfterKaraoke: ComingSoon = [
  { label: 'nav.questions', icon: 'help' },
  { label: 'nav.more', icon: 'more' },
];

export function LeftMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Study covers the level map and every game reached from it.
  const studying = /^\/(levels|games)(\/|$)/.test(pathname);
  const listening = /^\/karaoke(\/|$)/.test(pathname);
  const ranking = /^\/leaderboards(\/|$)/.test(pathname);
  const makhraj = /^\/makhraj(\/|$)/.test(pathname);
  // The player opens where the learner left it.
  const karaoke = karaokePath(usePlayerPositionStore((state) => state.position));
  const comingSoon = (items: ComingSoon) =>
    items.map(({ label, icon }) => (
      <li key={label}>
        <span className={`${styles.item} ${styles.disabled}`} aria-disabled="true" title={t('common.comingSoon')}>
          <Icon name={icon} />
          <span>{t(label)}</span>
        </span>
      </li>
    ));

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
        <li>
          <Link
            to="/leaderboards"
            className={`${styles.item} ${ranking ? styles.active : ''}`}
            aria-current={ranking ? 'page' : undefined}
          >
            <Icon name="trophy" />
            <span>{t('nav.leaderboards')}</span>
          </Link>
        </li>
        <li>
          <Link
            to="/makhraj"
            className={`${styles.item} ${makhraj ? styles.active : ''}`}
            aria-current={makhraj ? 'page' : undefined}
          >
            <Icon name="waves" />
            <span>{t('nav.makhraj')}</span>
          </Link>
        </li>
        <li>
          <Link
            to={karaoke}
            className={`${styles.item} ${listening ? styles.active : ''}`}
            aria-current={listening ? 'page' : undefined}
          >
            <Icon name="mic" />
            <span>{t('nav.karaoke')}</span>
          </Link>
        </li>
        {comingSoon(comingSoonAfterKaraoke)}
      </ul>
    </nav>
  );
}
