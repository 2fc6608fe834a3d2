import type { WordTiming } from '@/lib/word-timings';

import { letterCount } from './verse-words';

/**
 * Word timings estimated from the words alone: the verse's audio shared out in proportion to each word's
 * letters (every word at least one), with no silences. What follow-along uses without a timings file.
 */
export function estimateWordTimings(words: readonly string[], durationMs: number): WordTiming[] {
  const weights = words.map((word) => Math.max(1, letterCount(word)));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let start = 0;
  return weights.map((weight, index) => {
    const end = index === weights.length - 1 ? durationMs : start + (durationMs * weight) / total;
    const timing: WordTiming = [start, end];
    start = end;
    return timing;
  });
}

/** The word being recited at `ms`: the last word started by then (so a silence keeps the word before lit). */
export function wordAt(timings: readonly WordTiming[], ms: number): number | null {
  if (timings.length === 0 || ms < timings[0][0]) return timings.length > 0 ? 0 : null;
  let low = 0;
  let high = timings.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (timings[middle][0] <= ms) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * The time slice of words fromWord..toWord-1: from the start of its first word to the start of the next part's
 * first word (the end of the audio for the last part), so that consecutive parts together play the whole verse.
 */
export function sliceOf(
  timings: readonly WordTiming[],
  fromWord: number,
  toWord: number,
  durationMs: number,
): { startMs: number; endMs: number } {
  return {
    startMs: fromWord === 0 ? 0 : timings[fromWord][0],
    endMs: toWord >= timings.length ? durationMs : timings[toWord][0],
  };
}
