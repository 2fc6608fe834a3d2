import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ArabicText } from '@/components/arabic-text/arabic-text';

import { useDealKey } from '../../shared/api/game-query-options';
import { GameData } from '../../shared/components/game-data';
import { GameResult } from '../../shared/components/game-result';
import { useGradedGame } from '../../shared/hooks/use-graded-game';
import type { GameProps, GradedGame, Grading } from '../../shared/types';
import { combinedOutcome } from '../../shared/utils/game-outcome';
import { useAudioQuestion } from '../api/get-audio-question';
import type { AudioQuestion } from '../types';
import {
  askedVerse,
  audioQuestionOrder,
  audioQuizReducer,
  audioQuizStart,
  type AudioAnswer,
} from '../utils/audio-quiz';
import styles from './audio-game.module.css';
import { AudioQuestionView } from './audio-question-view';

/** The audio game: a question per covered verse, each dealt and graded on its own (its win is an audio win on the
 * verse asked). A wrong answer ends it; the right answer to the last question wins it. */
export function AudioGame({ chapter, verse, selectedAyah, onBack, next, onTryAgain, onResult }: GameProps) {
  const { t } = useTranslation('games');
  const [quiz, dispatch] = useReducer(audioQuizReducer, null, () =>
    audioQuizStart(audioQuestionOrder(verse, selectedAyah)),
  );
  const asked = askedVerse(quiz);
  const query = useAudioQuestion({ id: chapter, ayahId: asked, selectedAyah }, useDealKey());
  // Each answered question's grading, in the order answered (game_id → grading): the game's outcome adds them up.
  const [gradings, setGradings] = useState<ReadonlyMap<string, Grading>>(new Map());
  const setGrading = (gameId: string, grading: Grading) =>
    setGradings((current) => new Map(current).set(gameId, grading));

  return (
    <>
      <p className={styles.counter}>{t('audio.question', { current: quiz.position + 1, total: quiz.order.length })}</p>
      <GameData query={query} onBack={onBack}>
        {(question) => {
          const rightOption = gradings.get(question.game_id)?.verdict?.answer.option;
          return (
            <>
              <AudioRound
                key={question.game_id}
                question={question}
                chapter={chapter}
                verse={asked}
                answer={quiz.answer}
                completed={quiz.completed}
                rightOption={rightOption}
                askedBefore={quiz.position > 0}
                // A review of the page's verse is rated from its question (a quiz asks each verse once).
                onGraded={asked === verse ? onResult : undefined}
                onGrading={(grading) => setGrading(question.game_id, grading)}
                onAnswer={(choice) => {
                  setGrading(question.game_id, { failed: false });
                  dispatch({ type: 'answer', choice, correctAnswer: question.correct_answer });
                }}
                onContinue={() => dispatch({ type: 'continue' })}
              />
              {quiz.completed && (
                <GameResult
                  outcome={combinedOutcome([...gradings.values()])}
                  answer={
                    rightOption && (
                      <ArabicText as="p" className={styles.rightOption}>
                        {rightOption}
                      </ArabicText>
                    )
                  }
                  next={next}
                  onTryAgain={onTryAgain}
                />
              )}
            </>
          );
        }}
      </GameData>
    </>
  );
}

type AudioRoundProps = {
  question: AudioQuestion;
  chapter: number;
  /** The verse asked. */
  verse: number;
  answer: AudioAnswer | null;
  completed: boolean;
  rightOption: string | undefined;
  askedBefore: boolean;
  onGraded?: (graded: GradedGame) => void;
  onGrading: (grading: Grading) => void;
  onAnswer: (choice: string) => void;
  onContinue: () => void;
};

/** One question, one deal: its first answer is graded at once. */
function AudioRound({ question, chapter, verse, answer, onGraded, onGrading, ...view }: AudioRoundProps) {
  useGradedGame({
    chapter,
    verse,
    gameId: question.game_id,
    moves: answer ? [{ option: answer.choice }] : [],
    over: answer !== null,
    onGraded,
    onGrading,
  });
  return <AudioQuestionView question={question} answer={answer} {...view} />;
}
