import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { apiClient } from '@/lib/api-client';
import { toSupportedLanguage, type Language } from '@/lib/i18n';
import type { Chapter, ChapterList } from '@/types/api';

import { logFailure } from '../utils/log-failure';

export async function getChapters(language: Language): Promise<Chapter[]> {
  const response = await apiClient.get<ChapterList>('/chapters/', { params: { language } });
  return response.data.chapters;
}

/** All 114 chapters, their translated names in the interface language. */
export function useChapters() {
  const { i18n } = useTranslation();
  const language = toSupportedLanguage(i18n.language) ?? 'en';

  return useQuery({
    queryKey: ['chapters', language],
    queryFn: () => getChapters(language).catch(logFailure('Loading the chapters')),
    // The Qur'an's chapters do not change while the page is open.
    staleTime: Infinity,
  });
}
