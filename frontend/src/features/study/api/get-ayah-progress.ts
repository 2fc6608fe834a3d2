import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { AyahProgress, VerseReference } from '@/types/api';

// docs/product.md §5: progress is shown capped at 100.
export const PROGRESS_CAP = 100;

export async function getAyahProgress(verse: VerseReference): Promise<AyahProgress> {
  const response = await apiClient.post<AyahProgress>('/auth/profile/progress_info/', verse);
  return response.data;
}

/** The user's progress on one verse, 0–100. The games invalidate it after a win. */
export function useAyahProgress(chapter: number, verse: number) {
  return useQuery({
    queryKey: queryKeys.ayahProgress(chapter, verse),
    queryFn: () => getAyahProgress({ surah_id: chapter, ayah_id: verse }),
    select: (data) => Math.min(data.ayah_progress.progress, PROGRESS_CAP),
    meta: { errorToast: { title: 'study:game.progressFailed' } },
  });
}
