import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { useContentVersion } from '@/lib/content-version';
import { logFailure } from '@/lib/log-failure';
import { getMushafPage, mushafPageKey } from '@/lib/mushaf-page';
import { PAGE_COUNT } from '@/lib/verse-counts';

// Performance marks of a page asked for while the learner waits: when its data arrived, and (measured from there)
// when the page drew with it. bench/mushaf_page.py reads the measures; a page fetched ahead has no mark.
const dataArrived = (page: number) => `mushaf-page-data:${page}`;
const PAGE_RENDERED_MEASURE = 'mushaf-page-rendered';

/** Measures the time from a page's data arriving to now (its first frame drawn), once per fetch. */
export function pageRenderedMeasure(page: number) {
  if (performance.getEntriesByName(dataArrived(page), 'mark').length === 0) return;
  performance.measure(PAGE_RENDERED_MEASURE, { start: dataArrived(page), detail: { page } });
  performance.clearMarks(dataArrived(page));
}

/** The pages shown: their lines and their verses' words, line by line (public content, kept a year). */
export function useMushafPages(pages: number[]) {
  const { version, ready } = useContentVersion();
  return useQueries({
    queries: pages.map((page) => ({
      queryKey: mushafPageKey(page),
      queryFn: () =>
        getMushafPage(page, version).then((data) => {
          performance.mark(dataArrived(page));
          return data;
        }, logFailure('Loading a mushaf page')),
      staleTime: Infinity,
      enabled: ready,
    })),
  });
}

/** Fetches the pages either side of those shown, so that turning a page shows it at once. */
export function usePrefetchPages(pages: number[]) {
  const queryClient = useQueryClient();
  const { version, ready } = useContentVersion();
  const wanted = pages.filter((page) => page >= 1 && page <= PAGE_COUNT).join(',');

  useEffect(() => {
    if (!ready || wanted === '') return;
    for (const page of wanted.split(',').map(Number)) {
      void queryClient.prefetchQuery({
        queryKey: mushafPageKey(page),
        queryFn: () => getMushafPage(page, version),
        staleTime: Infinity,
      });
    }
  }, [queryClient, ready, version, wanted]);
}
