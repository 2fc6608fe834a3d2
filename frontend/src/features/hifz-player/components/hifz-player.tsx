import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon/icon';
import { Spinner } from '@/components/ui/spinner/spinner';
import { WeakSpotsToggle } from '@/components/weak-word/weak-word';
import { useChapterName } from '@/lib/chapters';
import { VERSE_COUNT, verseKeyOf } from '@/lib/verse-counts';
import { useWeakWords } from '@/lib/weak-words';
import { usePlayerPositionStore, type PlayerPosition } from '@/stores/player-position-store';

import { usePlayerVerses } from '../api/get-player-verses';
import { useWordTimings } from '../api/get-word-timings';
import { useRecordListening } from '../api/record-listening';
import { useListeningStart } from '../api/start-listening';
import { usePlayback } from '../hooks/use-playback';
import { usePlayerKeyboard } from '../hooks/use-player-keyboard';
import { usePlayerSettings } from '../hooks/use-player-settings';
import type { PlayerVerse } from '../types';
import { chapterTitle } from '../utils/chapter-title';
import { rangeFields } from '../utils/range';
import type { PlaybackSnapshot } from '../utils/playback-engine';
import { cursorAtVerse, versePartsOf, type ScheduleInput } from '../utils/schedule';
import styles from './hifz-player.module.css';
import { PlayerSettingsPanel } from './player-settings-panel';
import { RangePicker } from './range-picker';
import { VerseText } from './verse-text';

type HifzPlayerProps = { position: PlayerPosition };

const noVerses: PlayerVerse[] = [];
const noWords: ReadonlySet<string> = new Set();

const positionNow = () => usePlayerPositionStore.getState().position;

/**
 * The Hifz player: a range repeated with pauses, followed word by word. Verses go by their global numbers (the
 * position's, the schedule's): a range may run over several chapters, and is named by chapter and verse only
 * where the learner reads it.
 */
