import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { apiClient } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';
import { queryKeys } from '@/lib/query-keys';
import { passageQuery, type RecitePassage } from '@/lib/recite-path';
import { useWeakSpotsShown } from '@/stores/weak-spots-store';
import type { WeakWord, WeakWords } from '@/types/api';

export async function getWeakWords(passage: RecitePassage): Promise<WeakWords> {
  const response = await apiClient.get<WeakWords>('/recitations/weak-words/', { params: passageQuery(passage) });
  return response.data;
}

/** The learner's weak words in a passage, found by verse and word index. */
export type WeakWordFinder = {
  /** Whether the passage holds any, marked or not: the toggle shows only then. */
  any: boolean;
  /** A word's weakness, while the learner lets weak spots show. */
  find: (verse: { surah_id: number; ayah_id: number }, word: number) => WeakWord | undefined;
};

/**
 * The learner's weak words in a passage (docs/product.md §2.17), for the learn card, the mushaf page and the Hifz
 * player to mark. Shared: each shows them on its own words. A recitation invalidates them; a failure marks none.
 */
export function useWeakWords(passage: RecitePassage | null): WeakWordFinder {
  const shown = useWeakSpotsShown((state) => state.shown);
  const query = useQuery({
    queryKey: [...queryKeys.weakWords(), passage && passageQuery(passage)],
    queryFn: () => getWeakWords(passage!).catch(logFailure('Loading the weak words')),
    enabled: passage !== null,
    // A turned page keeps the toggle (and no wrong mark: they are found by verse) until its own weak words come.
    placeholderData: keepPreviousData,
  });
  // One finder per answer and choice: the Hifz player's verses are memoised on it.
  return useMemo(() => {
    const byVerse = new Map(
      (query.data?.verses ?? []).map((verse) => [
        `${verse.surah_id}:${verse.ayah_id}`,
        new Map(verse.words.map((word) => [word.word, word])),
      ]),
    );
    return {
      any: byVerse.size > 0,
      find: (verse, word) => (shown ? byVerse.get(`${verse.surah_id}:${verse.ayah_id}`)?.get(word) : undefined),
    };
  }, [query.data, shown]);
}
