import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { useContentVersion } from '@/lib/content-version';
import type { Chapter, ChapterDetail } from '@/types/api';

export async function getChapterInfo(chapter: number, version?: string): Promise<Chapter> {
  const response = await apiClient.get<ChapterDetail>(`/chapters/${chapter}`, { params: { v: version } });
  return response.data.chapter;
}

/** The chapter's name and verse count: the bounds of a range. */
export function useChapterInfo(chapter: number) {
  const { version, ready } = useContentVersion();
  return useQuery({
    queryKey: ['player', 'chapter', chapter],
    queryFn: () => getChapterInfo(chapter, version),
    staleTime: Infinity,
    enabled: ready,
  });
}
