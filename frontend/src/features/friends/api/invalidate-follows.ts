import type { QueryClient } from '@tanstack/react-query';

import { queryKeys } from '@/lib/query-keys';

/** What a follow or an unfollow changes: the lists and searches, the profile's counts, the following leaderboard. */
export function invalidateFollows(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.people() });
  void queryClient.invalidateQueries({ queryKey: queryKeys.profileStats() });
  void queryClient.invalidateQueries({ queryKey: queryKeys.leaderboard() });
}
