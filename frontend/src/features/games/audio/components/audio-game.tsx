import { useEffect, useEffectEvent, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { GameVerdict } from '@/types/api';

import { CompletionPanel } from '../../shared/components/completion-panel';
import { GameData } from '../../shared/components/game-data';
import { useGradedGame } from '../../shared/hooks/use-graded-game';
import type { GameProps, GradedGame } from '../../shared/types';
import { shuffled } from '../../shared/utils/shuffled';
import { useAudioQuestion } from '../api/get-audio-question';
import type { AudioQuestion } from '../types';
import { askedVerse, audioQuestionOrder, audioQuizReducer, audioQuizStart, type AudioAnswer } from '../utils/audio-quiz';
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
  // A review of the page's verse is rated from the first question that asks it: a Try again is not a second review.
  const [reviewed, setReviewed] = useState(false);
  const reviewFrom =
    onResult && asked === verse && !reviewed
      ? (graded: GradedGame) => {
          setReviewed(true);
          onResult(graded);
        }
      : undefined;
  // game_id → the xp its grading earned: the game's xp is theirs summed, shown once the last question's is in.
  const [xpByQuestion, setXpByQuestion] = useState<ReadonlyMap<string, number>>(new Map());
  const lastGameId = quiz.completed ? query.data?.game_id : undefined;
  const xp =
    lastGameId !== undefined && xpByQuestion.has(lastGameId)
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
            onGraded={reviewFrom}
            onVerdict={({ xp_gained }) => setXpByQuestion((earned) => new Map(earned).set(question.game_id, xp_gained))}
            onAnswer={(choice) => dispatch({ type: 'answer', choice, correctAnswer: question.correct_answer })}
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
  const verdict = useGradedGame({
    chapter,
    verse,
    gameId: question.game_id,
    moves: answer ? [{ option: answer.choice }] : [],
    over: answer !== null,
    onGraded,
  });
  const reportVerdict = useEffectEvent(onVerdict);
  useEffect(() => {
    if (verdict) reportVerdict(verdict);
  }, [verdict]);

  return <AudioQuestionView question={question} answer={answer} {...view} />;
}
