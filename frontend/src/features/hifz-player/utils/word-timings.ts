import { letterCount } from './verse-words';

/** When a word is recited: [startMs, endMs] from the start of the verse's audio file. */
export type WordTiming = readonly [startMs: number, endMs: number];

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

/**
 * A word-timing file's content, if it fits the verse: a list of [startMs, endMs] pairs of numbers, one per word,
 * in order. Anything else is null, and follow-along falls back to estimated timings.
 */
export function parseWordTimings(content: unknown, wordCount: number): WordTiming[] | null {
  if (!Array.isArray(content) || content.length !== wordCount) return null;
  const timings: WordTiming[] = [];
  for (const pair of content) {
    if (!Array.isArray(pair) || pair.length !== 2) return null;
    const [start, end] = pair as unknown[];
    if (typeof start !== 'number' || typeof end !== 'number' || !(start >= 0) || !(end >= start)) return null;
    const previous = timings.at(-1);
    if (previous && start < previous[0]) return null;
    timings.push([start, end]);
  }
  return timings;
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
