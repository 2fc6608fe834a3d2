import { useTranslation } from 'react-i18next';

import { Icon } from '@/components/ui/icon/icon';

import { useAddBookmark } from '../../api/add-bookmark';
import { useIsVerseBookmarked } from '../../api/get-verse-bookmark';
import { useRemoveBookmark } from '../../api/remove-bookmark';
import styles from './learn-card.module.css';

type BookmarkButtonProps = {
  chapter: number;
  verse: number;
};

/** Saves or removes a bookmark on the verse; filled while the verse is bookmarked. */
export function BookmarkButton({ chapter, verse }: BookmarkButtonProps) {
  const { t } = useTranslation('study');
  const bookmarked = useIsVerseBookmarked(chapter, verse);
  const add = useAddBookmark();
  const remove = useRemoveBookmark();
  const isBookmarked = bookmarked.data === true;
  const busy = bookmarked.isPending || add.isPending || remove.isPending;

  const toggle = () => {
    const reference = { surah_id: chapter, ayah_id: verse };
    if (isBookmarked) remove.mutate(reference);
    else add.mutate(reference);
  };

  return (
    <button
      type="button"
      className={`${styles.iconButton} ${isBookmarked ? styles.bookmarked : ''}`}
      aria-label={t('learnCard.bookmark')}
      aria-pressed={isBookmarked}
      title={isBookmarked ? t('learnCard.removeBookmark') : t('learnCard.bookmark')}
      disabled={busy || bookmarked.isError}
      onClick={toggle}
    >
      <Icon name="bookmark" filled={isBookmarked} />
    </button>
  );
}
