import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import type { MakhrajGuide } from '@/types/api';

export async function getMakhrajGuide(): Promise<MakhrajGuide> {
  const response = await apiClient.get<MakhrajGuide>('/makhraj/');
  return response.data;
}

/** The makhraj guide: areas, points, letters with their sifat and example words (public content). */
export function useMakhrajGuide() {
  return useQuery({
    queryKey: ['makhraj'],
    queryFn: getMakhrajGuide,
    // The guide changes with a deployment, not while the page is open.
    staleTime: Infinity,
    meta: { errorToast: { title: 'makhraj:errors.load' } },
  });
}
