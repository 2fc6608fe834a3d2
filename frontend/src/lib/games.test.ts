import { describe, expect, it } from 'vitest';

import { asksForTheVerse, gameCatalogue, playableGames } from './games';

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
});
