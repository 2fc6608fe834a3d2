import { memo, useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { quranFontText } from '@/components/arabic-text/quran-font-text';
import { WeakWordSpan } from '@/components/weak-word/weak-word';
import { useChapterName, useChapters } from '@/lib/chapters';
import { firstLetter, verseEndMarker } from '@/lib/mushaf-marks';
import type { WeakWordFinder } from '@/lib/weak-words';
import type { MushafPage, VerseReference, WeakWord } from '@/types/api';

import { pageRenderedMeasure } from '../api/get-mushaf-page';
import { isHidden, type Hiding } from '../utils/hiding';
import { pageLines, type LineMark, type MushafLine, type PlacedWord } from '../utils/page-lines';
import styles from './mushaf.module.css';

// The basmala line a chapter opens with (Al-Fatihah's is its first verse, At-Tawbah has none): Hafiz's text of 1:1.
const BASMALA = 'بِسۡمِ ٱللَّهِ ٱلرَّحۡمَٰنِ ٱلرَّحِيمِ';
const SURAH = 'سُورَةُ';

type MushafPageSheetProps = {
  page: MushafPage;
  hiding: Hiding;
  /** "surah:ayah" of the verses to tint as memorised; empty when the learner does not tint them. */
  memorised: ReadonlySet<string>;
  /** "surah:ayah" of a verse to light (the one the learner came to see). */
  highlighted: string | null;
  /** The learner's weak words, underlined. */
  weak: WeakWordFinder;
  onReveal: (page: number, word: PlacedWord, line: MushafLine) => void;
  onVerse: (verse: VerseReference) => void;
};

const verseKey = (word: PlacedWord) => `${word.surahId}:${word.ayahId}`;

/** One page of the mushaf as printed: its lines justified to the page's width, the title and basmala of each chapter
 * that opens on it, verse end markers, juz and hizb marks in the margin, and its number. */
export const MushafPageSheet = memo(function MushafPageSheet(props: MushafPageSheetProps) {
  const { page, hiding, memorised, highlighted, weak, onReveal, onVerse } = props;
  const { t, i18n } = useTranslation('mushaf');
  const chapterName = useChapterName();
  const lines = pageLines(page);
  // The names given to parts of the Arabic page are in the interface's language, and say so to screen readers.
  const language = i18n.language;
  const linesRef = useFittedLines(page.page);
  const first = page.verses[0];
  // The words' accessible names, made once per page rather than asked of i18next by each of its ~150 words.
  const labels: WordLabels = {
    language,
    verseActions: (reference, memorised) =>
      `${t('verse.actions', { reference })}${memorised ? ` (${t('memorised')})` : ''}`,
    revealWord: t('hide.revealWord'),
  };

  useEffect(() => {
    const frame = requestAnimationFrame(() => pageRenderedMeasure(page.page));
    return () => cancelAnimationFrame(frame);
  }, [page.page]);

  // The verse the learner came to see, brought into view.
  useEffect(() => {
    if (highlighted)
      linesRef.current?.querySelector(`[data-verse="${highlighted}"]`)?.scrollIntoView?.({ block: 'center' });
  }, [highlighted, linesRef]);

  return (
    <article
      className={[styles.sheet, page.page <= 2 && styles.opening].filter(Boolean).join(' ')}
      aria-label={t('pageLabel', { page: page.page })}
    >
      <header className={styles.sheetHeader}>
        <span>{chapterName(first.surah_id)}</span>
        <span>{t('juz', { juz: first.juz })}</span>
      </header>
      <div ref={linesRef} className={styles.lines} lang="ar" dir="rtl">
        {lines.map((line) => {
          if (line.kind === 'chapter') return <ChapterTitle key={line.number} chapter={line.surahId} />;
          if (line.kind === 'basmala') {
            return (
              <p key={line.number} className={`${styles.line} ${styles.basmala}`}>
                {BASMALA}
              </p>
            );
          }
          // A line hidden whole is one control (its words hold none); a line hidden from a verse in its middle
          // reveals with a tap on a hidden word, or Space.
          const wholeLineHidden = line.words.every((word) => isHidden(hiding, page.page, word.order));
          const revealLine = (event: KeyboardEvent) => {
            if (event.key !== 'Enter' && event.key !== ' ') return;
            event.preventDefault();
            onReveal(page.page, line.words[line.words.length - 1], line);
            focusNextHiddenLine(event.currentTarget);
          };
          return (
            <p
              key={line.number}
              className={styles.line}
              data-line={line.number}
              {...(wholeLineHidden && hiding.unit === 'line'
                ? {
                    role: 'button',
                    tabIndex: 0,
                    lang: language,
                    'aria-label': t('hide.revealLine', { line: line.number }),
                    'data-hidden-line': true,
                    onClick: () => onReveal(page.page, line.words[line.words.length - 1], line),
                    onKeyDown: revealLine,
                  }
                : {})}
            >
              {line.marks.map((mark) => (
                <MarginMark key={mark.kind} mark={mark} language={language} />
              ))}
              {line.words.map((word) => (
                <Word
                  key={word.order}
                  labels={labels}
                  word={word}
                  hidden={isHidden(hiding, page.page, word.order)}
                  hint={hiding.hint}
                  unit={hiding.unit}
                  tinted={memorised.has(verseKey(word))}
                  highlighted={highlighted === verseKey(word)}
                  weak={weak.find({ surah_id: word.surahId, ayah_id: word.ayahId }, word.index)}
                  onReveal={() => onReveal(page.page, word, line)}
                  onVerse={() => onVerse({ surah_id: word.surahId, ayah_id: word.ayahId })}
                />
              ))}
            </p>
          );
        })}
      </div>
      <footer className={styles.pageNumber}>{page.page}</footer>
    </article>
  );
});

type WordLabels = {
  language: string;
  verseActions: (reference: string, memorised: boolean) => string;
  revealWord: string;
};

type WordProps = {
  labels: WordLabels;
  word: PlacedWord;
  hidden: boolean;
  hint: boolean;
  unit: Hiding['unit'];
  tinted: boolean;
  highlighted: boolean;
  weak: WeakWord | undefined;
  onReveal: () => void;
  onVerse: () => void;
};

function Word({ labels, word, hidden, hint, unit, tinted, highlighted, weak, onReveal, onVerse }: WordProps) {
  const classes = [styles.word, tinted && styles.memorised, highlighted && styles.highlighted].filter(Boolean);
  const text = quranFontText(word.text);
  const marker = word.endsVerse && (
    <button
      type="button"
      className={[styles.verseEnd, ...classes.slice(1)].join(' ')}
      lang={labels.language}
      aria-label={labels.verseActions(verseKey(word), tinted)}
      onClick={(event) => {
        event.stopPropagation();
        onVerse();
      }}
    >
      {verseEndMarker(word.ayahId)}
    </button>
  );
  if (!hidden) {
    return (
      <>
        <WeakWordSpan
          weak={weak}
          className={classes.join(' ')}
          data-verse={verseKey(word)}
          onClick={(event) => {
            event.stopPropagation();
            onVerse();
          }}
        >
          {text}
        </WeakWordSpan>
        {marker}
      </>
    );
  }
  // A hidden word keeps its width (the line stays as printed); its first letters may show as a hint.
  const reveal =
    unit === 'word' ? { role: 'button', tabIndex: 0, lang: labels.language, 'aria-label': labels.revealWord } : {};
  return (
    <>
      <span
        className={`${styles.word} ${styles.hidden}`}
        data-verse={verseKey(word)}
        {...reveal}
        onClick={(event) => {
          event.stopPropagation();
          onReveal();
        }}
        onKeyDown={(event) => unit === 'word' && event.key === 'Enter' && onReveal()}
      >
        <span className={styles.ghost} aria-hidden="true">
          {text}
        </span>
        {hint && (
          <span className={styles.hint} aria-hidden="true">
            {quranFontText(firstLetter(word.text))}
          </span>
        )}
      </span>
      {word.endsVerse && <span className={`${styles.verseEnd} ${styles.hidden}`}>{verseEndMarker(word.ayahId)}</span>}
    </>
  );
}

function ChapterTitle({ chapter }: { chapter: number }) {
  const { t, i18n } = useTranslation('mushaf');
  const name = useChapters().data?.find((candidate) => candidate.id === chapter)?.name_arabic ?? '';
  const chapterName = useChapterName();
  return (
    <h2
      className={styles.chapterTitle}
      lang={i18n.language}
      aria-label={t('chapterTitle', { name: chapterName(chapter) })}
    >
      <span aria-hidden="true">{`${SURAH} ${name}`}</span>
    </h2>
  );
}

function MarginMark({ mark, language }: { mark: LineMark; language: string }) {
  const { t } = useTranslation('mushaf');
  const label =
    mark.kind === 'juz'
      ? t('marks.juz', { juz: mark.juz })
      : mark.quarter === 0
        ? t('marks.hizb', { hizb: mark.hizb })
        : t(`marks.quarter${mark.quarter as 1 | 2 | 3}`, { hizb: mark.hizb });
  return (
    <span
      className={mark.kind === 'juz' ? styles.juzMark : styles.quarterMark}
      role="note"
      lang={language}
      aria-label={label}
    >
      <span aria-hidden="true">{mark.kind === 'juz' ? mark.juz : '۞'}</span>
    </span>
  );
}

/**
 * Fits the page's lines to its width: the font scales with the page (CSS), and on a page whose widest line is still
 * wider than the page at that size (a tenth of them, or a narrower font fallback) every line is scaled down alike, so
 * that the page keeps one size of script and never scrolls sideways. Measured again when the page's width changes.
 */
function useFittedLines(pageNumber: number) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const container = ref.current;
    if (!container) return;
    let fittedWidth = -1;
    const fit = () => {
      // Fitting changes the page's height, not its width: only a new width needs another fit.
      if (container.clientWidth === fittedWidth) return;
      fittedWidth = container.clientWidth;
      container.style.removeProperty('--fit');
      const lines = [...container.querySelectorAll<HTMLElement>('[data-line]')];
      const overflow = Math.max(1, ...lines.map((line) => line.scrollWidth / (line.clientWidth || 1)));
      if (overflow > 1) container.style.setProperty('--fit', (1 / overflow).toFixed(3));
    };
    fit();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    observer?.observe(container);
    // The Qur'an font may arrive after the page is drawn in a fallback (font-display: swap): fit again in it.
    const refit = () => {
      fittedWidth = -1;
      fit();
    };
    document.fonts?.addEventListener('loadingdone', refit);
    return () => {
      observer?.disconnect();
      document.fonts?.removeEventListener('loadingdone', refit);
    };
  }, [pageNumber]);
  return ref;
}

/** After a line revealed from the keyboard, the focus goes on to the next hidden line, or stays on the page. */
function focusNextHiddenLine(revealed: Element) {
  const sheet = revealed.closest('article');
  requestAnimationFrame(() => sheet?.querySelector<HTMLElement>('[data-hidden-line]')?.focus());
}
