import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Button, ButtonLink } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon/icon';
import { Spinner } from '@/components/ui/spinner/spinner';
import { WeakSpotsToggle } from '@/components/weak-word/weak-word';
import { recitePath } from '@/lib/recite-path';
import { globalVerseNumber } from '@/lib/verse-counts';
import { useWeakWords } from '@/lib/weak-words';
import { karaokeVersePath, usePlayerPositionStore } from '@/stores/player-position-store';
import type { MushafPage, VerseReference } from '@/types/api';

import { useMushafPages, usePrefetchPages } from '../api/get-mushaf-page';
import { useMemorisedOnPage } from '../api/get-page-progress';
import { useSwipe } from '../hooks/use-swipe';
import { useWideScreen } from '../hooks/use-wide-screen';
import { useLastPageStore } from '../stores/last-page-store';
import {
  firstHiddenWord,
  hideAll,
  hideFrom,
  hidesMore,
  NOT_HIDING,
  revealNext,
  revealThrough,
  type Hiding,
  type RevealUnit,
} from '../utils/hiding';
import { pageLines, pageWordCount, type MushafLine, type PlacedWord } from '../utils/page-lines';
import { shownPages, turnedPage } from '../utils/spread';
import { MushafPageSheet } from './mushaf-page-sheet';
import styles from './mushaf.module.css';
import { PagePicker } from './page-picker';
import { VerseDialog } from './verse-dialog';

type MushafReaderProps = {
  page: number;
  /** "surah:ayah" of a verse to light, from the address. */
  highlighted: string | null;
  learnCardPath: (verse: VerseReference) => string;
};

const NO_VERSES: ReadonlySet<string> = new Set();

/** The mushaf at a page: turned by swipe, arrow keys or buttons (right to left: the next page lies to the left), two
 * pages open side by side on a wide screen, and a hide mode to recite a page from memory and check it. */
