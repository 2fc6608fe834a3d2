import { useDealKey } from '../../shared/api/game-query-options';
import { GameData } from '../../shared/components/game-data';
import type { GameProps } from '../../shared/types';
import { useShufflingGame } from '../api/get-shuffling-game';
import { ShufflingBoard } from './shuffling-board';

export function ShufflingGame({ chapter, verse, selectedAyah, onBack, ...ending }: GameProps) {
  const query = useShufflingGame({ id: chapter, ayahId: verse, selectedAyah }, useDealKey());

  return (
    <GameData query={query} onBack={onBack}>
      {({ levels, game_id }) => (
        <ShufflingBoard level={levels[0]} gameId={game_id} chapter={chapter} verse={verse} {...ending} />
      )}
    </GameData>
  );
}
