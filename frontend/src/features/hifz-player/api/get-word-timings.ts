import { useQueries } from '@tanstack/react-query';

import { parseWordTimings, type WordTiming } from '../utils/word-timings';

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

type TimedVerse = { number: number; timingsUrl: string | null; wordCount: number };

/** Real word timings of some verses (the current one and the next), by verse number, as they load. */
export function useWordTimings(verses: TimedVerse[]): Record<number, WordTiming[] | null> {
  return useQueries({
    queries: verses.map(({ timingsUrl, wordCount }) => ({
      queryKey: ['player', 'word-timings', timingsUrl, wordCount],
      queryFn: () => (timingsUrl ? getWordTimings(timingsUrl, wordCount).catch(() => null) : null),
      enabled: timingsUrl !== null,
      staleTime: Infinity,
      retry: false,
    })),
    combine: (results) => Object.fromEntries(verses.map((verse, index) => [verse.number, results[index].data ?? null])),
  });
}
