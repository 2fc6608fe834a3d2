import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { ReviewOutcome, ReviewRecord } from '@/types/api';

import type { GameResult, GameWin } from '../types';

/** A game played on a memorised verse, and how it went. */
export type GameReview = GameWin & GameResult;

export async function recordReview({ chapter, verse, game, ...result }: GameReview): Promise<ReviewOutcome> {
  const body: ReviewRecord = { surah_id: chapter, ayah_id: verse, game, ...result };
  const response = await apiClient.post<ReviewOutcome>('/review/', body);
  return response.data;
}

/** Records a game on a memorised verse as a review of it; the server rates it and says when it is next due. */
export function useRecordReview() {
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: recordReview,
    // Not awaited: whoever waits for the outcome need not wait for the refetches too.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.reviewToday() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.reviewStats() });
    },
    // Like a win's progress call: the player has seen the game end; a failure is only logged.
    onError: (error) => console.error('Recording the review failed', error),
  });
}
