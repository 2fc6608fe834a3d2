import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import type { PublicConfig } from '@/types/api';

export async function getPublicConfig(): Promise<PublicConfig> {
  const response = await apiClient.get<PublicConfig>('/config/');
  return response.data;
}

/** The config the server put into the page (backend `spa_index`); none under Vite's dev server or in tests. */
export function readEmbeddedConfig(): PublicConfig | undefined {
  const text = document.getElementById('public-config')?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PublicConfig;
  } catch {
    return undefined;
  }
}

export function usePublicConfig() {
  // Deployment settings do not change while the page is open. The page's copy saves the landing page a call and the
  // API client's code; without it, the API is asked.
  return useQuery({
    queryKey: ['public-config'],
    queryFn: getPublicConfig,
    initialData: readEmbeddedConfig,
    staleTime: Infinity,
  });
}
