import { describe, expect, it } from 'vitest';

import { CHAPTER_112, VERSE_2_282 } from '../testing/verses';
import { DEFAULT_PLAYER_SETTINGS, type PlayerSettings } from '../types';
import {
  cursorAtVerse,
  firstCursor,
  isCursorValid,
  nextCursor,
  schedule,
  stepAt,
  versePartsOf,
  type ScheduleInput,
  type ScheduleVerse,
  type Step,
} from './schedule';
import { verseWords } from './verse-words';

const chapter112: ScheduleVerse[] = CHAPTER_112.map((text, index) => ({ number: index + 1, words: verseWords(text) }));
const verse282: ScheduleVerse = { number: 282, words: verseWords(VERSE_2_282) };

function input(settings: Partial<PlayerSettings>, rest: Partial<ScheduleInput> = {}): ScheduleInput {
  return {
    settings: { ...DEFAULT_PLAYER_SETTINGS, pause_mode: 'none', range_pause_seconds: 0, ...settings },
    verses: chapter112.slice(0, 2),
    ...rest,
  };
}

/** Steps as "verse×repeat" (and ".part" when split), the shape a memoriser thinks in. */
const played = (steps: Step[]) =>
  steps.map((step) => `${step.verse}${step.part ? `.${step.part.index + 1}` : ''}×${step.repeat}`);
const pauses = (steps: Step[]) => steps.map((step) => step.pauseAfterMs);

