import { useInfiniteQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { BookmarkPage } from '@/types/api';

import { profileToastOptions } from '../utils/profile-toast';

export const BOOKMARKS_PAGE_SIZE = 10;

export async function getBookmarks(offset: number): Promise<BookmarkPage> {
  const response = await apiClient.get<BookmarkPage>('/bookmarks/', {
    params: { limit: BOOKMARKS_PAGE_SIZE, offset },
  });
  return response.data;
}

/** The user's bookmarks, newest first, a page at a time. Bookmarking a verse invalidates them. */
export function useBookmarks() {
  return useInfiniteQuery({
    queryKey: [...queryKeys.bookmarks(), 'list'],
    queryFn: ({ pageParam }) => getBookmarks(pageParam),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) =>
      lastPage.next ? pages.reduce((count, page) => count + page.results.length, 0) : undefined,
    meta: { errorToast: { title: 'profile.toasts.fetchBookmarksFailed', options: profileToastOptions } },
  });
}
