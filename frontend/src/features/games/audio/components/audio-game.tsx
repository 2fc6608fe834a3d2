import { useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { GameVerdict } from '@/types/api';

import { CompletionPanel } from '../../shared/components/completion-panel';
import { GameData } from '../../shared/components/game-data';
import { useGradedGame } from '../../shared/hooks/use-graded-game';
import type { GameProps, GradedGame } from '../../shared/types';
import { shuffled } from '../../shared/utils/shuffled';
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
 * verse asked). */
export function AudioGame({ chapter, verse, selectedAyah, onBack, onResult }: GameProps) {
  const { t } = useTranslation('games');
  const [quiz, dispatch] = useReducer(audioQuizReducer, null, () =>
    audioQuizStart(audioQuestionOrder(verse, selectedAyah)),
  );
  const asked = askedVerse(quiz);
  const query = useAudioQuestion({ id: chapter, ayahId: asked, selectedAyah }, quiz.attempt);
  // A review of the page's verse is rated from the first question on it that was answered (or left unanswered):
  // a Try again is not a second review. Set when that question ends, before its verdict is in.
  const reviewDeal = useRef<string | null>(null);
  const reviewFrom = onResult
    ? (graded: GradedGame) => {
        reviewDeal.current ??= graded.gameId;
        if (reviewDeal.current === graded.gameId) onResult(graded);
      }
    : undefined;
  // The questions answered (their game_ids), and the xp each one's grading earned: the game's xp is their sum,
  // shown once every answered question's verdict is in.
  const [answered, setAnswered] = useState<ReadonlySet<string>>(new Set());
  const [xpByQuestion, setXpByQuestion] = useState<ReadonlyMap<string, number>>(new Map());
  const xp =
    quiz.completed && [...answered].every((gameId) => xpByQuestion.has(gameId))
      ? [...xpByQuestion.values()].reduce((sum, each) => sum + each, 0)
      : undefined;

  return (
    <>
      <p className={styles.counter}>
        {t('audio.question', { current: quiz.position + 1, total: quiz.order.length })}
      </p>
      <GameData query={query} onBack={onBack}>
        {(question) => (
          <AudioRound
            key={question.game_id}
            question={question}
            chapter={chapter}
            verse={asked}
            answer={quiz.answer}
            completed={quiz.completed}
            onGraded={asked === verse ? reviewFrom : undefined}
            onVerdict={({ xp_gained }) => setXpByQuestion((earned) => new Map(earned).set(question.game_id, xp_gained))}
            onAnswer={(choice) => {
              if (asked === verse) reviewDeal.current ??= question.game_id;
              setAnswered((gameIds) => new Set(gameIds).add(question.game_id));
              dispatch({ type: 'answer', choice, correctAnswer: question.correct_answer });
            }}
            onContinue={() => dispatch({ type: 'continue' })}
            onTryAgain={() => dispatch({ type: 'restart', order: shuffled(quiz.order) })}
          />
        )}
      </GameData>
      {quiz.completed && <CompletionPanel won xp={xp} onBack={onBack} />}
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
  onGraded?: (graded: GradedGame) => void;
  onVerdict: (verdict: GameVerdict) => void;
  onAnswer: (choice: string) => void;
  onContinue: () => void;
  onTryAgain: () => void;
};

/** One question, one deal: its first answer is graded at once. */
function AudioRound({ question, chapter, verse, answer, onGraded, onVerdict, ...view }: AudioRoundProps) {
  useGradedGame({
    chapter,
    verse,
    gameId: question.game_id,
    moves: answer ? [{ option: answer.choice }] : [],
    over: answer !== null,
    onGraded,
    onVerdict,
  });
  return <AudioQuestionView question={question} answer={answer} {...view} />;
}
