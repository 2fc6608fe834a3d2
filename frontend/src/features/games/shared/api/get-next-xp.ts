import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { NextWinPay } from '@/types/api';
import type { GameName } from '@/lib/games';

/** GET /progress/next_xp/: per game, what its next win on the verse would pay (bonuses not included). */
export type NextXp = Record<GameName, NextWinPay>;

export async function getNextXp(chapter: number, verse: number): Promise<NextXp> {
  const response = await apiClient.get<NextXp>('/progress/next_xp/', { params: { surah_id: chapter, ayah_id: verse } });
  return response.data;
}

export function useNextXp(chapter: number, verse: number) {
  return useQuery({ queryKey: queryKeys.nextXp(chapter, verse), queryFn: () => getNextXp(chapter, verse) });
}
