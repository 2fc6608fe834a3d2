import { describe, expect, it } from 'vitest';

import { asksForTheVerse, gameCatalogue, gameFromAddress, gamePath, playableGames } from './games';

describe('the games catalogue', () => {
  it('lists a verse’s tiles in the order the study page shows them, without the look-alike drill', () => {
    expect(playableGames).toEqual(['shuffling', 'memory', 'audio', 'matching', 'gaps']);
  });

  it('gives every tile an icon', () => {
    for (const game of playableGames) expect(gameCatalogue[game].icon).toBeTruthy();
  });

  it('says which game asks for the verse itself, so nothing around it names the verse', () => {
    expect(asksForTheVerse('audio')).toBe(true);
    expect(asksForTheVerse('shuffling')).toBe(false);
    expect(asksForTheVerse('which_one')).toBe(false);
  });

  it('opens one game on a verse by its address, and only a tile', () => {
    expect(gamePath({ surah_id: 112, ayah_id: 1 }, 'gaps')).toBe('/games/112/1?play=gaps');
    expect(gamePath({ surah_id: 112, ayah_id: 1 })).toBe('/games/112/1');
    expect(gameFromAddress(new URLSearchParams('play=gaps'))).toBe('gaps');
    expect(gameFromAddress(new URLSearchParams('play=which_one'))).toBeNull();
    expect(gameFromAddress(new URLSearchParams(''))).toBeNull();
  });
});
