import { useDealKey } from '../../shared/api/game-query-options';
import { GameData } from '../../shared/components/game-data';
import type { GameProps } from '../../shared/types';
import { useMatchingGame } from '../api/get-matching-game';
import { MatchingBoard } from './matching-board';

export function MatchingGame({ chapter, verse, selectedAyah, onBack, ...ending }: GameProps) {
  const query = useMatchingGame({ id: chapter, ayahId: verse, selectedAyah }, useDealKey());

  return (
    <GameData query={query} onBack={onBack}>
      {(game) => <MatchingBoard game={game} chapter={chapter} verse={verse} {...ending} />}
    </GameData>
  );
}
