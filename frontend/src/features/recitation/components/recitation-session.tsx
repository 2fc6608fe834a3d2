import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ArabicText } from '@/components/arabic-text/arabic-text';
import { RecorderBar } from '@/components/recorder/recorder-bar';
import { Button } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon/icon';
import { useVerseName } from '@/lib/chapters';
import { SLIP_KINDS, type SlipKind } from '@/lib/slip-kinds';
import type { RecitationPassage, WeakWord } from '@/types/api';

import { useSendRecitation, type SendOutcome } from '../hooks/use-send-recitation';
import { useSessionRecording } from '../hooks/use-session-recording';
import { recitationBody } from '../utils/recitation-body';
import {
  currentVerse,
  driftAsked,
  isFinished,
  markedPosition,
  markSlip,
  recitationStart,
  revealVerse,
  revealWord,
  selectWord,
  setDrift,
  shownInVerse,
  toggleHint,
  undoMark,
  versesRecited,
  weakWordsLast,
  wordAt,
  type RecitationState,
  type RecitedVerse,
} from '../utils/session';
import { DriftChoice } from './drift-choice';
import { RecitedVerseLine, type VerseLabels } from './recited-verse';
import styles from './recitation.module.css';
import { RecitationSummary } from './recitation-summary';

// The keys, by where they sit on the keyboard (event.code), so that they are the same on a Russian or Arabic layout.
const KEY_ACTIONS: Record<string, (state: RecitationState) => RecitationState> = {
  Space: revealWord,
  Enter: revealVerse,
  NumpadEnter: revealVerse,
  KeyU: undoMark,
  Backspace: undoMark,
  KeyH: toggleHint,
  ...Object.fromEntries(
    SLIP_KINDS.flatMap((kind, index) => {
      const mark = (state: RecitationState) => markSlip(state, kind);
      return [
        [`Digit${index + 1}`, mark],
        [`Numpad${index + 1}`, mark],
      ];
    }),
  ),
};

const CONTROL_KEYS = new Set(['Space', 'Enter', 'NumpadEnter', 'Backspace']);

// The controls take no focus from a click or a tap: Space goes on showing words after a mark is tapped, rather than
// pressing that mark again. Tab still reaches them.
const keepFocus = (event: MouseEvent) => event.preventDefault();

// Verses drawn past the one being recited: all hidden, they only show what comes; a juz of 564 is not drawn at once.
const VERSES_AHEAD = 2;

type RecitationSessionProps = {
  title: string;
  passage: RecitationPassage;
  /** With the learner's weak words in each, which they may reveal last. */
  verses: readonly (RecitedVerse & { weak_words: readonly WeakWord[]; audio_url: string })[];
  /** Words already shown when it begins (the mushaf's test mode, carried on). */
  revealed: number;
  onAgain: () => void;
};

type Ended = {
  state: RecitationState;
  outcome: SendOutcome | { status: 'sending' };
  /** The recording made of it, kept on the device and being sent. */
  recordingId: string | null;
};

/** A recitation from memory (docs/product.md §2.16): the words hidden, shown as the learner recites, slips marked on
 * them; at the end, sent as one call and summed up. */
