import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { VerseReference } from '@/types/api';

export async function removeBookmark({ surah_id, ayah_id }: VerseReference): Promise<void> {
  await apiClient.delete(`/bookmarks/${surah_id}/${ayah_id}/`);
}

export function useRemoveBookmark() {
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: removeBookmark,
    meta: { errorToast: { title: 'study:learnCard.unbookmarkFailed' } },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookmarks() }),
  });
}
