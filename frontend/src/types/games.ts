// The four playable games of docs/product.md §2; the study page lists them and the games feature plays them.
export const playableGames = ['shuffling', 'memory', 'audio', 'matching'] as const;
export type GameName = (typeof playableGames)[number];

/** Every game the game player plays: the four, and the look-alike drill "Which one?" (reached from a verse's similar
 * verses, the review queue and the profile, not listed among the four). */
export type PlayerGame = GameName | 'which_one';
