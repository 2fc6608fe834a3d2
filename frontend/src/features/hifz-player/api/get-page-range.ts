import { useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { useContentVersion } from '@/lib/content-version';
import type { MushafPage } from '@/types/api';

import { globalNumberOf, type VerseRange } from '../utils/range';

export async function getMushafPage(page: number, version?: string): Promise<MushafPage> {
  const response = await apiClient.get<MushafPage>(`/pages/${page}/`, { params: { v: version } });
  return response.data;
}

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
        queryKey: ['page', page],
        queryFn: () => getMushafPage(page, version),
        staleTime: Infinity,
      })
      .then(({ verses }) => verses.map(globalNumberOf));

  return async (fromPage, toPage) => {
    const [first, last] = await Promise.all([verseKeys(fromPage), verseKeys(toPage)]);
    return { fromVerse: first[0], toVerse: last[last.length - 1] };
  };
}
