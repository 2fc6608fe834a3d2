/**
 * Drives one <audio> element through the schedule: plays each step (a whole verse, or a part's slice of it),
 * waits out the pause after it, and reports where it is for the page to show (verse, word, pause).
 *
 * Framework-free on purpose: React reads it through useSyncExternalStore (hooks/use-playback.ts), and the
 * component tests drive it with the media events a browser would send.
 */
import type { WordTiming } from '@/lib/word-timings';

import {
  cursorAtVerse,
  firstCursor,
  isCursorValid,
  nextCursor,
  stepAt,
  type Cursor,
  type ListenedRange,
  type ScheduleInput,
  type Step,
} from './schedule';
import { estimateWordTimings, wordAt } from './word-timings';

/** stopped: nothing started yet; gap: the pause after a step, for the learner to recite it back. */
export type PlaybackPhase = 'stopped' | 'playing' | 'paused' | 'gap' | 'finished';

export type PlaybackSnapshot = {
  phase: PlaybackPhase;
  /** The step playing, paused or just played; before any, where play will start. */
  step: Step | null;
  /** The word being recited, as an index into the step's verse. */
  word: number | null;
  /** The pause under way (or paused) and how long it is. */
  gapMs: number | null;
  loop: boolean;
  /** The audio could not be played (a missing file, a refused autoplay). */
  failed: boolean;
};

export type PlaybackSource = {
  /** The schedule as the page now has it (settings, verses, focus); durations and loop are the engine's. */
  input: () => Omit<ScheduleInput, 'durationsMs' | 'loop'>;
  audioUrl: (verse: number) => string | undefined;
  /** The verse's real word timings, once loaded. */
  timings: (verse: number) => readonly WordTiming[] | null | undefined;
  /** Where to start: a saved position, or null for the start of the range. */
  savedCursor: () => Cursor | null;
  /** Each step as it starts, so the position can be saved. */
  onStep: (step: Step) => void;
  /** Each finished pass over the range. */
  onListened: (ranges: ListenedRange[]) => void;
  /** The schedule ran to its end. */
  onFinished: () => void;
};

const HAVE_METADATA = 1;
const initial: PlaybackSnapshot = { phase: 'stopped', step: null, word: null, gapMs: null, loop: false, failed: false };

export class PlaybackEngine {
  private snapshot: PlaybackSnapshot = initial;
  private readonly listeners = new Set<() => void>();
  private readonly durationsMs: Record<number, number> = {};
  private cursor: Cursor | null = null;
  private currentUrl: string | null = null;
  private currentVerse: number | null = null;
  private gapTimer: ReturnType<typeof setTimeout> | null = null;
  /** The step the pause under way leads to. */
  private gapNext: Cursor | null = null;
  private gapEndsAt = 0;
  private gapLeftMs = 0;
  /** What `paused` interrupted. */
  private pausedIn: 'audio' | 'gap' = 'audio';
  private frame: number | null = null;
  private startToken = 0;

  private audioElement: HTMLAudioElement | null = null;

  constructor(private source: PlaybackSource) {}

  /** What the page has now; its functions are called afresh at every use. */
  setSource(source: PlaybackSource) {
    this.source = source;
  }

  /** Plays through `audio` until the returned function detaches it again (and stops). */
  attach(audio: HTMLAudioElement): () => void {
    this.audioElement = audio;
    audio.addEventListener('loadedmetadata', this.onMetadata);
    audio.addEventListener('timeupdate', this.tick);
    audio.addEventListener('ended', this.onEnded);
    audio.addEventListener('error', this.onError);
    return () => {
      this.halt();
      if (this.snapshot.phase === 'playing' || this.snapshot.phase === 'gap') this.set({ phase: 'paused' });
      this.pausedIn = 'audio';
      this.currentUrl = null;
      audio.removeEventListener('loadedmetadata', this.onMetadata);
      audio.removeEventListener('timeupdate', this.tick);
      audio.removeEventListener('ended', this.onEnded);
      audio.removeEventListener('error', this.onError);
      this.audioElement = null;
    };
  }

