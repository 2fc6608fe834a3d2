import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { apiClient } from '@/lib/api-client';
import { toSupportedLanguage, type Language } from '@/lib/i18n';
import type { Chapter, ChapterDetail } from '@/types/api';

import { logFailure } from '@/lib/log-failure';

export async function getChapter(chapter: number, language: Language): Promise<Chapter> {
  const response = await apiClient.get<ChapterDetail>(`/chapters/${chapter}`, { params: { language } });
  return response.data.chapter;
}

export function useChapter(chapter: number) {
  const { i18n } = useTranslation();
  const language = toSupportedLanguage(i18n.language) ?? 'en';

  return useQuery({
    queryKey: ['chapters', language, chapter],
    queryFn: () => getChapter(chapter, language).catch(logFailure('Loading the chapter')),
    staleTime: Infinity,
  });
}
