import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { retryAfterLimits } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import type { ReviewOutcome, ReviewRecord } from '@/types/api';

import type { GradedGame } from '../types';

export async function recordReview({ gameId }: Pick<GradedGame, 'gameId'>): Promise<ReviewOutcome> {
  const body: ReviewRecord = { game_id: gameId };
  const response = await apiClient.post<ReviewOutcome>('/review/', body);
  return response.data;
}

/** Records a graded game on a memorised verse as a review of it; the server rates it from its grading and says
 * when the verse is next due. */
export function useRecordReview() {
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: recordReview,
    // A retry names the same game, which the server records as one review.
    ...retryAfterLimits,
    // Not awaited: whoever waits for the outcome need not wait for the refetches too.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.reviewToday() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.reviewStats() });
    },
    // Like a game's grading: the player has seen the game end; a failure is only logged.
    onError: (error) => console.error('Recording the review failed', error),
  });
}
