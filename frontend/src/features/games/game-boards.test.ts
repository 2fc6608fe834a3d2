import { describe, expect, it } from 'vitest';

import { gameCatalogue } from '@/lib/games';

import { gameBoards } from './game-boards';

describe('the game boards', () => {
  it('has a board for every game of the catalogue, and none besides', () => {
    expect(Object.keys(gameBoards).sort()).toEqual(Object.keys(gameCatalogue).sort());
  });
});
