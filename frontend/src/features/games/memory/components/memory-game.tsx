import { useDealKey } from '../../shared/api/game-query-options';
import { GameData } from '../../shared/components/game-data';
import type { GameProps } from '../../shared/types';
import { useMemoryGame } from '../api/get-memory-game';
import { MemoryBoard } from './memory-board';

export function MemoryGame({ chapter, verse, selectedAyah, onBack, ...ending }: GameProps) {
  const query = useMemoryGame({ id: chapter, ayahId: verse, selectedAyah }, useDealKey());

  return (
    <GameData query={query} onBack={onBack}>
      {({ cards, game_id }) => (
        <MemoryBoard cards={cards} gameId={game_id} chapter={chapter} verse={verse} {...ending} />
      )}
    </GameData>
  );
}
