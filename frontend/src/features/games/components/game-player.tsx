import type { ReactNode } from 'react';

import type { GameName } from '@/types/games';

import { AudioGame } from '../audio/components/audio-game';
import { MatchingGame } from '../matching/components/matching-game';
import { MemoryGame } from '../memory/components/memory-game';
import type { GameProps } from '../shared/types';
import { ShufflingGame } from '../shuffling/components/shuffling-game';

type GamePlayerProps = GameProps & {
  game: GameName;
};

const games = {
  shuffling: ShufflingGame,
  memory: MemoryGame,
  matching: MatchingGame,
  audio: AudioGame,
} satisfies Record<GameName, (props: GameProps) => ReactNode>;

/** The game itself, below the title and description the study page shows, with its completion panel.
 * `onResult`, if given, hears how the game went, for a review of the verse. */
export function GamePlayer({ game, ...props }: GamePlayerProps) {
  const Game = games[game];
  return <Game {...props} />;
}
