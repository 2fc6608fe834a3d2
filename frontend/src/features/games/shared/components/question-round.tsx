import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { GameMove } from '@/types/api';

import { useGradedGame } from '../hooks/use-graded-game';
import type { GameProps } from '../types';
import { gameOutcome } from '../utils/game-outcome';
import { GameResult } from './game-result';
import styles from './question-round.module.css';

/** What a question of the round is shown with: whether it was answered, and how to answer it and go on. */
export type AskedQuestion<Question, Answer> = {
  question: Question;
  /** The answer given; the first one stands. */
  chosen: Answer | undefined;
  /** The round's last question: its answer ends the round, and the result view follows instead of Continue. */
  last: boolean;
  /** A question after the first: it takes the keyboard's focus from the Continue that led to it. */
  askedBefore: boolean;
  onChoose: (answer: Answer) => void;
  onContinue: () => void;
};

type QuestionRoundProps<Question extends { id: number }, Answer> = Pick<
  GameProps,
  'next' | 'onTryAgain' | 'onResult'
> & {
  /** The verse the deal was dealt on (its win is recorded there). */
  chapter: number;
  verse: number;
  gameId: string;
  questions: Question[];
  /** A question's answer as the grading call takes it. */
  move: (question: number, answer: Answer) => GameMove;
  /** Grade the answers given when the player leaves before the end (see useGradedGame). */
  gradeIfLeft?: boolean;
  children: (asked: AskedQuestion<Question, Answer>) => ReactNode;
};

/**
 * A game of questions asked one at a time ("Which one?", the makhraj practices): each answered once, then Continue;
 * the server grades the answers together once the last is given (won when every one is right), and the result view
 * follows. `children` draws the question.
 */
export function QuestionRound<Question extends { id: number }, Answer>({
  chapter,
  verse,
  gameId,
  questions,
  move,
  gradeIfLeft = false,
  next,
  onTryAgain,
  onResult,
  children,
}: QuestionRoundProps<Question, Answer>) {
  const { t } = useTranslation('games');
  const [position, setPosition] = useState(0);
  // Question id → the answer given, in the order answered: the moves the server grades.
  const [answers, setAnswers] = useState<ReadonlyMap<number, Answer>>(new Map());
  const over = answers.size === questions.length;
  const grading = useGradedGame({
    chapter,
    verse,
    gameId,
    moves: [...answers].map(([question, answer]) => move(question, answer)),
    over,
    onGraded: onResult,
    gradeIfLeft: gradeIfLeft && answers.size > 0,
  });
  const question = questions[position];

  return (
    <>
      <p className={styles.counter}>{t('question', { current: position + 1, total: questions.length })}</p>
      {children({
        question,
        chosen: answers.get(question.id),
        last: position === questions.length - 1,
        askedBefore: position > 0,
        // The first answer stands (a second key press before the options are disabled changes nothing).
        onChoose: (answer) =>
          setAnswers((current) => (current.has(question.id) ? current : new Map(current).set(question.id, answer))),
        onContinue: () => setPosition(position + 1),
      })}
      {over && <GameResult outcome={gameOutcome(grading)} next={next} onTryAgain={onTryAgain} />}
    </>
  );
}
