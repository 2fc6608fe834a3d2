import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { passageQuery, type RecitePassage } from '@/lib/recite-path';
import type { RecitationPassageVerses } from '@/types/api';

export async function getRecitationPassage(passage: RecitePassage): Promise<RecitationPassageVerses> {
  const response = await apiClient.get<RecitationPassageVerses>('/recitations/passage/', {
    params: passageQuery(passage),
  });
  return response.data;
}

/** The words of the passage to recite or record (with each verse's recitation by the reciter). Read once per recitation: today's review changes as verses are reviewed, and
 * the recitation keeps the verses it began with. */
export function useRecitationPassage(passage: RecitePassage) {
  return useQuery({
    queryKey: ['recitation', 'passage', passageQuery(passage)],
    queryFn: () => getRecitationPassage(passage),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
