import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import type { components } from '@/types/openapi';

type ListeningStart = components['schemas']['ListeningStartOutput'];

// The server takes a listening_id for 12 hours: a fresh one well before then keeps a player left open counting.
const LISTENING_ID_REFRESH_MS = 6 * 60 * 60 * 1000;

export async function startListening(): Promise<ListeningStart> {
  const response = await apiClient.post<ListeningStart>('/player/started/');
  return response.data;
}

/**
 * The player's listening_id (POST /player/started/, which stores nothing: the id is signed), asked for when the
 * player opens and every few hours after. The server times the passes from it: a pass counts toward the daily
 * listening quest only when it took at least its recitation's length. Until it comes, passes count for the
 * statistics only.
 */
export function useListeningStart() {
  return useQuery({
    queryKey: ['player', 'listening-start'],
    queryFn: startListening,
    staleTime: LISTENING_ID_REFRESH_MS,
    refetchInterval: LISTENING_ID_REFRESH_MS,
    // A new player starts a new clock: an id kept from an earlier visit would count the time away as listening.
    gcTime: 0,
  });
}
