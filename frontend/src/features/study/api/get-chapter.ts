import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { apiClient } from '@/lib/api-client';
import { useContentVersion } from '@/lib/content-version';
import { toSupportedLanguage, type Language } from '@/lib/i18n';
import type { Chapter, ChapterDetail } from '@/types/api';

import { logFailure } from '@/lib/log-failure';

export async function getChapter(chapter: number, language: Language, version?: string): Promise<Chapter> {
  const response = await apiClient.get<ChapterDetail>(`/chapters/${chapter}`, { params: { language, v: version } });
  return response.data.chapter;
}

export function useChapter(chapter: number) {
  const { i18n } = useTranslation();
  const language = toSupportedLanguage(i18n.language) ?? 'en';
  const { version, ready } = useContentVersion();

  return useQuery({
    queryKey: ['chapters', language, chapter],
    queryFn: () => getChapter(chapter, language, version).catch(logFailure('Loading the chapter')),
    staleTime: Infinity,
    enabled: ready,
  });
}
