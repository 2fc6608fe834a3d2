import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

import type { ListeningPass } from '../types';
import { listeningStatsQueryKey } from './get-listening-stats';

export async function recordListening(pass: ListeningPass): Promise<void> {
  await apiClient.post('/player/listened/', pass);
}

/** Records finished passes over a range (for the statistics and the daily quest). */
export function useRecordListening() {
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: (passes: ListeningPass[]) => Promise.all(passes.map(recordListening)),
    // The learner is listening, not waiting for this: a failure is only logged.
    onError: (error) => console.error('Recording the listening failed', error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listeningStatsQueryKey }),
  });
}
