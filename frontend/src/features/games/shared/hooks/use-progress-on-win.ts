import { useEffect } from 'react';

import { useRecordWin } from '../api/record-win';
import type { GameWin } from '../types';

/** Records the win once `won` turns true (a game is won once: it has no way back from won). */
export function useProgressOnWin(won: boolean, { chapter, verse, game }: GameWin) {
  const { mutate } = useRecordWin();

  useEffect(() => {
    if (won) mutate({ chapter, verse, game });
  }, [won, mutate, chapter, verse, game]);
}
