import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ArabicText } from '@/components/arabic-text/arabic-text';
import { Button } from '@/components/ui/button/button';
import { Card } from '@/components/ui/card/card';
import { Icon } from '@/components/ui/icon/icon';
import { Spinner } from '@/components/ui/spinner/spinner';
import { localChapterName } from '@/lib/chapter-name';

import { useBookmarks } from '../api/get-bookmarks';
import styles from './bookmarks-card.module.css';

/** The verses the user bookmarked on the learn card, each linking back to its game page. */
export function BookmarksCard() {
  const { t, i18n } = useTranslation();
  const bookmarks = useBookmarks();
  const items = bookmarks.data?.pages.flatMap((page) => page.results) ?? [];

  let body: ReactNode;
  if (bookmarks.isPending) {
    body = <Spinner />;
  } else if (bookmarks.isError && items.length === 0) {
    body = <p className={styles.muted}>{t('profile.bookmarks.unavailable')}</p>;
  } else if (items.length === 0) {
    body = (
      <div className={styles.empty}>
        <Icon name="bookmark" size={28} />
        <p>{t('profile.bookmarks.empty')}</p>
      </div>
    );
  } else {
    body = (
      <>
        <ul className={styles.list}>
          {items.map((bookmark) => (
            <li key={`${bookmark.surah_id}:${bookmark.ayah_id}`}>
              <Link to={`/games/${bookmark.surah_id}/${bookmark.ayah_id}`} className={styles.item}>
                <span className={styles.reference}>
                  <Icon name="bookmark" size={16} filled />
                  {t('profile.bookmarks.reference', {
                    chapter: localChapterName(
                      { name_simple: bookmark.chapter_name_simple, name_simple_ru: bookmark.chapter_name_simple_ru },
                      i18n.language,
                    ),
                    surah: bookmark.surah_id,
                    ayah: bookmark.ayah_id,
                  })}
                </span>{' '}
                <ArabicText className={styles.text}>{bookmark.text}</ArabicText>
              </Link>
            </li>
          ))}
        </ul>
        {bookmarks.hasNextPage && (
          <Button
            variant="secondary"
            className={styles.more}
            disabled={bookmarks.isFetchingNextPage}
            onClick={() => void bookmarks.fetchNextPage()}
          >
            {bookmarks.isFetchingNextPage && <Spinner size="sm" />}
            {t('profile.bookmarks.showMore')}
          </Button>
        )}
      </>
    );
  }

  return <Card title={t('profile.bookmarks.title')}>{body}</Card>;
}
