import { useDealKey } from '../../shared/api/game-query-options';
import { GameData } from '../../shared/components/game-data';
import type { GameProps } from '../../shared/types';
import { useGapsGame } from '../api/get-gaps-game';
import { GapsBoard } from './gaps-board';

export function GapsGame({ chapter, verse, selectedAyah, onBack, ...ending }: GameProps) {
  const query = useGapsGame({ id: chapter, ayahId: verse, selectedAyah }, useDealKey());

  return (
    <GameData query={query} onBack={onBack}>
      {(game) => <GapsBoard game={game} chapter={chapter} verse={verse} {...ending} />}
    </GameData>
  );
}
