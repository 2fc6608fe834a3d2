/** When a word is recited: [startMs, endMs] from the start of the verse's audio file. */
export type WordTiming = readonly [startMs: number, endMs: number];

/**
 * A verse's word-timing file (see WORD_TIMINGS_BASE_URL in docs/hifz-player.md): [[startMs, endMs], …], one pair per
 * word. A missing or malformed file is null: follow-along then estimates the timings.
 */
export async function getWordTimings(url: string, wordCount: number): Promise<WordTiming[] | null> {
  // A plain fetch: the file is static media, not an API call (no token, no /api/v1 base).
  const response = await fetch(url);
  if (!response.ok) return null;
  return parseWordTimings(await response.json().catch(() => null), wordCount);
}

/**
 * A word-timing file's content, if it fits the verse: a list of [startMs, endMs] pairs of numbers, one per word,
 * in order. Anything else is null (the hifz player then estimates the timings; a makhraj example plays its whole verse).
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
