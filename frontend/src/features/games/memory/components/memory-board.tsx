import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';

import { CompletionPanel } from '../../shared/components/completion-panel';
import { useGameResult } from '../../shared/hooks/use-game-result';
import { useProgressOnWin } from '../../shared/hooks/use-progress-on-win';
import type { GameResult } from '../../shared/types';
import type { MemoryCard } from '../types';
import { isMemoryWon, memoryInitialState, memoryReducer, MISMATCH_FLIP_BACK_MS } from '../utils/memory-rules';
import styles from './memory-board.module.css';
import { MemoryCardButton } from './memory-card-button';

type MemoryBoardProps = {
  cards: MemoryCard[];
  chapter: number;
  verse: number;
  onBack: () => void;
  onResult?: (result: GameResult) => void;
};

export function MemoryBoard({ cards, chapter, verse, onBack, onResult }: MemoryBoardProps) {
  const { t } = useTranslation('games');
  const [state, dispatch] = useReducer(memoryReducer, cards, memoryInitialState);
  const won = isMemoryWon(state);
  useProgressOnWin(won, { chapter, verse, game: 'memory' });
  useGameResult(onResult, {
    over: won,
    result: { won, mistakes: 0, flips: state.turns, pairs: state.cards.length / 2 },
  });

  useEffect(() => {
    if (!state.locked) return;
    const timer = setTimeout(() => dispatch({ type: 'flipBack' }), MISMATCH_FLIP_BACK_MS);
    return () => clearTimeout(timer);
  }, [state.locked]);

  return (
    <>
      <ul className={styles.grid} aria-label={t('memory.cards')} aria-busy={state.locked}>
        {state.cards.map((card, index) => (
          <li key={card.id}>
            <MemoryCardButton card={card} number={index + 1} onFlip={(cardId) => dispatch({ type: 'flip', cardId })} />
          </li>
        ))}
      </ul>
      {won && <CompletionPanel won onBack={onBack} />}
    </>
  );
}
