import type { IconName } from '@/components/ui/icon/icon';

/** What every page knows of a game: whether it is one of a verse's tiles (its place in this list is its place among
 * them), its tile's icon, and whether its question is the verse itself (so nothing around the game may name the
 * verse). Titles and descriptions are translated under the game's name (study `games.<game>`); each game's board,
 * rules and API hook are in `features/games/<game>/`, which the game player finds in `features/games/game-boards.ts`. */
type GameEntry = { tile: true; icon: IconName; asksForTheVerse?: true } | { tile: false };

export const gameCatalogue = {
  shuffling: { tile: true, icon: 'shuffle' },
  memory: { tile: true, icon: 'grid' },
  audio: { tile: true, icon: 'headphones', asksForTheVerse: true },
  matching: { tile: true, icon: 'link' },
  gaps: { tile: true, icon: 'pencil' },
  // The look-alike drill "Which one?" is reached from a verse's similar verses, the review queue and the profile.
  which_one: { tile: false },
} as const satisfies Record<string, GameEntry>;

/** Every game the game player plays. */
export type PlayerGame = keyof typeof gameCatalogue;

/** The games of a verse's tiles (docs/product.md §2): each one's first win adds a quarter of the verse's progress, so
 * any four of them make 100. */
export type GameName = {
  [Game in PlayerGame]: (typeof gameCatalogue)[Game]['tile'] extends true ? Game : never;
}[PlayerGame];

/** A verse's tiles, in their order. */
export const playableGames = (Object.keys(gameCatalogue) as PlayerGame[]).filter(
  (game): game is GameName => gameCatalogue[game].tile,
);

/** Whether the game asks which verse it is playing, so a heading must not give the verse away. */
export function asksForTheVerse(game: PlayerGame): boolean {
  return 'asksForTheVerse' in gameCatalogue[game];
}

/** A verse's study page, with `game` open at once on that verse alone when named (the Weak spots page's "Gaps"). */
export function gamePath(verse: { surah_id: number; ayah_id: number }, game?: GameName): string {
  const path = `/games/${verse.surah_id}/${verse.ayah_id}`;
  return game ? `${path}?play=${game}` : path;
}

/** The game an address asks to open (?play=gaps), when it names one of a verse's tiles. */
export function gameFromAddress(search: URLSearchParams): GameName | null {
  const play = search.get('play');
  return playableGames.find((game) => game === play) ?? null;
}