export function MushafReader({ page, highlighted, learnCardPath }: MushafReaderProps) {
  const { t } = useTranslation('mushaf');
  const navigate = useNavigate();
  const wide = useWideScreen();
  const pages = shownPages(page, wide);
  const weak = useWeakWords({ kind: 'pages', from: Math.min(...pages), to: Math.max(...pages) });
  const queries = useMushafPages(pages);
  const loaded = queries.map((query) => query.data).filter((data): data is MushafPage => data !== undefined);
  const [hiding, setHiding] = useState<Hiding>(NOT_HIDING);
  const [tint, setTint] = useState(false);
  const [dialogVerse, setDialogVerse] = useState<VerseReference | null>(null);

  const before = turnedPage(page, -1, wide);
  const after = turnedPage(page, 1, wide);
  // Whole spreads either side, so that a turn shows both its pages at once.
  usePrefetchPages([before, after].flatMap((turn) => (turn === null ? [] : shownPages(turn, wide))));

  useEffect(() => useLastPageStore.getState().setPage(page), [page]);

  const goTo = useCallback(
    (target: number | null) => {
      if (target === null) return;
      // A turned page is hidden afresh, whole, when hide mode is on.
      setHiding((current) => (current.on ? hideAll(current) : current));
      void navigate(`/mushaf/${target}`, { replace: true });
    },
    [navigate],
  );

  const revealNextOnShown = useCallback(() => {
    setHiding((current) => {
      const next = loaded.find((data) => hidesMore(current, data.page, pageWordCount(data)));
      return next ? revealNext(current, next.page, pageLines(next)) : current;
    });
  }, [loaded]);

  const dialogPage = dialogVerse
    ? loaded.find((data) =>
        data.verses.some((v) => v.surah_id === dialogVerse.surah_id && v.ayah_id === dialogVerse.ayah_id),
      )
    : undefined;
  // The dialog shows while its verse's page does (not once the screen turns from a spread to one page without it).
  const dialogOpen = dialogVerse !== null && dialogPage !== undefined;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (dialogOpen || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, select, textarea, summary, button, a')) return;
      if (event.key === 'ArrowLeft') goTo(after);
      else if (event.key === 'ArrowRight') goTo(before);
      else if (event.key === ' ' && hiding.on) revealNextOnShown();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [after, before, dialogOpen, goTo, hiding.on, revealNextOnShown]);

  // The finger pulls the next page in from the left: a move to the right turns forward.
  const swipe = useSwipe((direction) => goTo(direction === 'right' ? after : before));

  const onReveal = useCallback((shown: number, word: PlacedWord, line: MushafLine) => {
    setHiding((current) => {
      const last = line.kind === 'verses' && current.unit === 'line' ? line.words[line.words.length - 1] : word;
      return revealThrough(current, shown, last.order);
    });
  }, []);

  const playRange = (fromVerse: number, toVerse: number) => {
    usePlayerPositionStore.getState().setPosition({ fromVerse, toVerse, verse: fromVerse, cursor: null, focus: null });
    void navigate(karaokeVersePath(fromVerse));
  };
  const verseOf = (verse: VerseReference) => globalVerseNumber({ chapter: verse.surah_id, verse: verse.ayah_id });
  const failed = queries.some((query) => query.isError);
  const allRevealed = hiding.on && loaded.every((data) => !hidesMore(hiding, data.page, pageWordCount(data)));

  return (
    <section className={styles.reader} aria-label={t('title')}>
      <div className={styles.toolbar}>
        <nav className={styles.turns} aria-label={t('nav.label')}>
          {/* Right to left, as the mushaf: the previous page's button on the right, the next one's on the left. */}
          <Button
            variant="secondary"
            onClick={() => goTo(before)}
            disabled={before === null}
            aria-label={t('nav.previous')}
            title={t('nav.previous')}
          >
            <span aria-hidden="true">→</span>
          </Button>
          <PagePicker key={page} page={page} onPick={goTo} />
          <Button
            variant="secondary"
            onClick={() => goTo(after)}
            disabled={after === null}
            aria-label={t('nav.next')}
            title={t('nav.next')}
          >
            <span aria-hidden="true">←</span>
          </Button>
        </nav>
        <HideControls
          hiding={hiding}
          onChange={setHiding}
          onRevealNext={revealNextOnShown}
          allRevealed={allRevealed}
          recitation={recitationFrom(hiding, loaded)}
        />
        <WeakSpotsToggle weak={weak} />
        <label className={styles.check}>
          <input type="checkbox" checked={tint} onChange={(event) => setTint(event.target.checked)} />
          {t('tint')}
        </label>
      </div>
      <p className={styles.turnHint}>{t('nav.hint')}</p>
      {failed ? (
        <div role="alert" className={styles.failed}>
          <p>{t('loadFailed')}</p>
          <Button variant="secondary" onClick={() => queries.forEach((query) => void query.refetch())}>
            {t('retry')}
          </Button>
        </div>
      ) : loaded.length < pages.length ? (
        <Spinner size="lg" />
      ) : (
        <div className={styles.spread} {...swipe}>
          {loaded.map((data) => (
            <ShownPage
              key={data.page}
              page={data}
              hiding={hiding}
              tint={tint}
              highlighted={highlighted}
              weak={weak}
              onReveal={onReveal}
              onVerse={setDialogVerse}
            />
          ))}
        </div>
      )}
      {dialogVerse && dialogPage && (
        <VerseDialog
          verse={dialogVerse}
          learnCardPath={learnCardPath}
          onClose={() => setDialogVerse(null)}
          onPlayVerse={() => playRange(verseOf(dialogVerse), verseOf(dialogVerse))}
          onPlayPage={() => {
            const { verses } = dialogPage;
            playRange(verseOf(verses[0]), verseOf(verses[verses.length - 1]));
          }}
          onTestFromHere={() => {
            const start = pageLines(dialogPage)
              .flatMap((line) => (line.kind === 'verses' ? line.words : []))
              .find((word) => word.surahId === dialogVerse.surah_id && word.ayahId === dialogVerse.ayah_id);
            const earlier = loaded.filter((data) => data.page < dialogPage.page);
            const shownWhole = Object.fromEntries(earlier.map((data) => [data.page, pageWordCount(data)]));
            if (start) setHiding((current) => hideFrom(current, dialogPage.page, start.order, shownWhole));
            setDialogVerse(null);
          }}
        />
      )}
    </section>
  );
}

