import { apiClient } from '@/lib/api-client';
import type { MushafPage, VerseReference } from '@/types/api';

/** A page of the Madani mushaf is public content that does not change while the app is open: the mushaf reads it,
 * and the Hifz player reads a page range's first and last verses from it, under one key. */
export const mushafPageKey = (page: number) => ['page', page] as const;

export async function getMushafPage(page: number, version?: string): Promise<MushafPage> {
  const response = await apiClient.get<MushafPage>(`/pages/${page}/`, { params: { v: version } });
  return response.data;
}

/** The mushaf at a page, a verse of it lit when given. */
export function mushafPath(page: number, verse?: VerseReference): string {
  return verse ? `/mushaf/${page}?verse=${verse.surah_id}:${verse.ayah_id}` : `/mushaf/${page}`;
}
