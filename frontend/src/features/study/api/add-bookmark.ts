import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { Bookmark, VerseReference } from '@/types/api';

export async function addBookmark(verse: VerseReference): Promise<Bookmark> {
  const response = await apiClient.post<Bookmark>('/bookmarks/', verse);
  return response.data;
}

export function useAddBookmark() {
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: addBookmark,
    meta: { errorToast: { title: 'study:learnCard.bookmarkFailed' } },
    // Every bookmark list (this verse's, the profile's) is under the one key; awaited so the icon
    // stays busy until it shows the saved state.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookmarks() }),
  });
}
