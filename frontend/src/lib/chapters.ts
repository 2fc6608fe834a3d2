import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { apiClient } from '@/lib/api-client';
import { localChapterName } from '@/lib/chapter-name';
import { useContentVersion } from '@/lib/content-version';
import { toSupportedLanguage, type Language } from '@/lib/i18n';
import { logFailure } from '@/lib/log-failure';
import type { Chapter, ChapterList, VerseReference } from '@/types/api';

export async function getChapters(language: Language, version?: string): Promise<Chapter[]> {
  const response = await apiClient.get<ChapterList>('/chapters/', { params: { language, v: version } });
  return response.data.chapters;
}

/** All 114 chapters, their translated names in the interface language. Shared: the level map, the path picker,
 * look-alike verses and the drill of them all name chapters. */
export function useChapters() {
  const { i18n } = useTranslation();
  const language = toSupportedLanguage(i18n.language) ?? 'en';
  const { version, ready } = useContentVersion();

  return useQuery({
    queryKey: ['chapters', language],
    queryFn: () => getChapters(language, version).catch(logFailure('Loading the chapters')),
    // The Qur'an's chapters do not change while the page is open.
    staleTime: Infinity,
    enabled: ready,
  });
}

/** A chapter's name in the interface language, once the chapters have come ("" until then). */
export function useChapterName(): (chapterId: number) => string {
  const { i18n } = useTranslation();
  const chapters = useChapters().data;

  return (chapterId: number) => {
    const chapter = chapters?.find((candidate) => candidate.id === chapterId);
    return chapter ? localChapterName(chapter, i18n.language) : '';
  };
}

/** A verse's name in the interface language, e.g. "Al-A'raf 7:19" (the reference alone until the chapters come). */
export function useVerseName(): (verse: VerseReference) => string {
  const chapterName = useChapterName();
  return (verse: VerseReference) => `${chapterName(verse.surah_id)} ${verse.surah_id}:${verse.ayah_id}`.trim();
}
