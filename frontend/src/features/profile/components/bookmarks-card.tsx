import { useTranslation } from 'react-i18next';

import { Card } from '@/components/ui/card/card';
import { Icon } from '@/components/ui/icon/icon';

import styles from './bookmarks-card.module.css';

// Placeholder (SPEC §2): bookmarking verses is not built yet.
export function BookmarksCard() {
  const { t } = useTranslation();

  return (
    <Card title={t('profile.bookmarks.title')}>
      <div className={styles.empty}>
        <Icon name="bookmark" size={28} />
        <p>{t('profile.bookmarks.empty')}</p>
      </div>
    </Card>
  );
}
