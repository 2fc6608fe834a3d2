import { useEffect, useEffectEvent, useRef } from 'react';

import type { GameResult } from '../types';

/** Where a game stands: how it is going, and whether it has ended (then `result` is final). */
export type GameStanding = { over: boolean; result: GameResult };

/**
 * Tells `onResult` how the game went, once: when it ends, or when the player leaves it before the end
 * (a loss, with the mistakes made so far). `standing` is null while the game is not on screen yet:
 * leaving a game that never loaded is no loss.
 */
export function useGameResult(onResult: ((result: GameResult) => void) | undefined, standing: GameStanding | null) {
  const reported = useRef(false);
  const leaving = useRef<ReturnType<typeof setTimeout>>(undefined);
  const over = standing?.over ?? false;

  const report = useEffectEvent((result: GameResult) => {
    if (reported.current) return;
    reported.current = true;
    onResult?.(result);
  });
  const reportEnd = useEffectEvent(() => {
    if (standing) report(standing.result);
  });
  const reportLeft = useEffectEvent(() => {
    if (standing && !standing.over) report({ ...standing.result, won: false });
  });

  useEffect(() => {
    if (over) reportEnd();
  }, [over]);

  useEffect(() => {
    clearTimeout(leaving.current);
    // Deferred: React's development StrictMode unmounts and at once remounts every component, which must
    // not count as leaving. A real unmount has no remount to cancel it.
    return () => {
      leaving.current = setTimeout(reportLeft);
    };
  }, []);
}