export function RecitationSession({ title, passage, verses, revealed, onAgain }: RecitationSessionProps) {
  const { t } = useTranslation('recitation');
  const [state, setState] = useState(() => recitationStart(verses, revealed));
  const [sessionId] = useState(() => crypto.randomUUID());
  const [ended, setEnded] = useState<Ended | null>(null);
  const send = useSendRecitation();
  const weak = useMemo(
    () =>
      verses.some((verse) => verse.weak_words.length > 0)
        ? verses.map((verse) => new Set(verse.weak_words.map((word) => word.word)))
        : null,
    [verses],
  );
  const [weakLast, setWeakLast] = useState(false);
  const recording = useSessionRecording({ reciting: currentVerse(state), verses });

  const finish = async () => {
    const body = recitationBody(state, passage, sessionId);
    if (!body) return;
    setEnded({ state, outcome: { status: 'sending' }, recordingId: null });
    // The recitation is sent whatever becomes of its recording (a microphone gone, a device with no room to keep it).
    recording.finish(body, versesRecited(state)).then(
      (recordingId) => setEnded((current) => current && { ...current, recordingId }),
      (error: unknown) => console.error('The recording of a recitation could not be kept', error),
    );
    const outcome = await send(body);
    setEnded((current) => ({ state, outcome, recordingId: current?.recordingId ?? null }));
  };

  if (ended) {
    return (
      <RecitationSummary
        title={title}
        state={ended.state}
        outcome={ended.outcome}
        recordingId={ended.recordingId}
        onAgain={onAgain}
      />
    );
  }
  return (
    <Reciting
      title={title}
      recorderBar={
        recording.state === 'stopped' ? (
          <p className={styles.recordingKept}>{t('recording.kept')}</p>
        ) : (
          <RecorderBar
            recorder={recording.recorder}
            state={recording.state}
            problem={recording.problem}
            onStarted={recording.started}
            onStop={() => void recording.stop(recitationBody(state, passage, sessionId), versesRecited(state))}
            onMouseDown={keepFocus}
          />
        )
      }
      state={state}
      weak={weak}
      weakLast={weakLast}
      onWeakLast={(last) => {
        setWeakLast(last);
        setState((current) => weakWordsLast(current, last ? weak : null));
      }}
      onChange={setState}
      onFinish={() => void finish()}
    />
  );
}

type RecitingProps = {
  title: string;
  /** Record, and the recording's controls while it goes. */
  recorderBar: ReactNode;
  state: RecitationState;
  /** Per verse, the indexes of the learner's weak words in it; null when the passage holds none. */
  weak: readonly ReadonlySet<number>[] | null;
  weakLast: boolean;
  onWeakLast: (last: boolean) => void;
  onChange: (update: (state: RecitationState) => RecitationState) => void;
  onFinish: () => void;
};