export function HifzPlayer({ position }: HifzPlayerProps) {
  const { t } = useTranslation('player');
  const { fromVerse, toVerse, focus } = position;
  const { setPosition, updatePosition } = usePlayerPositionStore.getState();
  const { settings, loading: settingsLoading, update } = usePlayerSettings();
  const versesQuery = usePlayerVerses(fromVerse, toVerse);
  const verses = versesQuery.data?.verses ?? noVerses;
  const weak = useWeakWords(
    verses.length > 0 ? { kind: 'verses', from: verses[0], to: verses[verses.length - 1] } : null,
  );
  const { mutate: recordListening } = useRecordListening();
  const listeningId = useListeningStart().data?.listening_id;

  // Real word timings of the current verse and the next, when the deployment has them.
  const timed = verses
    .filter((verse) => verse.global_number === position.verse || verse.global_number === position.verse + 1)
    .map((verse) => ({ number: verse.global_number, timingsUrl: verse.timings_url, wordCount: verse.words.length }));
  const timings = useWordTimings(timed);

  const scheduleVerses = useMemo(
    () => verses.map((verse) => ({ number: verse.global_number, words: verse.words })),
    [verses],
  );

  const { engine, snapshot, audioRef } = usePlayback({
    // Focus is read from the store, not this render: a handler may have just changed it.
    input: () => ({ settings, verses: scheduleVerses, focus: positionNow()?.focus ?? null }),
    audioUrl: (number) => verses.find((verse) => verse.global_number === number)?.audio_url,
    timings: (number) => timings[number] ?? null,
    savedCursor: () => {
      const saved = positionNow();
      if (!saved) return null;
      const input: ScheduleInput = { settings, verses: scheduleVerses, focus: saved.focus };
      return saved.cursor ?? cursorAtVerse(input, saved.verse - saved.fromVerse);
    },
    onStep: ({ verse, pass, verseIndex, partIndex, repeat }) =>
      updatePosition({ verse, cursor: { pass, verseIndex, partIndex, repeat } }),
    onListened: (ranges) =>
      recordListening(
        ranges.map((range) => ({
          ...rangeFields(range),
          repeats: range.repeats,
          ...(listeningId ? { listening_id: listeningId } : {}),
        })),
      ),
    // Done: play (or a reload) starts the range again from the top.
    onFinished: () => updatePosition({ verse: positionNow()?.fromVerse ?? fromVerse, cursor: null }),
  });

  // New settings or timings reshape the current step (its part, its pause). The timings object is new on every
  // render; which verses have real timings is what matters.
  const timedVerses = Object.keys(timings)
    .filter((number) => timings[Number(number)])
    .join();
  useEffect(() => engine.refreshStep(), [engine, settings, timedVerses]);

  // Another range (chosen, slid, or from the address): playback starts afresh. (A focus changes only in the
  // handlers below, which restart playback themselves.)
  useEffect(() => engine.reset(), [engine, fromVerse, toVerse]);

  // Moving past either end of the range slides it; play goes on once the new verses are in.
  const playWhenLoaded = useRef(false);
  useEffect(() => {
    if (playWhenLoaded.current && versesQuery.data) {
      playWhenLoaded.current = false;
      engine.play();
    }
  }, [engine, versesQuery.data]);

  const running = snapshot.phase === 'playing' || snapshot.phase === 'gap';
  const currentIndex = snapshot.step?.verseIndex ?? position.verse - fromVerse;

  const changeRange = (range: { fromVerse: number; toVerse: number }) => {
    setPosition({ ...range, verse: range.fromVerse, cursor: null, focus: null });
  };

  const moveVerse = (delta: -1 | 1) => {
    const target = currentIndex + delta;
    if (focus) updatePosition({ focus: null });
    if (target >= 0 && target < verses.length) {
      engine.goToVerse(target);
      return;
    }
    const from = fromVerse + delta;
    const to = toVerse + delta;
    if (from < 1 || to > VERSE_COUNT) return;
    playWhenLoaded.current = running;
    setPosition({ ...position, fromVerse: from, toVerse: to, verse: delta > 0 ? to : from, cursor: null, focus: null });
  };

  // Stable, so that a verse's line re-renders only when the verse itself changes (a juz has 564 of them).
  const playVerse = useCallback(
    (verseIndex: number) => {
      if (positionNow()?.focus) updatePosition({ focus: null });
      engine.goToVerse(verseIndex);
      engine.play();
    },
    [engine, updatePosition],
  );

  const focusPart = (verse: number, part: number | null) => {
    engine.reset();
    updatePosition({ verse, cursor: null, focus: part === null ? null : { verse, part } });
    if (part !== null) engine.play();
  };

  usePlayerKeyboard({
    onToggle: () => engine.toggle(),
    onPrevious: () => moveVerse(-1),
    onNext: () => moveVerse(1),
    onLoop: () => engine.setLoop(!engine.getSnapshot().loop),
  });

  // Hide mode: words tapped open stay open until the hidden words change.
  const hideKey = `${settings.hide_mode}:${settings.difficulty}`;
  const [hideSeed, setHideSeed] = useState(0);
  const [revealed, setRevealed] = useState({ key: '', words: new Set<string>() });
  const revealedWords = revealed.key === `${hideKey}:${hideSeed}` ? revealed.words : noWords;
  const reveal = useCallback(
    (word: string) =>
      setRevealed((current) => {
        const key = `${hideKey}:${hideSeed}`;
        return { key, words: new Set([...(current.key === key ? current.words : []), word]) };
      }),
    [hideKey, hideSeed],
  );
  const { split_mode: splitMode, split_words: splitWords } = settings;
  const partsOf = useCallback(
    (verse: PlayerVerse) =>
      versePartsOf(
        { number: verse.global_number, words: verse.words },
        { split_mode: splitMode, split_words: splitWords },
      ),
    [splitMode, splitWords],
  );

  const currentVerse = verses[currentIndex];
  const currentParts = currentVerse ? partsOf(currentVerse) : [];
  const step = snapshot.step;
  const stepVerse = step ? verseKeyOf(step.verse) : null;
  const hasRealTimings = currentVerse ? timings[currentVerse.global_number] != null : false;

  const chapterName = useChapterName();
  const first = verseKeyOf(fromVerse);
  const last = verseKeyOf(toVerse);
  const oneChapter = first.chapter === last.chapter;
  const shownChapter = verseKeyOf(position.verse).chapter;
  // Within one chapter a verse is its number; over several, its chapter too.
  const verseName = (verse: number) => {
    const key = verseKeyOf(verse);
    return oneChapter ? `${key.verse}` : `${key.chapter}:${key.verse}`;
  };

  return (
    <section
      className={styles.player}
      aria-label={
        oneChapter
          ? t('label', { chapter: chapterName(first.chapter) || first.chapter })
          : t('labelRange', { from: `${first.chapter}:${first.verse}`, to: `${last.chapter}:${last.verse}` })
      }
      data-phase={snapshot.phase}
      data-chapter={stepVerse?.chapter}
      data-verse={stepVerse?.verse}
      data-repeat={step?.repeat}
      data-pass={step?.pass}
      data-part={step?.part ? step.part.index + 1 : undefined}
      data-word={snapshot.word ?? undefined}
    >
      <div className={styles.main}>
        <h2 className={styles.chapter}>
          {t('chapter', { title: chapterTitle(shownChapter, chapterName(shownChapter)) })}
        </h2>
        <RangePicker fromVerse={fromVerse} toVerse={toVerse} onChange={changeRange} />

        <div className={styles.controls} role="group" aria-label={t('controls.label')}>
          <Button
            variant="ghost"
            aria-label={t('controls.previousVerse')}
            title={t('controls.previousVerse')}
            onClick={() => moveVerse(-1)}
          >
            <Icon name="chevronLeft" />
          </Button>
          <Button
            className={styles.playButton}
            disabled={verses.length === 0}
            aria-label={running ? t('controls.pause') : t('controls.play')}
            onClick={() => engine.toggle()}
          >
            <Icon name={running ? 'pause' : 'play'} />
          </Button>
          <Button
            variant="ghost"
            aria-label={t('controls.nextVerse')}
            title={t('controls.nextVerse')}
            onClick={() => moveVerse(1)}
          >
            <Icon name="chevronRight" />
          </Button>
          <Button
            variant={snapshot.loop ? 'primary' : 'secondary'}
            aria-pressed={snapshot.loop}
            onClick={() => engine.setLoop(!snapshot.loop)}
          >
            <Icon name="flip" size={18} />
            {t('controls.loop')}
          </Button>
          <WeakSpotsToggle weak={weak} />
        </div>

        <PlayerStatus snapshot={snapshot} passes={settings.range_repeats} verseName={verseName} />

        {versesQuery.isPending ? (
          <div className={styles.loading}>
            <Spinner size="lg" />
          </div>
        ) : versesQuery.isError ? (
          <p role="alert">{t('loadFailed')}</p>
        ) : (
          <VerseText
            verses={verses}
            currentVerse={step?.verse ?? position.verse}
            verseName={verseName}
            chapterName={chapterName}
            currentWord={snapshot.word}
            partsOf={partsOf}
            hideMode={settings.hide_mode}
            difficulty={settings.difficulty}
            hideSeed={hideSeed}
            revealed={revealedWords}
            weak={weak}
            onReveal={reveal}
            onPlayVerse={playVerse}
          />
        )}

        {currentVerse && currentParts.length > 1 && (
          <div
            className={styles.parts}
            role="group"
            aria-label={t('parts.label', { verse: verseName(currentVerse.global_number) })}
          >
            <span className={styles.hint}>{t('parts.hint')}</span>
            {currentParts.map((part) => {
              const focused = focus?.verse === currentVerse.global_number && focus.part === part.index;
              return (
                <Button
                  key={part.index}
                  variant={focused ? 'primary' : 'secondary'}
                  aria-pressed={focused}
                  onClick={() => focusPart(currentVerse.global_number, focused ? null : part.index)}
                >
                  {t('parts.part', { part: part.index + 1 })}
                </Button>
              );
            })}
            {focus && (
              <Button variant="ghost" onClick={() => focusPart(focus.verse, null)}>
                {t('parts.wholeRange')}
              </Button>
            )}
          </div>
        )}

        {settings.hide_mode !== 'none' && (
          <Button variant="ghost" onClick={() => setHideSeed((seed) => seed + 1)}>
            {t('text.reshuffle')}
          </Button>
        )}

        <details className={styles.help}>
          <summary>{t('help.title')}</summary>
          <p>{t('help.pauses')}</p>
          <p>{hasRealTimings ? t('help.real') : t('help.estimated')}</p>
          <p>{t('help.hide')}</p>
          <p>{t('help.keys')}</p>
        </details>
        {/* The recitation; the engine drives it, so it has no controls of its own. */}
        <audio ref={audioRef} preload="auto" />
      </div>

      <PlayerSettingsPanel settings={settings} disabled={settingsLoading} onChange={update} />
    </section>
  );
}

