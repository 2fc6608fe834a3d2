import { useEffect, useEffectEvent, useRef, useState } from 'react';

import type { GameMove } from '@/types/api';

import { gradeGameAsPageGoes, useGradeGame } from '../api/grade-game';
import type { GradedGame, Grading } from '../types';

type GameInPlay = {
  /** The verse the game was dealt on (for the audio game, the verse asked). */
  chapter: number;
  verse: number;
  /** The deal: the game_id its call answered with. */
  gameId: string;
  /** Every move the player has made so far, in the grading call's shapes. */
  moves: GameMove[];
  /** The game has ended (solved, submitted, answered). */
  over: boolean;
  /** Hears the server's verdict: a review of the verse is rated from it. */
  onGraded?: (graded: GradedGame) => void;
  /** Hears the grading once it is settled (the verdict, or that it failed), even if the game has left the screen
   * meanwhile. */
  onGrading?: (grading: Grading) => void;
  /** Grade the moves made when the player leaves before the end even with no review listening: the "Which one?"
   * drill's wrong answers are confusions the server keeps. Also when the page itself goes (a reload, the tab closed,
   * Back out of the app), as no review could follow then. */
  gradeIfLeft?: boolean;
};

/**
 * Has the server grade a game from the player's moves, once: when it ends, or when the player leaves it before the
 * end and `onGraded` listens or `gradeIfLeft` asks (a loss, graded with the moves made). The call goes out at once
 * and a lost answer is retried with the same win_id, so a game is never counted twice. Returns the server's verdict
 * once it is in (undefined until then, and when it cannot be had: that is only logged).
 */
export function useGradedGame({
  chapter,
  verse,
  gameId,
  moves,
  over,
  onGraded,
  onGrading,
  gradeIfLeft = false,
}: GameInPlay): Grading {
  // One id per game played: a repeated call (StrictMode's double effect, a retry) is counted once.
  const [winId] = useState(() => crypto.randomUUID());
  const { mutateAsync, data: verdict, isError } = useGradeGame();
  const graded = useRef(false);
  const leaving = useRef<ReturnType<typeof setTimeout>>(undefined);

  const grade = useEffectEvent(() => {
    if (graded.current) return;
    graded.current = true;
    mutateAsync({ chapter, verse, grading: { game_id: gameId, win_id: winId, moves } }).then(
      (verdict) => {
        onGrading?.({ verdict, failed: false });
        onGraded?.({ gameId, won: verdict.won, mistakes: verdict.mistakes });
      },
      () => onGrading?.({ failed: true }), // and logged by the mutation
    );
  });
  const gradeLeft = useEffectEvent(() => {
    if (!over && (onGraded || gradeIfLeft)) grade();
  });
  const gradeOnPageHide = useEffectEvent(() => {
    if (over || !gradeIfLeft || graded.current) return;
    graded.current = true;
    gradeGameAsPageGoes({ game_id: gameId, win_id: winId, moves });
  });

  useEffect(() => {
    if (over) grade();
  }, [over]);

  useEffect(() => {
    // A page kept whole for Back and Forward (`persisted`) may come back with the game still on: not left yet.
    const pageHidden = (event: PageTransitionEvent) => {
      if (!event.persisted) gradeOnPageHide();
    };
    window.addEventListener('pagehide', pageHidden);
    return () => window.removeEventListener('pagehide', pageHidden);
  }, []);

  useEffect(() => {
    clearTimeout(leaving.current);
    // Deferred: React's development StrictMode unmounts and at once remounts every component, which must
    // not count as leaving. A real unmount has no remount to cancel it.
    return () => {
      leaving.current = setTimeout(gradeLeft);
    };
  }, []);

  return { verdict, failed: isError };
}
