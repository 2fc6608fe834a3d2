import { GameData } from '../../shared/components/game-data';
import type { GameProps } from '../../shared/types';
import { useMatchingGame } from '../api/get-matching-game';
import { MatchingBoard } from './matching-board';

export function MatchingGame({ chapter, verse, selectedAyah, onBack, onResult }: GameProps) {
  const query = useMatchingGame({ id: chapter, ayahId: verse, selectedAyah });

  return (
    <GameData query={query} onBack={onBack}>
      {(game) => <MatchingBoard game={game} chapter={chapter} verse={verse} onBack={onBack} onResult={onResult} />}
    </GameData>
  );
}
