import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import type { LearningPath } from '@/types/api';

export const learningPathQueryKey = ['learning-path'] as const;

export async function getLearningPath(): Promise<LearningPath> {
  const response = await apiClient.get<LearningPath>('/path/');
  return response.data;
}

/** The learner's path: Hafiz's path with 3 new verses a day until they choose. */
export function useLearningPath() {
  return useQuery({
    queryKey: learningPathQueryKey,
    queryFn: getLearningPath,
    meta: { errorToast: { title: 'review:path.loadFailed' } },
  });
}
