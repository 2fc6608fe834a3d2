import { describe, expect, it } from 'vitest';

import { lostVerdict, questVerdict, waitingVerdict, wonVerdict } from '../testing/game-fixtures';
import { combinedOutcome, gameOutcome } from './game-outcome';

describe('gameOutcome', () => {
  it('is checking until the verdict is in, failed when it cannot be had', () => {
    expect(gameOutcome({ failed: false })).toEqual({ status: 'checking' });
    expect(gameOutcome({ failed: true })).toEqual({ status: 'failed' });
  });

  it('takes the verdict’s figures, and memory’s turns for its pairs', () => {
    expect(gameOutcome({ verdict: lostVerdict, failed: false })).toEqual({
      status: 'graded',
      won: false,
      xp: 0,
      mistakes: 1,
      pay: [],
      waiting: 0,
      released: 0,
    });
    const memory = {
      ...wonVerdict,
      turns: 5,
      answer: {
        pairs: [
          [1, 2],
          [3, 4],
          [5, 6],
        ],
      },
    };
    expect(gameOutcome({ verdict: memory, failed: false })).toEqual({
      status: 'graded',
      won: true,
      xp: 10,
      mistakes: 0,
      pay: [{ kind: 'first_win', xp: 10 }],
      waiting: 0,
      released: 0,
      turns: { taken: 5, pairs: 3 },
    });
  });

  it('breaks the xp down by what paid it', () => {
    const outcome = gameOutcome({ verdict: questVerdict, failed: false });

    expect(outcome).toMatchObject({ xp: 15, waiting: 0 });
    expect(outcome.status === 'graded' && outcome.pay).toEqual([
      { kind: 'first_win', xp: 10 },
      { kind: 'quest', xp: 5, titleKey: 'quests.win_games', params: { count: 1 } },
    ]);
  });

  it('counts xp that waits as earned, and lists xp of earlier wins paid now', () => {
    const outcome = gameOutcome({ verdict: waitingVerdict, failed: false });

    expect(outcome).toMatchObject({ won: true, xp: 10, waiting: 10, released: 4 });
    expect(outcome.status === 'graded' && outcome.pay).toEqual([{ kind: 'first_win', xp: 10 }]);
  });

  it('says why a win earned no xp', () => {
    const capped = { ...wonVerdict, xp_gained: 0, xp_events: [], unpaid: 'daily_cap' as const };

    expect(gameOutcome({ verdict: capped, failed: false })).toEqual({
      status: 'graded',
      won: true,
      xp: 0,
      mistakes: 0,
      pay: [],
      waiting: 0,
      released: 0,
      unpaid: 'daily_cap',
    });
  });
});

describe('combinedOutcome', () => {
  it('adds up the questions’ xp, pay and mistakes; won when the last one is', () => {
    const won = { verdict: wonVerdict, failed: false };
    const lost = { verdict: lostVerdict, failed: false };

    expect(combinedOutcome([won, won])).toMatchObject({ status: 'graded', won: true, xp: 20, mistakes: 0 });
    expect(combinedOutcome([won, won])).toMatchObject({ pay: [{ xp: 10 }, { xp: 10 }], waiting: 0 });
    expect(combinedOutcome([won, lost])).toMatchObject({ status: 'graded', won: false, xp: 10, mistakes: 1 });
  });

  it('says why, when none of the questions earned xp', () => {
    const capped = {
      verdict: { ...wonVerdict, xp_gained: 0, xp_events: [], unpaid: 'daily_cap' as const },
      failed: false,
    };
    const waiting = { verdict: waitingVerdict, failed: false };

    expect(combinedOutcome([capped, capped])).toMatchObject({ won: true, xp: 0, unpaid: 'daily_cap' });
    expect(combinedOutcome([capped, waiting])).toMatchObject({ won: true, xp: 10, waiting: 10 });
    expect(combinedOutcome([capped, waiting])).not.toHaveProperty('unpaid');
  });

  it('is checking until every verdict is in, failed when one cannot be had', () => {
    const won = { verdict: wonVerdict, failed: false };

    expect(combinedOutcome([won, { failed: false }])).toEqual({ status: 'checking' });
    expect(combinedOutcome([])).toEqual({ status: 'checking' });
    expect(combinedOutcome([won, { failed: true }])).toEqual({ status: 'failed' });
  });
});