type PlayerStatusProps = {
  snapshot: PlaybackSnapshot;
  passes: number | null;
  verseName: (verse: number) => string;
};

function PlayerStatus({ snapshot, passes, verseName }: PlayerStatusProps) {
  const { t, i18n } = useTranslation('player');
  const { phase, step, gapMs, failed } = snapshot;

  let text: string;
  if (failed) {
    text = t('status.failed');
  } else if (phase === 'gap' && gapMs !== null) {
    const seconds = new Intl.NumberFormat(i18n.resolvedLanguage, { maximumFractionDigits: 1 }).format(gapMs / 1000);
    text = t('status.gap', { seconds });
  } else if (phase === 'finished') {
    text = t('status.finished');
  } else if (!step || phase === 'stopped') {
    text = t('status.ready');
  } else {
    const parts = [
      t('status.verse', { verse: verseName(step.verse) }),
      step.part && t('status.part', { part: step.part.index + 1, parts: step.part.count }),
      step.repeats === null
        ? t('status.repeatEndless', { repeat: step.repeat })
        : t('status.repeat', { repeat: step.repeat, repeats: step.repeats }),
      passes === null
        ? t('status.passEndless', { pass: step.pass })
        : passes > 1 && t('status.pass', { pass: step.pass, passes }),
    ];
    text = parts.filter(Boolean).join(' · ');
    if (phase === 'paused') text = `${t('status.paused')} · ${text}`;
  }

  return (
    <div className={styles.status}>
      <p role="status" aria-live="polite">
        {text}
      </p>
      {phase === 'gap' && gapMs !== null && (
        // A new element for every pause, so the bar empties over exactly that pause's length.
        <span
          key={step ? `${step.pass}:${step.verseIndex}:${step.partIndex}:${step.repeat}` : 'gap'}
          className={styles.gapBar}
          style={{ animationDuration: `${gapMs}ms` }}
        />
      )}
    </div>
  );
}
