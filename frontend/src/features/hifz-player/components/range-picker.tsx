import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button/button';
import { useChapterName } from '@/lib/chapters';
import { useJuzList } from '@/lib/juz';
import { chapterNumbers, globalVerseNumber, PAGE_COUNT, verseCount, verseKeyOf } from '@/lib/verse-counts';
import type { VerseReference } from '@/types/api';

import { usePageRange } from '../api/get-page-range';
import { chapterTitle } from '../utils/chapter-title';
import {
  globalNumberOf,
  isPlayableRange,
  RANGE_VERSES_MAX,
  withFirstVerse,
  withLastVerse,
  type VerseRange,
} from '../utils/range';
import styles from './hifz-player.module.css';

type RangePickerProps = VerseRange & { onChange: (range: VerseRange) => void };

/**
 * The range to repeat, by global verse numbers: from any verse of any surah to any later one (so over several
 * surahs), or a whole juz, hizb or run of mushaf pages. Moving one end past the other moves both; a range is at
 * most the longest juz.
 */
export function RangePicker({ fromVerse, toVerse, onChange }: RangePickerProps) {
  const { t } = useTranslation('player');
  const range = { fromVerse, toVerse };

  return (
    <fieldset className={styles.range}>
      <legend>{t('range.legend')}</legend>
      <VerseEnd end="from" verse={fromVerse} onChange={(verse) => onChange(withFirstVerse(range, verse))} />
      <VerseEnd end="to" verse={toVerse} onChange={(verse) => onChange(withLastVerse(range, verse))} />
      <details className={styles.portions}>
        <summary>{t('range.portions')}</summary>
        <PortionSelect onChange={onChange} />
        <PageRangeForm onChange={onChange} />
      </details>
    </fieldset>
  );
}

type VerseEndProps = { end: 'from' | 'to'; verse: number; onChange: (verse: number) => void };

/** One end of the range: a surah and a verse of it. A new surah starts the range at its first verse, or ends it at
 * its last. */
function VerseEnd({ end, verse, onChange }: VerseEndProps) {
  const { t } = useTranslation('player');
  const chapterName = useChapterName();
  const id = useId();
  const key = verseKeyOf(verse);
  const verses = Array.from({ length: verseCount(key.chapter) }, (_, index) => index + 1);

  const changeChapter = (chapter: number) =>
    onChange(globalVerseNumber({ chapter, verse: end === 'from' ? 1 : verseCount(chapter) }));

  return (
    <div className={styles.rangeEnd}>
      <label htmlFor={`${id}-chapter`}>{t(end === 'from' ? 'range.fromChapter' : 'range.toChapter')}</label>
      <select
        id={`${id}-chapter`}
        className={styles.chapterSelect}
        value={key.chapter}
        onChange={(event) => changeChapter(Number(event.target.value))}
      >
        {chapterNumbers.map((chapter) => (
          <option key={chapter} value={chapter}>
            {chapterTitle(chapter, chapterName(chapter))}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-verse`}>{t(end === 'from' ? 'range.from' : 'range.to')}</label>
      <select
        id={`${id}-verse`}
        value={key.verse}
        onChange={(event) => onChange(globalVerseNumber({ chapter: key.chapter, verse: Number(event.target.value) }))}
      >
        {verses.map((number) => (
          <option key={number} value={number}>
            {number}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A whole juz or hizb, as GET /juz/ bounds them. */
function PortionSelect({ onChange }: { onChange: (range: VerseRange) => void }) {
  const { t } = useTranslation('player');
  const juzList = useJuzList().data;
  const id = useId();
  const reference = (verse: VerseReference) => `${verse.surah_id}:${verse.ayah_id}`;
  const bounds = (portion: { first: VerseReference; last: VerseReference }) => ({
    from: reference(portion.first),
    to: reference(portion.last),
  });

  return (
    <div className={styles.rangeEnd}>
      <label htmlFor={id}>{t('range.portion')}</label>
      <select
        id={id}
        value=""
        disabled={!juzList}
        onChange={(event) => {
          const [first, last] = event.target.value.split('-').map(Number);
          onChange({ fromVerse: first, toVerse: last });
        }}
      >
        <option value="" disabled>
          {t('range.portionChoose')}
        </option>
        {juzList?.map((juz) => (
          <optgroup key={juz.number} label={t('range.juzGroup', { number: juz.number })}>
            <option value={`${globalNumberOf(juz.first)}-${globalNumberOf(juz.last)}`}>
              {t('range.juz', { number: juz.number, ...bounds(juz) })}
            </option>
            {juz.hizbs.map((hizb) => (
              <option key={hizb.number} value={`${globalNumberOf(hizb.first)}-${globalNumberOf(hizb.last)}`}>
                {t('range.hizb', { number: hizb.number, ...bounds(hizb) })}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}

/** A run of pages of the Madani mushaf, from the first verse of one to the last of the other. */
function PageRangeForm({ onChange }: { onChange: (range: VerseRange) => void }) {
  const { t } = useTranslation('player');
  const pageRange = usePageRange();
  const id = useId();
  const [pages, setPages] = useState({ from: '1', to: '1' });
  const [problem, setProblem] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const problemId = problem ? `${id}-problem` : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const from = Number(pages.from);
    const to = Number(pages.to);
    const isPage = (page: number) => Number.isInteger(page) && page >= 1 && page <= PAGE_COUNT;
    if (!isPage(from) || !isPage(to) || to < from) {
      setProblem(t('range.pagesInvalid', { count: PAGE_COUNT }));
      return;
    }
    setLoading(true);
    try {
      const range = await pageRange(from, to);
      if (isPlayableRange(range)) {
        setProblem(null);
        onChange(range);
      } else {
        setProblem(t('range.tooLong', { max: RANGE_VERSES_MAX }));
      }
    } catch {
      setProblem(t('range.pagesFailed'));
    } finally {
      setLoading(false);
    }
  };

  return (
    <form className={styles.rangeEnd} onSubmit={(event) => void submit(event)} noValidate>
      <PageInput
        id={`${id}-from`}
        label={t('range.fromPage')}
        value={pages.from}
        problemId={problemId}
        onChange={(from) => setPages({ ...pages, from })}
      />
      <PageInput
        id={`${id}-to`}
        label={t('range.toPage')}
        value={pages.to}
        problemId={problemId}
        onChange={(to) => setPages({ ...pages, to })}
      />
      <Button type="submit" variant="secondary" disabled={loading}>
        {t('range.takePages')}
      </Button>
      {problem && (
        <p id={problemId ?? undefined} role="alert" className={styles.rangeProblem}>
          {problem}
        </p>
      )}
    </form>
  );
}

type PageInputProps = {
  id: string;
  label: string;
  value: string;
  /** The message saying what is wrong with the pages, when something is. */
  problemId: string | null;
  onChange: (value: string) => void;
};

function PageInput({ id, label, value, problemId, onChange }: PageInputProps) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={PAGE_COUNT}
        value={value}
        aria-invalid={problemId ? true : undefined}
        aria-describedby={problemId ?? undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}
