import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Spinner } from '@/components/ui/spinner/spinner';
import { localChapterName } from '@/lib/chapter-name';
import type { Chapter } from '@/types/api';

import { searchChapters } from '../utils/chapter-search';
import styles from './path-choice.module.css';

type ChapterPickerProps = {
  /** All 114, named in the interface language; undefined while they load. */
  chapters: Chapter[] | undefined;
  loadFailed: boolean;
  chosen: number | null;
  onChoose: (chapter: number) => void;
};

/** A searchable list of the chapters to start a custom path with; one is chosen at a time. */
export function ChapterPicker({ chapters, loadFailed, chosen, onChoose }: ChapterPickerProps) {
  const { t, i18n } = useTranslation('review');
  const [query, setQuery] = useState('');
  const searchId = useId();
  const groupName = useId();

  if (loadFailed) return <p className={styles.message}>{t('path.custom.chaptersFailed')}</p>;
  if (!chapters) return <Spinner />;
  const found = searchChapters(chapters, query);

  return (
    <>
      <div className={styles.search}>
        <label htmlFor={searchId}>{t('path.custom.search')}</label>
        <input
          id={searchId}
          className={styles.searchInput}
          type="search"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <fieldset className={styles.chapters}>
        <legend className="visually-hidden">{t('path.custom.chapters')}</legend>
        {found.length === 0 ? (
          <p className={styles.message}>{t('path.custom.noMatch', { query })}</p>
        ) : (
          <ul className={styles.chapterList}>
            {found.map((chapter) => (
              <li key={chapter.id}>
                <label className={styles.chapter}>
                  <input
                    type="radio"
                    name={groupName}
                    value={chapter.id}
                    checked={chosen === chapter.id}
                    onChange={() => onChoose(chapter.id)}
                  />
                  {/* The spaces keep the parts apart in the radio's accessible name; the grid ignores them. */}
                  <span className={styles.chapterName}>
                    {t('path.custom.chapter', { number: chapter.id, name: chapter.translated_name.name })}
                  </span>{' '}
                  <span className={styles.chapterDetail}>{localChapterName(chapter, i18n.language)}</span>{' '}
                  <span className={styles.chapterVerses}>
                    {t('path.custom.verses', { count: chapter.verses_count })}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
    </>
  );
}
