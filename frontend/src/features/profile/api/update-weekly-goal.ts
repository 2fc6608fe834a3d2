import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// The backend's bounds (progress rules WEEKLY_GOAL_MIN / _MAX).
export const WEEKLY_GOAL_MIN = 10;
export const WEEKLY_GOAL_MAX = 1000;

export async function updateWeeklyGoal(weeklyGoal: number): Promise<{ weekly_goal: number }> {
  const response = await apiClient.put<{ weekly_goal: number }>('/profile/goal/', { weekly_goal: weeklyGoal });
  return response.data;
}

export function useUpdateWeeklyGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWeeklyGoal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profileStats() }),
    meta: { errorToast: { title: 'social:stats.goalFailed' } },
  });
}
