/**
 * What the Hifz player plays next: a pure function of the settings, the verses of the range and what is known of
 * their audio. The player walks it one step at a time (nextCursor); `schedule` lists the steps for tests and
 * for finite settings.
 *
 * - A pass plays the range once: each verse (or, split, each part of it in turn) `verse_repeats` times,
 *   or k times for the k-th verse with stepped repeats; the range plays `range_repeats` passes.
 *   A null repeat count is endless: the verse (or the range) repeats until the learner moves on.
 * - After each step comes the pause after a verse (none, fixed, or a multiple of what was just recited); between
 *   two passes, the longer of that and the range pause. Nothing follows the last step.
 * - A focused part plays on its own: the range is that one part of that one verse.
 * - Loop (the R key) repeats the current verse or part until it is turned off.
 */
import type { WordTiming } from '@/lib/word-timings';

import type { PlayerSettings } from '../types';
import { endsWithPauseMark } from './verse-words';
import { estimateWordTimings, sliceOf } from './word-timings';

export type ScheduleSettings = Pick<
  PlayerSettings,
  | 'verse_repeats'
  | 'range_repeats'
  | 'stepped'
  | 'pause_mode'
  | 'pause_seconds'
  | 'pause_multiple'
  | 'range_pause_seconds'
  | 'split_mode'
  | 'split_words'
>;

export type ScheduleVerse = {
  number: number;
  words: readonly string[];
  /** Real word timings of the recitation, when there are some. */
  timingsMs?: readonly WordTiming[] | null;
};

/** One part of one verse, played on its own. */
export type Focus = { verse: number; part: number };

export type ScheduleInput = {
  settings: ScheduleSettings;
  /** The range, in order. */
  verses: readonly ScheduleVerse[];
  /** Length of each verse's audio in ms, by verse number, once known. */
  durationsMs?: Readonly<Record<number, number>>;
  focus?: Focus | null;
  loop?: boolean;
};

/** A part of a verse: words fromWord..toWord-1, and its time slice of the verse's audio once that is known. */
export type Part = {
  index: number;
  count: number;
  fromWord: number;
  toWord: number;
  startMs?: number;
  endMs?: number;
};

/** Where the player is: pass and repeat count from 1, verse index into the range, part index into the verse. */
export type Cursor = { pass: number; verseIndex: number; partIndex: number; repeat: number };

/** A pass over verses fromVerse..toVerse with each heard `repeats` times, to be recorded. */
export type ListenedRange = { fromVerse: number; toVerse: number; repeats: number };

export type Step = Cursor & {
  verse: number;
  /** Null when the verse plays whole. */
  part: Part | null;
  /** Of how many repeats this is the `repeat`-th; null = endless. */
  repeats: number | null;
  pauseAfterMs: number;
  /** What finishing this step completes: set on the last step of a pass. */
  listened: ListenedRange[];
};

type Unit = { verseIndex: number; partIndexes: number[]; repeats: number | null };

/** Where a verse splits: word indexes each part starts at. */
type SplitSettings = Pick<ScheduleSettings, 'split_mode' | 'split_words'>;

function partStarts(words: readonly string[], settings: SplitSettings): number[] {
  if (words.length === 0) return [0];
  if (settings.split_mode === 'words') {
    const size = Math.max(1, settings.split_words);
    return Array.from({ length: Math.ceil(words.length / size) }, (_, index) => index * size);
  }
  if (settings.split_mode === 'pause_marks') {
    // A part ends with each word carrying a pause mark, unless that word ends the verse.
    return [
      0,
      ...words.flatMap((word, index) => (endsWithPauseMark(word) && index < words.length - 1 ? [index + 1] : [])),
    ];
  }
  return [0];
}

/** The parts of a verse, with their time slices when the audio's length or real timings are known. */
export function versePartsOf(verse: ScheduleVerse, settings: SplitSettings, durationMs?: number): Part[] {
  const starts = partStarts(verse.words, settings);
  const timings = verse.timingsMs ?? (durationMs === undefined ? null : estimateWordTimings(verse.words, durationMs));
  const audioEnd = durationMs ?? timings?.at(-1)?.[1];
  return starts.map((fromWord, index) => {
    const toWord = starts[index + 1] ?? verse.words.length;
    const part: Part = { index, count: starts.length, fromWord, toWord };
    return timings && audioEnd !== undefined ? { ...part, ...sliceOf(timings, fromWord, toWord, audioEnd) } : part;
  });
}

function partCount(input: ScheduleInput, verseIndex: number): number {
  return partStarts(input.verses[verseIndex].words, input.settings).length;
}

function unitsOf(input: ScheduleInput): Unit[] {
  const { settings, verses, focus } = input;
  if (focus) {
    const verseIndex = verses.findIndex((verse) => verse.number === focus.verse);
    if (verseIndex >= 0 && focus.part >= 0 && focus.part < partCount(input, verseIndex)) {
      return [{ verseIndex, partIndexes: [focus.part], repeats: settings.verse_repeats }];
    }
  }
  return verses.map((_, verseIndex) => ({
    verseIndex,
    partIndexes: Array.from({ length: partCount(input, verseIndex) }, (_, index) => index),
    repeats: settings.stepped ? verseIndex + 1 : settings.verse_repeats,
  }));
}

function unitAt(units: Unit[], verseIndex: number): number {
  return units.findIndex((unit) => unit.verseIndex === verseIndex);
}

