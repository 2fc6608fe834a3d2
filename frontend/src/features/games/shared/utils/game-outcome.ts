import type { GameVerdict } from '@/types/api';
import type { components } from '@/types/openapi';

import type { Grading } from '../types';

/** Why a won game earned no xp (the grading's `unpaid`): the day's cap, the day's repeats. */
export type Unpaid = components['schemas']['UnpaidEnum'];

/** One line of what a game earned: a row of its win (the win itself, a chapter or quest bonus). */
export type PayLine =
  | { kind: 'first_win' | 'repeat_win'; xp: number }
  | { kind: 'chapter'; xp: number; chapter: number }
  | { kind: 'quest'; xp: number; titleKey: string | null; params: components['schemas']['QuestParams'] | null };

/** How a finished game stands, as its result view shows it. */
export type GameOutcome =
  | { status: 'checking' }
  | { status: 'failed' }
  | {
      status: 'graded';
      won: boolean;
      /** The xp the game earned: paid now, or waiting for the pace budget. */
      xp: number;
      mistakes: number;
      /** What it earned, line by line. */
      pay: PayLine[];
      /** Of `xp`, what waits for the pace budget: paid at the next games. */
      waiting: number;
      /** xp earlier wins left waiting, paid now (not in `xp`). */
      released: number;
      /** Memory, which counts no mistakes: the pairs of cards turned, for the pairs on the board. */
      turns?: { taken: number; pairs: number };
      /** A win that earned no xp: why. */
      unpaid?: Unpaid;
    };

function payLines(verdict: GameVerdict): PayLine[] {
  return verdict.xp_events.flatMap((event): PayLine[] => {
    const xp = event.amount + event.waiting;
    // A recitation's row never comes with a game: the ledger's reasons are shared, a game's rows are the others.
    if (xp === 0 || event.reason === 'recitation') return [];
    if (event.reason === 'chapter') return [{ kind: 'chapter', xp, chapter: event.chapter ?? 0 }];
    if (event.reason === 'quest') {
      return [{ kind: 'quest', xp, titleKey: event.quest_title_key, params: event.quest_params }];
    }
    return [{ kind: event.reason, xp }];
  });
}

/** A game's outcome from its grading: checking until the server's verdict is in. */
export function gameOutcome({ verdict, failed }: Grading): GameOutcome {
  if (verdict) {
    const { won, xp_gained, xp_waiting, xp_released, mistakes, turns, answer, unpaid } = verdict;
    const pairs = answer.pairs?.length ?? 0;
    return {
      status: 'graded',
      won,
      xp: xp_gained + xp_waiting,
      mistakes,
      pay: payLines(verdict),
      waiting: xp_waiting,
      released: xp_released,
      ...(turns === null ? {} : { turns: { taken: turns, pairs } }),
      ...(unpaid ? { unpaid } : {}),
    };
  }
  return failed ? { status: 'failed' } : { status: 'checking' };
}

/** The outcome of several graded deals played as one game (the audio quiz's questions): checking until every
 * verdict is in; won when the last one is; their xp, pay lines and mistakes added up; when none earned xp, why the
 * first unpaid one did not. */
export function combinedOutcome(gradings: readonly Grading[]): GameOutcome {
  if (gradings.some(({ failed }) => failed)) return { status: 'failed' };
  const verdicts = gradings.flatMap(({ verdict }) => (verdict ? [verdict] : []));
  if (verdicts.length === 0 || verdicts.length < gradings.length) return { status: 'checking' };
  const outcomes = verdicts.map((verdict) => gameOutcome({ verdict, failed: false }));
  const graded = outcomes.flatMap((outcome) => (outcome.status === 'graded' ? [outcome] : []));
  const xp = graded.reduce((sum, outcome) => sum + outcome.xp, 0);
  const unpaid = xp === 0 ? graded.find((outcome) => outcome.unpaid)?.unpaid : undefined;
  return {
    status: 'graded',
    won: verdicts[verdicts.length - 1].won,
    xp,
    mistakes: graded.reduce((sum, outcome) => sum + outcome.mistakes, 0),
    pay: graded.flatMap((outcome) => outcome.pay),
    waiting: graded.reduce((sum, outcome) => sum + outcome.waiting, 0),
    released: graded.reduce((sum, outcome) => sum + outcome.released, 0),
    ...(unpaid ? { unpaid } : {}),
  };
}
