import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button/button';
import { apiClient } from '@/lib/api-client';
import { toastApiError } from '@/lib/api-error';
import { useChapterName } from '@/lib/chapters';
import { useContentVersion } from '@/lib/content-version';
import { useJuzList } from '@/lib/juz';
import { chapterNumbers, PAGE_COUNT } from '@/lib/verse-counts';
import type { Verse } from '@/types/api';

import { pageNumber } from '../utils/spread';
import styles from './mushaf.module.css';

type PagePickerProps = { page: number; onPick: (page: number) => void };

/** Goes to a page by its number, or to where a surah or a juz opens. */
export function PagePicker({ page, onPick }: PagePickerProps) {
  const { t } = useTranslation('mushaf');
  const chapterName = useChapterName();
  const juzList = useJuzList().data ?? [];
  const { version } = useContentVersion();
  const [typed, setTyped] = useState(String(page));
  const [invalid, setInvalid] = useState(false);
  const ids = { page: useId(), chapter: useId(), juz: useId(), error: useId() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = pageNumber(typed.trim());
    setInvalid(chosen === null);
    if (chosen !== null) onPick(chosen);
  };
  // A surah's page is its first verse's, from the learn card's call: public and versioned, so the browser keeps it.
  // The picker is new on each page (its key), so an answer that comes after the learner turned the page is dropped.
  const mounted = useRef(true);
  useEffect(() => () => void (mounted.current = false), []);
  const pickChapter = (chapter: number) =>
    apiClient.get<Verse>(`/verses/${chapter}/1/`, { params: { v: version } }).then(
      (response) => mounted.current && onPick(response.data.page),
      (error: unknown) => toastApiError(error, t('loadFailed')),
    );

  return (
    <details className={styles.picker}>
      <summary>{t('pageLabel', { page })}</summary>
      <form className={styles.pickerForm} onSubmit={submit} noValidate>
        <label htmlFor={ids.page}>{t('picker.page')}</label>
        <span className={styles.pickerRow}>
          <input
            id={ids.page}
            type="number"
            inputMode="numeric"
            min={1}
            max={PAGE_COUNT}
            value={typed}
            aria-invalid={invalid}
            aria-describedby={invalid ? ids.error : undefined}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            {t('picker.go')}
          </Button>
        </span>
        {invalid && (
          <span id={ids.error} role="alert" className={styles.pickerError}>
            {t('picker.pageRange')}
          </span>
        )}
        <label htmlFor={ids.chapter}>{t('picker.chapter')}</label>
        <select id={ids.chapter} value="" onChange={(event) => void pickChapter(Number(event.target.value))}>
          <option value="" disabled>
            {t('picker.choose')}
          </option>
          {chapterNumbers.map((chapter) => (
            <option key={chapter} value={chapter}>
              {`${chapter}. ${chapterName(chapter)}`}
            </option>
          ))}
        </select>
        <label htmlFor={ids.juz}>{t('picker.juz')}</label>
        <select id={ids.juz} value="" onChange={(event) => onPick(Number(event.target.value))}>
          <option value="" disabled>
            {t('picker.choose')}
          </option>
          {juzList.map((juz) => (
            <option key={juz.number} value={juz.page}>
              {`${t('juz', { juz: juz.number })}: ${juz.opening_words}`}
            </option>
          ))}
        </select>
      </form>
    </details>
  );
}
