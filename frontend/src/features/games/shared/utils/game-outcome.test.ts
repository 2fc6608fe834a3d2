import { describe, expect, it } from 'vitest';

import { lostVerdict, tooFastVerdict, wonVerdict } from '../testing/game-fixtures';
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
      turns: { taken: 5, pairs: 3 },
    });
  });

  it('says why a win paid no xp', () => {
    expect(gameOutcome({ verdict: tooFastVerdict, failed: false })).toEqual({
      status: 'graded',
      won: true,
      xp: 0,
      mistakes: 0,
      unpaid: 'too_fast',
    });
  });
});

describe('combinedOutcome', () => {
  it('adds up the questions’ xp and mistakes; won when the last one is', () => {
    const won = { verdict: wonVerdict, failed: false };
    const lost = { verdict: lostVerdict, failed: false };

    expect(combinedOutcome([won, won])).toEqual({ status: 'graded', won: true, xp: 20, mistakes: 0 });
    expect(combinedOutcome([won, lost])).toEqual({ status: 'graded', won: false, xp: 10, mistakes: 1 });
  });

  it('says why, when none of the questions paid', () => {
    const won = { verdict: wonVerdict, failed: false };
    const tooFast = { verdict: tooFastVerdict, failed: false };

    expect(combinedOutcome([tooFast, tooFast])).toEqual({
      status: 'graded',
      won: true,
      xp: 0,
      mistakes: 0,
      unpaid: 'too_fast',
    });
    expect(combinedOutcome([won, tooFast])).toEqual({ status: 'graded', won: true, xp: 10, mistakes: 0 });
  });

  it('is checking until every verdict is in, failed when one cannot be had', () => {
    const won = { verdict: wonVerdict, failed: false };

    expect(combinedOutcome([won, { failed: false }])).toEqual({ status: 'checking' });
    expect(combinedOutcome([])).toEqual({ status: 'checking' });
    expect(combinedOutcome([won, { failed: true }])).toEqual({ status: 'failed' });
  });
});