describe('schedule: repeats', () => {
  it('plays each verse of the range its number of times, in order', () => {
    const steps = schedule(input({ verse_repeats: 2 }));

    expect(played(steps)).toEqual(['1×1', '1×2', '2×1', '2×2']);
    expect(steps.map((step) => step.repeats)).toEqual([2, 2, 2, 2]);
    expect(steps.map((step) => step.pass)).toEqual([1, 1, 1, 1]);
  });

  it('plays a single verse once with one repeat', () => {
    const steps = schedule(input({ verse_repeats: 1 }, { verses: chapter112.slice(2, 3) }));

    expect(played(steps)).toEqual(['3×1']);
    expect(pauses(steps)).toEqual([0]);
  });

  it('repeats the whole range, counting passes', () => {
    const steps = schedule(input({ verse_repeats: 1, range_repeats: 3 }));

    expect(played(steps)).toEqual(['1×1', '2×1', '1×1', '2×1', '1×1', '2×1']);
    expect(steps.map((step) => step.pass)).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('combines verse and range repeats', () => {
    const steps = schedule(input({ verse_repeats: 2, range_repeats: 2 }));

    expect(played(steps)).toEqual(['1×1', '1×2', '2×1', '2×2', '1×1', '1×2', '2×1', '2×2']);
  });

  it('repeats a verse endlessly when its count is null', () => {
    const steps = schedule(input({ verse_repeats: null, range_repeats: 3 }), 50);

    expect(steps).toHaveLength(50);
    expect(steps.every((step) => step.verse === 1 && step.repeats === null)).toBe(true);
    expect(steps.at(-1)?.repeat).toBe(50);
    expect(steps.flatMap((step) => step.listened)).toEqual([]);
  });

  it('repeats the range endlessly when its count is null', () => {
    const steps = schedule(input({ verse_repeats: 1, range_repeats: null }), 9);

    expect(played(steps)).toEqual(['1×1', '2×1', '1×1', '2×1', '1×1', '2×1', '1×1', '2×1', '1×1']);
    expect(steps.at(-1)?.pass).toBe(5);
  });

  it('has nothing to play without verses', () => {
    const empty = input({}, { verses: [] });

    expect(firstCursor(empty)).toBeNull();
    expect(schedule(empty)).toEqual([]);
  });
});

describe('schedule: stepped repeats', () => {
  it('plays verse k of the range k times', () => {
    const steps = schedule(input({ stepped: true, verse_repeats: 5 }, { verses: chapter112 }));

    expect(played(steps)).toEqual(['1×1', '2×1', '2×2', '3×1', '3×2', '3×3', '4×1', '4×2', '4×3', '4×4']);
    expect(steps.map((step) => step.repeats)).toEqual([1, 2, 2, 3, 3, 3, 4, 4, 4, 4]);
  });

  it('is finite even when the verse repeat count is endless', () => {
    const steps = schedule(input({ stepped: true, verse_repeats: null }, { verses: chapter112.slice(0, 3) }));

    expect(steps).toHaveLength(6);
  });

  it('starts the steps again on every pass of the range', () => {
    const steps = schedule(input({ stepped: true, range_repeats: 2 }, { verses: chapter112.slice(0, 3) }));

    expect(played(steps)).toEqual([
      ...['1×1', '2×1', '2×2', '3×1', '3×2', '3×3'],
      ...['1×1', '2×1', '2×2', '3×1', '3×2', '3×3'],
    ]);
  });

  it('records each verse with the times it was heard', () => {
    const steps = schedule(input({ stepped: true }, { verses: chapter112.slice(0, 3) }));

    expect(steps.at(-1)?.listened).toEqual([
      { fromVerse: 1, toVerse: 1, repeats: 1 },
      { fromVerse: 2, toVerse: 2, repeats: 2 },
      { fromVerse: 3, toVerse: 3, repeats: 3 },
    ]);
  });
});

describe('schedule: pauses', () => {
  const durationsMs = { 1: 2000, 2: 3000 };

  it('pauses nothing with pause mode none', () => {
    expect(pauses(schedule(input({ verse_repeats: 2 })))).toEqual([0, 0, 0, 0]);
  });

  it('pauses a fixed time after every verse but the last', () => {
    const steps = schedule(input({ verse_repeats: 2, pause_mode: 'fixed', pause_seconds: 1 }));

    expect(pauses(steps)).toEqual([1000, 1000, 1000, 0]);
  });

  it.each([
    [0.5, [1000, 1000, 1500, 0]],
    [1, [2000, 2000, 3000, 0]],
    [1.5, [3000, 3000, 4500, 0]],
    [2, [4000, 4000, 6000, 0]],
  ])('pauses %s× the verse just recited', (multiple, expected) => {
    const steps = schedule(
      input({ verse_repeats: 2, pause_mode: 'multiple', pause_multiple: multiple }, { durationsMs }),
    );

    expect(pauses(steps)).toEqual(expected);
  });

  it('cannot pause a multiple of a verse whose length is not known yet', () => {
    const steps = schedule(
      input({ verse_repeats: 2, pause_mode: 'multiple', pause_multiple: 2 }, { durationsMs: { 1: 1000 } }),
    );

    expect(pauses(steps)).toEqual([2000, 2000, 0, 0]);
  });

  it('pauses longer between passes of the range', () => {
    const steps = schedule(
      input({ verse_repeats: 1, range_repeats: 3, pause_mode: 'fixed', pause_seconds: 2, range_pause_seconds: 10 }),
    );

    expect(pauses(steps)).toEqual([2000, 10_000, 2000, 10_000, 2000, 0]);
  });

  it('keeps the verse pause between passes when the range pause is shorter', () => {
    const steps = schedule(
      input({ verse_repeats: 1, range_repeats: 2, pause_mode: 'fixed', pause_seconds: 4, range_pause_seconds: 1 }),
    );

    expect(pauses(steps)).toEqual([4000, 4000, 4000, 0]);
  });

  it('pauses between passes even with no pause after verses', () => {
    const steps = schedule(input({ verse_repeats: 1, range_repeats: 2, range_pause_seconds: 5 }));

    expect(pauses(steps)).toEqual([0, 5000, 0, 0]);
  });
});

describe('schedule: parts of a long verse (2:282)', () => {
  const long = (settings: Partial<PlayerSettings>, rest: Partial<ScheduleInput> = {}) =>
    input({ verse_repeats: 1, ...settings }, { verses: [verse282], ...rest });

  it('splits at the pause marks into 16 parts covering all 128 words in order', () => {
    const parts = versePartsOf(verse282, long({ split_mode: 'pause_marks' }).settings);

    expect(verse282.words).toHaveLength(128);
    expect(parts).toHaveLength(16);
    expect(parts[0]).toMatchObject({ index: 0, count: 16, fromWord: 0, toWord: 10 });
    expect(parts.at(-1)).toMatchObject({ index: 15, fromWord: 124, toWord: 128 });
    parts.forEach((part, index) => {
      expect(part.toWord).toBeGreaterThan(part.fromWord);
      if (index > 0) expect(part.fromWord).toBe(parts[index - 1].toWord);
      // Every part but the last ends on the word carrying its pause mark.
      if (index < parts.length - 1) expect(verse282.words[part.toWord - 1]).toMatch(/[ۖۗۚۛۙۘ]/);
    });
  });

  it('splits every N words, the last part taking the rest', () => {
    const parts = versePartsOf(verse282, long({ split_mode: 'words', split_words: 10 }).settings);

    expect(parts).toHaveLength(13);
    expect(parts.map((part) => part.toWord - part.fromWord)).toEqual([...Array(12).fill(10), 8]);
  });

  it('plays each part its number of times, then the next part', () => {
    const steps = schedule(long({ split_mode: 'words', split_words: 50, verse_repeats: 2 }));

    expect(played(steps)).toEqual(['282.1×1', '282.1×2', '282.2×1', '282.2×2', '282.3×1', '282.3×2']);
  });

  it('gives each part its slice of the audio, in proportion to its letters, together the whole verse', () => {
    const steps = schedule(long({ split_mode: 'pause_marks' }, { durationsMs: { 282: 160_000 } }));

    expect(steps).toHaveLength(16);
    expect(steps[0].part?.startMs).toBe(0);
    expect(steps.at(-1)?.part?.endMs).toBe(160_000);
    steps.slice(1).forEach((step, index) => expect(step.part?.startMs).toBeCloseTo(steps[index].part?.endMs ?? -1));
    const lengths = steps.map((step) => (step.part?.endMs ?? 0) - (step.part?.startMs ?? 0));
    // The first part has 10 words, the fourth 8 longer ones: more letters, more time.
    expect(lengths.every((length) => length > 0)).toBe(true);
    expect(lengths.reduce((sum, length) => sum + length, 0)).toBeCloseTo(160_000);
  });

  it('leaves the slices unknown until the audio length is', () => {
    const [step] = schedule(long({ split_mode: 'pause_marks' }));

    expect(step.part?.startMs).toBeUndefined();
    expect(step.part?.endMs).toBeUndefined();
  });

  it('uses real word timings for the slices when there are some', () => {
    const timingsMs = verse282.words.map((_, index) => [index * 1000 + 100, index * 1000 + 900] as const);
    const steps = schedule(long({ split_mode: 'words', split_words: 50 }, { verses: [{ ...verse282, timingsMs }] }));

    expect(steps.map((step) => [step.part?.startMs, step.part?.endMs])).toEqual([
      [0, 50_100],
      [50_100, 100_100],
      [100_100, 127_900],
    ]);
  });

  it('pauses a multiple of the part just recited', () => {
    const timingsMs = verse282.words.map((_, index) => [index * 1000, index * 1000 + 1000] as const);
    const steps = schedule(
      long(
        { split_mode: 'words', split_words: 50, pause_mode: 'multiple', pause_multiple: 0.5 },
        { verses: [{ ...verse282, timingsMs }], durationsMs: { 282: 128_000 } },
      ),
    );

    expect(pauses(steps)).toEqual([25_000, 25_000, 0]);
  });

  it('plays a verse without pause marks whole', () => {
    const [step, ...rest] = schedule(long({ split_mode: 'pause_marks' }, { verses: chapter112.slice(0, 1) }));

    expect(rest).toEqual([]);
    expect(step.part).toBeNull();
  });

  it('repeats one part on its own when it is focused', () => {
    const steps = schedule(
      long(
        { split_mode: 'pause_marks', verse_repeats: 3, stepped: true, range_repeats: 2 },
        { focus: { verse: 282, part: 4 } },
      ),
    );

    expect(played(steps)).toEqual(['282.5×1', '282.5×2', '282.5×3', '282.5×1', '282.5×2', '282.5×3']);
    expect(steps.flatMap((step) => step.listened)).toEqual([]);
  });

  it('ignores a focus on a part that is not there', () => {
    const steps = schedule(long({ split_mode: 'pause_marks' }, { focus: { verse: 282, part: 16 } }));

    expect(steps).toHaveLength(16);
  });
});

describe('schedule: recording what was heard', () => {
  it('records the range with its repeats on the last step of each pass', () => {
    const steps = schedule(input({ verse_repeats: 2, range_repeats: 2 }));

    expect(steps.map((step) => step.listened.length)).toEqual([0, 0, 0, 1, 0, 0, 0, 1]);
    expect(steps[3].listened).toEqual([{ fromVerse: 1, toVerse: 2, repeats: 2 }]);
  });

  it('records every pass of an endless range', () => {
    const steps = schedule(input({ verse_repeats: 1, range_repeats: null }), 6);

    expect(steps.map((step) => step.listened.length)).toEqual([0, 1, 0, 1, 0, 1]);
  });

  it('records a split verse once all its parts were played', () => {
    const steps = schedule(input({ split_mode: 'words', split_words: 50, verse_repeats: 1 }, { verses: [verse282] }));

    expect(steps.map((step) => step.listened)).toEqual([[], [], [{ fromVerse: 282, toVerse: 282, repeats: 1 }]]);
  });
});

describe('cursors', () => {
  const settings = { verse_repeats: 2, range_repeats: 2 };

  it('loops the current verse while loop is on, counting up', () => {
    const looping = input(settings, { loop: true });
    const cursor = { pass: 1, verseIndex: 1, partIndex: 0, repeat: 2 };

    expect(nextCursor(looping, cursor)).toEqual({ ...cursor, repeat: 3 });
    expect(stepAt(looping, cursor)).toMatchObject({ verse: 2, repeats: null, listened: [] });
    // Turned off past its count, the verse moves on.
    expect(nextCursor(input(settings), { ...cursor, repeat: 5 })).toEqual({
      pass: 2,
      verseIndex: 0,
      partIndex: 0,
      repeat: 1,
    });
  });

  it('goes to the start of a verse in the same pass', () => {
    expect(cursorAtVerse(input(settings), 1, 2)).toEqual({ pass: 2, verseIndex: 1, partIndex: 0, repeat: 1 });
    expect(cursorAtVerse(input(settings), 2)).toBeNull();
  });

  it('goes to the focused part of a focused verse only', () => {
    const focused = input(
      { split_mode: 'words', split_words: 50 },
      { verses: [verse282], focus: { verse: 282, part: 1 } },
    );

    expect(cursorAtVerse(focused, 0)).toEqual({ pass: 1, verseIndex: 0, partIndex: 1, repeat: 1 });
  });

  it('tells a saved position that still fits the settings from one that does not', () => {
    const valid = { pass: 2, verseIndex: 1, partIndex: 0, repeat: 2 };

    expect(isCursorValid(input(settings), valid)).toBe(true);
    expect(isCursorValid(input({ ...settings, range_repeats: 1 }), valid)).toBe(false);
    expect(isCursorValid(input({ ...settings, verse_repeats: 1 }), valid)).toBe(false);
    expect(isCursorValid(input(settings), { ...valid, verseIndex: 2 })).toBe(false);
    expect(isCursorValid(input(settings), { ...valid, partIndex: 1 })).toBe(false);
    expect(isCursorValid(input(settings), { ...valid, repeat: 0 })).toBe(false);
    expect(
      isCursorValid(input({ ...settings, verse_repeats: null, range_repeats: null }), {
        ...valid,
        repeat: 99,
        pass: 9,
      }),
    ).toBe(true);
  });

  it('continues a saved position in the middle of the schedule', () => {
    const cursor = { pass: 1, verseIndex: 1, partIndex: 0, repeat: 1 };

    expect(stepAt(input(settings), cursor)).toMatchObject({ verse: 2, repeat: 1, repeats: 2, listened: [] });
    expect(nextCursor(input(settings), cursor)).toEqual({ ...cursor, repeat: 2 });
  });

  it('restarts from the first step when the saved verse is no longer in the schedule', () => {
    expect(nextCursor(input(settings), { pass: 1, verseIndex: 7, partIndex: 0, repeat: 1 })).toEqual({
      pass: 1,
      verseIndex: 0,
      partIndex: 0,
      repeat: 1,
    });
  });
});
