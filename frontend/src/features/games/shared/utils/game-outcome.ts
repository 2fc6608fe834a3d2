import type { components } from '@/types/openapi';

import type { Grading } from '../types';

/** Why a won game paid no xp (the grading's `unpaid`): too quick for a person, the day's cap, the day's repeats. */
export type Unpaid = components['schemas']['UnpaidEnum'];

/** How a finished game stands, as its result view shows it. */
export type GameOutcome =
  | { status: 'checking' }
  | { status: 'failed' }
  | {
      status: 'graded';
      won: boolean;
      xp: number;
      mistakes: number;
      /** Memory, which counts no mistakes: the pairs of cards turned, for the pairs on the board. */
      turns?: { taken: number; pairs: number };
      /** A win that paid no xp: why. */
      unpaid?: Unpaid;
    };

/** A game's outcome from its grading: checking until the server's verdict is in. */
export function gameOutcome({ verdict, failed }: Grading): GameOutcome {
  if (verdict) {
    const { won, xp_gained: xp, mistakes, turns, answer, unpaid } = verdict;
    const pairs = answer.pairs?.length ?? 0;
    return {
      status: 'graded',
      won,
      xp,
      mistakes,
      ...(turns === null ? {} : { turns: { taken: turns, pairs } }),
      ...(unpaid ? { unpaid } : {}),
    };
  }
  return failed ? { status: 'failed' } : { status: 'checking' };
}

/** The outcome of several graded deals played as one game (the audio quiz's questions): checking until every
 * verdict is in; won when the last one is; their xp and mistakes added up; when none paid, why the first unpaid
 * one did not. */
export function combinedOutcome(gradings: readonly Grading[]): GameOutcome {
  if (gradings.some(({ failed }) => failed)) return { status: 'failed' };
  const verdicts = gradings.flatMap(({ verdict }) => (verdict ? [verdict] : []));
  if (verdicts.length === 0 || verdicts.length < gradings.length) return { status: 'checking' };
  const xp = verdicts.reduce((sum, { xp_gained }) => sum + xp_gained, 0);
  const unpaid = xp === 0 ? verdicts.find((verdict) => verdict.unpaid)?.unpaid : null;
  return {
    status: 'graded',
    won: verdicts[verdicts.length - 1].won,
    xp,
    mistakes: verdicts.reduce((sum, { mistakes }) => sum + mistakes, 0),
    ...(unpaid ? { unpaid } : {}),
  };
}