type ShownPageProps = Omit<Parameters<typeof MushafPageSheet>[0], 'memorised'> & { tint: boolean };

/** A page with the learner's memorised verses, fetched only once they ask for the tint. */
function ShownPage({ tint, ...props }: ShownPageProps) {
  const memorised = useMemorisedOnPage(props.page.page, tint).data;
  return <MushafPageSheet {...props} memorised={tint ? (memorised ?? NO_VERSES) : NO_VERSES} />;
}

/** Test mode carried on as a recitation with slips marked: from the first hidden word to the end of the pages shown,
 * the words before it in its verse already shown. Null when nothing is hidden. */
function recitationFrom(hiding: Hiding, pages: readonly MushafPage[]): string | null {
  const word = firstHiddenWord(hiding, pages);
  const lastPage = pages.reduce<MushafPage | null>(
    (last, page) => (!last || page.page > last.page ? page : last),
    null,
  );
  const last = lastPage?.verses[lastPage.verses.length - 1];
  if (!word || !last) return null;
  const from = { surah_id: word.surahId, ayah_id: word.ayahId };
  return recitePath({ kind: 'verses', from, to: { surah_id: last.surah_id, ayah_id: last.ayah_id } }, word.index);
}

type HideControlsProps = {
  hiding: Hiding;
  onChange: (hiding: Hiding) => void;
  onRevealNext: () => void;
  allRevealed: boolean;
  /** Where "Mark my slips" carries the test on, as a recitation. */
  recitation: string | null;
};

function HideControls({ hiding, onChange, onRevealNext, allRevealed, recitation }: HideControlsProps) {
  const { t } = useTranslation('mushaf');
  // The button pressed gives way to the other state's controls: the focus moves to the first of them.
  const focusTarget = useRef<HTMLButtonElement>(null);
  const switched = useRef(false);
  useEffect(() => {
    if (switched.current) focusTarget.current?.focus();
    switched.current = false;
  }, [hiding.on]);
  const toggle = (next: Hiding) => {
    switched.current = true;
    onChange(next);
  };

  if (!hiding.on) {
    return (
      <Button ref={focusTarget} variant="primary" onClick={() => toggle(hideAll(hiding))}>
        {t('hide.start')}
      </Button>
    );
  }
  return (
    <fieldset className={styles.hideControls}>
      <legend>{t('hide.label')}</legend>
      <p className={styles.hideHelp}>{t('hide.help')}</p>
      <label className={styles.check}>
        {t('hide.unit')}{' '}
        <select
          value={hiding.unit}
          onChange={(event) => onChange({ ...hiding, unit: event.target.value as RevealUnit })}
        >
          <option value="line">{t('hide.line')}</option>
          <option value="word">{t('hide.word')}</option>
        </select>
      </label>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={hiding.hint}
          onChange={(event) => onChange({ ...hiding, hint: event.target.checked })}
        />
        {t('hide.hint')}
      </label>
      <Button ref={focusTarget} variant="primary" onClick={onRevealNext} disabled={allRevealed}>
        {t('hide.next')}
      </Button>
      <Button variant="secondary" onClick={() => toggle({ ...hiding, on: false, revealed: {} })}>
        {t('hide.stop')}
      </Button>
      {recitation && (
        <ButtonLink variant="ghost" to={recitation}>
          <Icon name="mic" size={18} />
          {t('hide.recite')}
        </ButtonLink>
      )}
      {allRevealed && (
        <p role="status" className={styles.hideDone}>
          {t('hide.done')}
        </p>
      )}
    </fieldset>
  );
}
