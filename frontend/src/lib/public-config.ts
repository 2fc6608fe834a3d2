import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import type { PublicConfig } from '@/types/api';

export async function getPublicConfig(): Promise<PublicConfig> {
  const response = await apiClient.get<PublicConfig>('/config/');
  return response.data;
}

export function usePublicConfig() {
  // Deployment settings do not change while the page is open.
  return useQuery({ queryKey: ['public-config'], queryFn: getPublicConfig, staleTime: Infinity });
}
