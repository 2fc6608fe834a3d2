import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { API_BASE_PATH } from '@/lib/api-config';
import { retryAfterLimits } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { useAuthStore } from '@/stores/auth-store';
import type { GameGrading, GameVerdict } from '@/types/api';

/** A dealt game's moves to grade, and the verse the deal was dealt on (for the progress to refresh). */
export type GameToGrade = { chapter: number; verse: number; grading: GameGrading };

export async function gradeGame(grading: GameGrading): Promise<GameVerdict> {
  const response = await apiClient.post<GameVerdict>('/games/results/', grading);
  return response.data;
}

/** Grades a game as its page goes away (a reload, the tab closed, Back out of the app). A plain fetch, started at once:
 * nothing queued after the page's last event runs, and only fetch's keepalive carries a call on past the page. Its
 * answer goes unheard; a failure is only logged. */
export function gradeGameAsPageGoes(grading: GameGrading): void {
  const { token } = useAuthStore.getState();
  void fetch(new URL(`${API_BASE_PATH}/games/results/`, window.location.origin), {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', ...(token && { Authorization: `Token ${token}` }) },
    body: JSON.stringify(grading),
  }).catch((error: unknown) => console.error('Grading the game failed', error));
}

/** Grades a game on the server (POST /games/results/): only a graded win moves progress and pays xp. */
export function useGradeGame() {
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: ({ grading }: GameToGrade) => gradeGame(grading),
    // A retry sends the same win_id, so a result whose answer got lost is still counted once.
    ...retryAfterLimits,
    onSuccess: (verdict, { chapter, verse }) => {
      // A drill's wrong answers are confusions, which bring verses back for review.
      if (verdict.answer.choices && verdict.mistakes > 0) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.confusedPairs() });
        void queryClient.invalidateQueries({ queryKey: queryKeys.reviewToday() });
      }
      if (!verdict.won) return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.ayahProgress(chapter, verse) });
      // The win's xp moves the next wins' xp, the current verse, quests, leaderboards and profile figures.
      void queryClient.invalidateQueries({ queryKey: queryKeys.progress() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.questsToday() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.leaderboard() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.profileStats() });
    },
    // docs/product.md §8: a failed update after a game is only logged; the player has already seen the game end.
    onError: (error) => console.error('Grading the game failed', error),
  });
}
