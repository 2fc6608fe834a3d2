import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { BookmarkPage } from '@/types/api';

export const verseBookmarkQueryKey = (chapter: number, verse: number) =>
  [...queryKeys.bookmarks(), 'verse', chapter, verse] as const;

export async function getVerseBookmark(chapter: number, verse: number): Promise<BookmarkPage> {
  const response = await apiClient.get<BookmarkPage>('/bookmarks/', {
    params: { surah_id: chapter, ayah_id: verse },
  });
  return response.data;
}

/** Whether the user has bookmarked the verse: the filtered list holds it or is empty. */
export function useIsVerseBookmarked(chapter: number, verse: number) {
  return useQuery({
    queryKey: verseBookmarkQueryKey(chapter, verse),
    queryFn: () => getVerseBookmark(chapter, verse),
    select: (page) => page.count > 0,
  });
}
