import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

import type { PlayerSettings } from '../types';

export const playerSettingsQueryKey = ['player', 'settings'] as const;

export async function getPlayerSettings(): Promise<PlayerSettings> {
  const response = await apiClient.get<PlayerSettings>('/player/settings/');
  return response.data;
}

/** The learner's saved player settings (the server's defaults until they change one). */
export function usePlayerSettingsQuery() {
  return useQuery({ queryKey: playerSettingsQueryKey, queryFn: getPlayerSettings, staleTime: Infinity });
}