  private get audio(): HTMLAudioElement {
    if (!this.audioElement) throw new Error('The player has no audio element.');
    return this.audioElement;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  play() {
    const { phase } = this.snapshot;
    if (!this.audioElement || phase === 'playing' || phase === 'gap') return;
    if (phase === 'paused' && this.cursor) {
      if (this.pausedIn === 'gap' && this.gapNext) this.startGap(this.gapLeftMs, this.gapNext);
      else this.resumeAudio();
      return;
    }
    this.startStep(this.startingCursor());
  }

  pause() {
    const { phase } = this.snapshot;
    if (phase === 'playing') {
      this.pausedIn = 'audio';
      this.audio.pause();
      this.stopFrames();
      this.set({ phase: 'paused' });
    } else if (phase === 'gap') {
      this.pausedIn = 'gap';
      this.gapLeftMs = Math.max(0, this.gapEndsAt - performance.now());
      this.clearGap();
      this.set({ phase: 'paused' });
    }
  }

  toggle() {
    if (this.snapshot.phase === 'playing' || this.snapshot.phase === 'gap') this.pause();
    else this.play();
  }

  setLoop(loop: boolean) {
    this.set({ loop });
    this.refreshStep();
    // A pause under way leads to the verse after it, or (looping now) to the same one again.
    if (this.gapNext && this.cursor) this.gapNext = nextCursor(this.input(), this.cursor) ?? this.gapNext;
    if (this.snapshot.phase === 'gap' && this.gapNext) {
      this.startGap(Math.max(0, this.gapEndsAt - performance.now()), this.gapNext);
    }
  }

  /** Go to the start of a verse of the range; keeps playing if it was. */
  goToVerse(verseIndex: number) {
    const cursor = cursorAtVerse(this.input(), verseIndex, this.cursor?.pass ?? 1);
    if (!cursor) return;
    const wasRunning = this.snapshot.phase === 'playing' || this.snapshot.phase === 'gap';
    this.halt();
    if (wasRunning) this.startStep(cursor);
    else this.show(cursor, 'stopped');
  }

  /** Stop and forget the position (the range or the focus changed): play starts afresh. */
  reset() {
    this.halt();
    this.cursor = null;
    this.set({ ...initial, loop: this.snapshot.loop });
  }

  /** The schedule changed under a running player (settings, timings): recompute the current step. */
  refreshStep() {
    if (this.cursor && isCursorValid(this.input(), this.cursor)) {
      this.set({ step: stepAt(this.input(), this.cursor) });
    }
  }

  private input(): ScheduleInput {
    const page = this.source.input();
    const verses = page.verses.map((verse) => ({ ...verse, timingsMs: this.source.timings(verse.number) ?? null }));
    return { ...page, verses, durationsMs: this.durationsMs, loop: this.snapshot.loop };
  }

  private startingCursor(): Cursor | null {
    const input = this.input();
    if (this.snapshot.phase !== 'finished') {
      const saved = this.cursor ?? this.source.savedCursor();
      if (saved && isCursorValid(input, saved)) return saved;
    }
    return firstCursor(input);
  }

  private show(cursor: Cursor, phase: PlaybackPhase) {
    this.cursor = cursor;
    this.set({ phase, step: stepAt(this.input(), cursor), word: null, gapMs: null });
  }

  private startStep(cursor: Cursor | null) {
    if (!cursor) return;
    this.forgetGap();
    const step = stepAt(this.input(), cursor);
    const url = this.source.audioUrl(step.verse);
    if (!url) return;
    this.cursor = cursor;
    this.set({ phase: 'playing', step, word: step.part?.fromWord ?? 0, gapMs: null, failed: false });
    this.source.onStep(step);

    const token = ++this.startToken;
    const begin = () => {
      if (token !== this.startToken) return;
      // The audio's length may have just become known: the part's slice with it.
      const current = stepAt(this.input(), cursor);
      this.set({ step: current });
      this.audio.currentTime = (current.part?.startMs ?? 0) / 1000;
      this.resumeAudio();
    };
    if (this.currentUrl !== url) {
      this.currentUrl = url;
      this.currentVerse = step.verse;
      this.audio.src = url;
      // A whole verse (or its first part) starts at 0: play at once rather than wait for the file's header.
      if ((step.part?.fromWord ?? 0) === 0) this.resumeAudio();
      else this.audio.addEventListener('loadedmetadata', begin, { once: true });
    } else if (this.audio.readyState >= HAVE_METADATA) {
      begin();
    } else {
      this.audio.addEventListener('loadedmetadata', begin, { once: true });
    }
  }

  private resumeAudio() {
    this.set({ phase: 'playing' });
    this.startFrames();
    this.audio.play().catch((error: unknown) => {
      // Pausing or changing the source while play() is pending rejects it with AbortError: no failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      this.stopFrames();
      this.set({ phase: 'paused', failed: true });
      this.pausedIn = 'audio';
    });
  }

  private finishStep() {
    if (!this.cursor) return;
    this.stopFrames();
    const input = this.input();
    const step = stepAt(input, this.cursor);
    if (step.listened.length > 0) this.source.onListened(step.listened);
    const next = nextCursor(input, this.cursor);
    if (!next) {
      this.set({ phase: 'finished', step, word: null, gapMs: null });
      this.cursor = null;
      this.source.onFinished();
      return;
    }
    if (step.pauseAfterMs > 0) this.startGap(step.pauseAfterMs, next, step);
    else this.startStep(next);
  }

  private startGap(ms: number, next: Cursor, finished?: Step) {
    this.clearGap();
    this.gapNext = next;
    this.gapEndsAt = performance.now() + ms;
    // The verse just recited stays lit during the pause after it.
    this.set({ phase: 'gap', gapMs: ms, word: null, ...(finished ? { step: finished } : {}) });
    this.gapTimer = setTimeout(() => {
      this.gapTimer = null;
      this.startStep(next);
    }, ms);
  }

  private halt() {
    this.startToken += 1;
    this.forgetGap();
    this.stopFrames();
    this.audioElement?.pause();
  }

  private clearGap() {
    if (this.gapTimer !== null) clearTimeout(this.gapTimer);
    this.gapTimer = null;
  }

  private forgetGap() {
    this.clearGap();
    this.gapNext = null;
  }

  private onMetadata = () => {
    if (this.currentVerse !== null && Number.isFinite(this.audio.duration)) {
      this.durationsMs[this.currentVerse] = this.audio.duration * 1000;
      this.refreshStep();
    }
  };

  private onEnded = () => {
    if (this.snapshot.phase === 'playing') this.finishStep();
  };

  private onError = () => {
    if (this.snapshot.phase !== 'playing') return;
    this.stopFrames();
    this.pausedIn = 'audio';
    this.set({ phase: 'paused', failed: true });
  };

  /** Follows the audio: lights the word being recited and ends a part at the end of its slice. */
  private tick = () => {
    const { step, phase } = this.snapshot;
    if (!step || phase !== 'playing') return;
    const ms = this.audio.currentTime * 1000;
    const part = step.part;
    const partEnds =
      part?.endMs !== undefined && part.toWord < (this.input().verses[step.verseIndex]?.words.length ?? 0);
    if (part && partEnds && ms >= (part.endMs ?? Infinity)) {
      this.audio.pause();
      this.finishStep();
      return;
    }
    const timings = this.wordTimings(step);
    if (!timings) return;
    const word = wordAt(timings, ms);
    const lit = word === null || !part ? word : Math.min(Math.max(word, part.fromWord), part.toWord - 1);
    if (lit !== this.snapshot.word) this.set({ word: lit });
  };

  private wordTimings(step: Step): readonly WordTiming[] | null {
    const real = this.source.timings(step.verse);
    if (real) return real;
    const duration = this.durationsMs[step.verse];
    const verse = this.source.input().verses[step.verseIndex];
    return duration === undefined || !verse ? null : estimateWordTimings(verse.words, duration);
  }

  private startFrames() {
    if (typeof requestAnimationFrame !== 'function' || this.frame !== null) return;
    const loop = () => {
      this.tick();
      this.frame = this.snapshot.phase === 'playing' ? requestAnimationFrame(loop) : null;
    };
    this.frame = requestAnimationFrame(loop);
  }

  private stopFrames() {
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    this.frame = null;
  }

  private set(change: Partial<PlaybackSnapshot>) {
    this.snapshot = { ...this.snapshot, ...change };
    this.listeners.forEach((listener) => listener());
  }
}