function startOf(unit: Unit, pass: number): Cursor {
  return { pass, verseIndex: unit.verseIndex, partIndex: unit.partIndexes[0], repeat: 1 };
}

/** The first step's cursor, or null when there is nothing to play. */
export function firstCursor(input: ScheduleInput): Cursor | null {
  const [unit] = unitsOf(input);
  return unit ? startOf(unit, 1) : null;
}

/** The start of a verse of the range (its first part, first repeat), or null when the schedule does not play it. */
export function cursorAtVerse(input: ScheduleInput, verseIndex: number, pass = 1): Cursor | null {
  const units = unitsOf(input);
  const unit = units[unitAt(units, verseIndex)];
  return unit ? startOf(unit, Math.max(1, pass)) : null;
}

/** Whether the cursor is a step of this schedule (a saved position may not be, once settings change). */
export function isCursorValid(input: ScheduleInput, cursor: Cursor): boolean {
  const units = unitsOf(input);
  const unit = units[unitAt(units, cursor.verseIndex)];
  const { range_repeats } = input.settings;
  return (
    unit !== undefined &&
    unit.partIndexes.includes(cursor.partIndex) &&
    Number.isInteger(cursor.repeat) &&
    cursor.repeat >= 1 &&
    (input.loop || unit.repeats === null || cursor.repeat <= unit.repeats) &&
    Number.isInteger(cursor.pass) &&
    cursor.pass >= 1 &&
    (range_repeats === null || cursor.pass <= range_repeats)
  );
}

/** The step after `cursor`, or null when the schedule is over. */
export function nextCursor(input: ScheduleInput, cursor: Cursor): Cursor | null {
  if (input.loop) return { ...cursor, repeat: cursor.repeat + 1 };
  const units = unitsOf(input);
  const position = unitAt(units, cursor.verseIndex);
  const unit = units[position];
  if (!unit) return firstCursor(input);
  if (unit.repeats === null || cursor.repeat < unit.repeats) return { ...cursor, repeat: cursor.repeat + 1 };
  const partPosition = unit.partIndexes.indexOf(cursor.partIndex);
  if (partPosition >= 0 && partPosition + 1 < unit.partIndexes.length) {
    return { ...cursor, partIndex: unit.partIndexes[partPosition + 1], repeat: 1 };
  }
  if (position + 1 < units.length) return startOf(units[position + 1], cursor.pass);
  const { range_repeats } = input.settings;
  if (range_repeats === null || cursor.pass < range_repeats) return startOf(units[0], cursor.pass + 1);
  return null;
}

/** How long what this step plays lasts, in ms, if known. */
function stepLengthMs(part: Part | null, durationMs: number | undefined): number | undefined {
  if (part) return part.startMs === undefined || part.endMs === undefined ? undefined : part.endMs - part.startMs;
  return durationMs;
}

function pauseAfterVerseMs(settings: ScheduleSettings, lengthMs: number | undefined): number {
  switch (settings.pause_mode) {
    case 'none':
      return 0;
    case 'fixed':
      return settings.pause_seconds * 1000;
    case 'multiple':
      return Math.round(settings.pause_multiple * (lengthMs ?? 0));
  }
}

function listenedIn(input: ScheduleInput): ListenedRange[] {
  const { verses, settings } = input;
  const numbers = verses.map((verse) => verse.number);
  // Stepped: verse k was heard k times, so each verse is its own range.
  if (settings.stepped)
    return numbers.map((number, index) => ({ fromVerse: number, toVerse: number, repeats: index + 1 }));
  if (settings.verse_repeats === null || numbers.length === 0) return [];
  return [{ fromVerse: numbers[0], toVerse: numbers[numbers.length - 1], repeats: settings.verse_repeats }];
}

/** Everything about the step at `cursor`: what plays, how many times, the pause after it, what it completes. */
export function stepAt(input: ScheduleInput, cursor: Cursor): Step {
  const units = unitsOf(input);
  const unit = units[unitAt(units, cursor.verseIndex)];
  const verse = input.verses[cursor.verseIndex];
  const durationMs = input.durationsMs?.[verse.number];
  const parts = versePartsOf(verse, input.settings, durationMs);
  const part = parts.length > 1 ? (parts[cursor.partIndex] ?? null) : null;

  const next = nextCursor(input, cursor);
  const endsPass = next === null || next.pass !== cursor.pass;
  const versePause = pauseAfterVerseMs(input.settings, stepLengthMs(part, durationMs));
  const pauseAfterMs =
    next === null ? 0 : endsPass ? Math.max(versePause, input.settings.range_pause_seconds * 1000) : versePause;
  // A focused part is not a whole verse heard, and a loop has not finished its pass.
  const counts = endsPass && !input.focus && !input.loop;

  return {
    ...cursor,
    verse: verse.number,
    part,
    repeats: input.loop ? null : (unit?.repeats ?? null),
    pauseAfterMs,
    listened: counts ? listenedIn(input) : [],
  };
}

/** The steps from the start, at most `limit` of them (endless settings never end by themselves). */
export function schedule(input: ScheduleInput, limit = 10_000): Step[] {
  const steps: Step[] = [];
  for (let cursor = firstCursor(input); cursor && steps.length < limit; cursor = nextCursor(input, cursor)) {
    steps.push(stepAt(input, cursor));
  }
  return steps;
}
