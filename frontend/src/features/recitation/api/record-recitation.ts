import type { QueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { RecitationRecord, RecitationResult } from '@/types/api';

export async function recordRecitation(body: RecitationRecord): Promise<RecitationResult> {
  const response = await apiClient.post<RecitationResult>('/recitations/', body);
  return response.data;
}

/** What a recitation changes elsewhere: the verses it reviewed, the pairs drifted into, the xp and the quests, the
 * learner's weak words, and the parts of today's hifz plan it recited. */
export function recitationRecorded(queryClient: QueryClient): void {
  for (const queryKey of [
    queryKeys.reviewToday(),
    queryKeys.reviewStats(),
    queryKeys.confusedPairs(),
    queryKeys.questsToday(),
    queryKeys.leaderboard(),
    queryKeys.profileStats(),
    queryKeys.weakWords(),
    queryKeys.weakSpots(),
    queryKeys.hifzPlan(),
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
