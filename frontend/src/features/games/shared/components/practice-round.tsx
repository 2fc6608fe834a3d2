import type { ReactNode } from 'react';

import type { GameMove, VerseReference } from '@/types/api';

import { useDealKey } from '../api/game-query-options';
import { usePracticeGame, type PracticeGames } from '../api/get-practice-game';
import type { PracticeProps } from '../types';
import { GameData } from './game-data';
import { QuestionRound, type AskedQuestion } from './question-round';

type PracticeQuestion<Game extends keyof PracticeGames> = PracticeGames[Game]['questions'][number];

type PracticeRoundProps<Game extends keyof PracticeGames, Answer> = PracticeProps & {
  game: Game;
  /** The verse the first question shows: a won game refreshes what the app knows of it. */
  verseOf: (first: PracticeQuestion<Game>) => VerseReference;
  move: (question: number, answer: Answer) => GameMove;
  children: (asked: AskedQuestion<PracticeQuestion<Game>, Answer>) => ReactNode;
};

/** A makhraj practice: dealt from nothing (usePracticeGame), a spinner until it comes, then its round of questions.
 * `children` draws a question. */
export function PracticeRound<Game extends keyof PracticeGames, Answer>({
  game,
  verseOf,
  move,
  onBack,
  next,
  onTryAgain,
  children,
}: PracticeRoundProps<Game, Answer>) {
  const query = usePracticeGame(game, useDealKey());
  return (
    <GameData query={query} onBack={onBack}>
      {(dealt) => {
        const questions: PracticeQuestion<Game>[] = dealt.questions;
        const first = verseOf(questions[0]);
        return (
          <QuestionRound
            chapter={first.surah_id}
            verse={first.ayah_id}
            gameId={dealt.game_id}
            questions={questions}
            move={move}
            next={next}
            onTryAgain={onTryAgain}
          >
            {children}
          </QuestionRound>
        );
      }}
    </GameData>
  );
}
