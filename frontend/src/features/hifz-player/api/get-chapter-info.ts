import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import type { Chapter, ChapterDetail } from '@/types/api';

export async function getChapterInfo(chapter: number): Promise<Chapter> {
  const response = await apiClient.get<ChapterDetail>(`/chapters/${chapter}`);
  return response.data.chapter;
}

/** The chapter's name and verse count: the bounds of a range. */
export function useChapterInfo(chapter: number) {
  return useQuery({ queryKey: ['player', 'chapter', chapter], queryFn: () => getChapterInfo(chapter), staleTime: Infinity });
}