function Reciting({ title, recorderBar, state, weak, weakLast, onWeakLast, onChange, onFinish }: RecitingProps) {
  const { t, i18n } = useTranslation('recitation');
  const verseName = useVerseName();
  const textRef = useRef<HTMLDivElement>(null);
  const finished = isFinished(state);
  const reciting = currentVerse(state);
  const marked = markedPosition(state);
  const markedWord = marked === null ? null : wordAt(state, marked);
  const drift = driftAsked(state);

  const reveal = useCallback(() => onChange(revealWord), [onChange]);
  const select = useCallback(
    (verse: number, word: number) => onChange((current) => selectWord(current, current.starts[verse] + word)),
    [onChange],
  );
  const mark = (kind: SlipKind) => onChange((current) => markSlip(current, kind));

  // Keys work anywhere on the page: Space shows the next word, Enter the rest of the verse, 1–4 mark, U or
  // Backspace undoes, H shows the first letters.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
      const target = event.target as HTMLElement;
      if (target.closest('input, select, textarea, [role="dialog"], [role="alertdialog"]')) return;
      const action = KEY_ACTIONS[event.code];
      // Space, Enter and Backspace keep their own meaning on a control the learner has moved to (Tab): they press it.
      if (!action || (CONTROL_KEYS.has(event.code) && target.closest('button, a, summary'))) return;
      event.preventDefault();
      onChange(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onChange]);

  // The word being recited stays in view as the text grows.
  useEffect(() => {
    const text = textRef.current;
    const next = text?.querySelector(`[data-verse]:nth-child(${reciting + 1})`);
    next?.scrollIntoView?.({ block: 'nearest' });
  }, [reciting, state.revealed]);

  const language = i18n.language;
  const labels: VerseLabels = useMemo(
    () => ({
      language,
      slips: (slips) => ` (${slips.map((kind) => t(`kinds.${kind}`)).join(', ')})`,
      hidden: t('hiddenWords'),
      heldBack: t('heldBack'),
    }),
    [language, t],
  );
  const slipsByVerse = useMemo(() => {
    const byVerse = new Map<number, Map<number, SlipKind[]>>();
    for (const { verse, word, kind } of state.marks) {
      const words = byVerse.get(verse) ?? new Map<number, SlipKind[]>();
      words.set(word, [...(words.get(word) ?? []), kind]);
      byVerse.set(verse, words);
    }
    return byVerse;
  }, [state.marks]);
  const noSlips = useMemo(() => new Map<number, SlipKind[]>(), []);
  const drawn = state.verses.slice(0, reciting + 1 + VERSES_AHEAD);
  const current = state.verses[reciting];

  return (
    <section className={styles.session} aria-label={title}>
      <header className={styles.header}>
        <div>
          <h2 className={styles.title}>{title}</h2>
          <p className={styles.progress} aria-live="polite">
            {finished
              ? t('progress.allShown')
              : t('progress.verse', {
                  current: reciting + 1,
                  total: state.verses.length,
                  reference: verseName(current),
                })}
          </p>
        </div>
        <Button variant={finished ? 'primary' : 'secondary'} disabled={versesRecited(state) === 0} onClick={onFinish}>
          <Icon name="check" size={18} />
          {t('finish')}
        </Button>
      </header>
      <div className={styles.recorder}>{recorderBar}</div>
      <div ref={textRef} className={styles.text} lang="ar" dir="rtl">
        {drawn.map((verse, index) => {
          return (
            <RecitedVerseLine
              key={`${verse.surah_id}:${verse.ayah_id}`}
              verse={verse}
              index={index}
              order={state.orders[index]}
              shown={shownInVerse(state, index)}
              slips={slipsByVerse.get(index) ?? noSlips}
              marked={markedWord?.verse === index ? markedWord.word : null}
              hint={state.hint}
              labels={labels}
              onSelect={select}
              onReveal={reveal}
            />
          );
        })}
        {drawn.length < state.verses.length && (
          <p className={styles.more} lang={language} dir="auto">
            {t('moreVerses', { count: state.verses.length - drawn.length })}
          </p>
        )}
      </div>
      <div className={styles.controls}>
        {/* Announced when it appears: the question follows the mark without moving the focus. */}
        <div aria-live="polite">
          {drift !== null && (
            <DriftChoice
              verse={state.verses[state.marks[drift].verse]}
              onChoose={(verse) => onChange((current) => setDrift(current, drift, verse))}
            />
          )}
        </div>
        <p className={styles.target} aria-live="polite">
          {markedWord ? (
            <>
              {t('marksGoOn', { reference: verseName(state.verses[markedWord.verse]) })}{' '}
              <ArabicText className={styles.targetWord}>
                {state.verses[markedWord.verse].words[markedWord.word]}
              </ArabicText>
            </>
          ) : (
            t('marksGoOnNone')
          )}
        </p>
        <div className={styles.marks} role="group" aria-label={t('markGroup')}>
          {SLIP_KINDS.map((kind, index) => (
            <button
              key={kind}
              type="button"
              className={`${styles.mark} ${styles[kind]}`}
              // "Forgot" prompts the next word; the others need a word shown.
              disabled={marked === null && (kind !== 'forgot' || finished)}
              aria-keyshortcuts={String(index + 1)}
              onMouseDown={keepFocus}
              onClick={() => mark(kind)}
            >
              <span className={styles.swatch} aria-hidden="true" />
              {t(`kinds.${kind}`)}
              <kbd className={styles.key} aria-hidden="true">
                {index + 1}
              </kbd>
            </button>
          ))}
        </div>
        <div className={styles.moves}>
          <Button
            variant="ghost"
            disabled={state.marks.length === 0}
            aria-keyshortcuts="U"
            onMouseDown={keepFocus}
            onClick={() => onChange(undoMark)}
          >
            {t('undo')}
          </Button>
          <Button
            variant="ghost"
            aria-pressed={state.hint}
            aria-keyshortcuts="H"
            onMouseDown={keepFocus}
            onClick={() => onChange(toggleHint)}
          >
            {t('hint')}
          </Button>
          {weak && (
            <Button
              variant="ghost"
              aria-pressed={weakLast}
              onMouseDown={keepFocus}
              onClick={() => onWeakLast(!weakLast)}
            >
              {t('weakLast')}
            </Button>
          )}
          <Button
            variant="secondary"
            disabled={finished}
            aria-keyshortcuts="Enter"
            onMouseDown={keepFocus}
            onClick={() => onChange(revealVerse)}
          >
            {t('nextVerse')}
          </Button>
          <Button
            variant="primary"
            disabled={finished}
            aria-keyshortcuts="Space"
            onMouseDown={keepFocus}
            onClick={reveal}
          >
            {t('nextWord')}
          </Button>
        </div>
        <p className={styles.keys}>{t('keys')}</p>
      </div>
    </section>
  );
}
