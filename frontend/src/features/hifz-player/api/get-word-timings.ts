import { useQueries } from '@tanstack/react-query';

import { getWordTimings, type WordTiming } from '@/lib/word-timings';

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
