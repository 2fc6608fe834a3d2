import { useQueryClient } from '@tanstack/react-query';

import { useContentVersion } from '@/lib/content-version';
import { getMushafPage, mushafPageKey } from '@/lib/mushaf-page';

import { globalNumberOf, type VerseRange } from '../utils/range';

/**
 * The verses of pages fromPage..toPage of the Madani mushaf, from the first verse of the one to the last of the
 * other: two public calls, each page kept (a page's verses do not change while the player is open).
 */
export function usePageRange(): (fromPage: number, toPage: number) => Promise<VerseRange> {
  const queryClient = useQueryClient();
  const { version } = useContentVersion();
  const verseKeys = (page: number) =>
    queryClient
      .fetchQuery({
        queryKey: mushafPageKey(page),
        queryFn: () => getMushafPage(page, version),
        staleTime: Infinity,
      })
      .then(({ verses }) => verses.map(globalNumberOf));

  return async (fromPage, toPage) => {
    const [first, last] = await Promise.all([verseKeys(fromPage), verseKeys(toPage)]);
    return { fromVerse: first[0], toVerse: last[last.length - 1] };
  };
}
