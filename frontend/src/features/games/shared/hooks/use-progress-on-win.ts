import { useEffect, useState } from 'react';

import { useRecordWin } from '../api/record-win';
import type { GameWin } from '../types';

/** Records the win once `won` turns true (a game is won once: it has no way back from won). */
export function useProgressOnWin(won: boolean, { chapter, verse, game }: GameWin) {
  const { mutate } = useRecordWin();
  // One id per game played: a repeated call (StrictMode's double effect, a retry) is counted once.
  const [winId] = useState(() => crypto.randomUUID());

  useEffect(() => {
    if (won) mutate({ chapter, verse, game, winId });
  }, [won, mutate, chapter, verse, game, winId]);
}
