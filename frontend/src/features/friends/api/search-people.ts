import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

import type { PersonPage } from '../types';
import { hasEnoughLetters } from '../utils/search-letters';

export async function searchPeople(search: string): Promise<PersonPage> {
  const response = await apiClient.get<PersonPage>('/users/', { params: { search } });
  return response.data;
}

/** Learners whose name holds every word of `search` (the first 20); nothing is asked for while it has fewer than
 * SEARCH_MIN_LETTERS letters. */
export function useSearchPeople(search: string) {
  return useQuery({
    queryKey: [...queryKeys.people(), 'search', search],
    queryFn: () => searchPeople(search),
    enabled: hasEnoughLetters(search),
    placeholderData: keepPreviousData,
  });
}
