import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { LearningPath, LearningPathUpdate } from '@/types/api';

import { learningPathQueryKey } from './get-learning-path';

export async function updateLearningPath(path: LearningPathUpdate): Promise<LearningPath> {
  const response = await apiClient.put<LearningPath>('/path/', path);
  return response.data;
}

export function useUpdateLearningPath() {
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: updateLearningPath,
    onSuccess: (path) => {
      queryClient.setQueryData(learningPathQueryKey, path);
      // Today's new verses and the current level follow the path.
      void queryClient.invalidateQueries({ queryKey: queryKeys.reviewToday() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.currentVerse() });
    },
    meta: { errorToast: { title: 'review:path.saveFailed' } },
  });
}
