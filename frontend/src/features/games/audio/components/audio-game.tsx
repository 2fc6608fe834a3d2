import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';

import { CompletionPanel } from '../../shared/components/completion-panel';
import { GameData } from '../../shared/components/game-data';
import { useGameResult } from '../../shared/hooks/use-game-result';
import { useProgressOnWin } from '../../shared/hooks/use-progress-on-win';
import type { GameProps } from '../../shared/types';
import { shuffled } from '../../shared/utils/shuffled';
import { useAudioQuestion } from '../api/get-audio-question';
import { askedVerse, audioQuestionOrder, audioQuizReducer, audioQuizStart } from '../utils/audio-quiz';
import styles from './audio-game.module.css';
import { AudioQuestionView } from './audio-question-view';

export function AudioGame({ chapter, verse, selectedAyah, onBack, onResult }: GameProps) {
  const { t } = useTranslation('games');
  const [quiz, dispatch] = useReducer(audioQuizReducer, null, () =>
    audioQuizStart(audioQuestionOrder(verse, selectedAyah)),
  );
  const query = useAudioQuestion({ id: chapter, ayahId: askedVerse(quiz), selectedAyah });
  useProgressOnWin(quiz.completed, { chapter, verse, game: 'audio' });
  // Under way once a question has been shown: only then is leaving a loss.
  const started = query.isSuccess || quiz.position > 0 || quiz.mistakes > 0;
  useGameResult(
    onResult,
    started ? { over: quiz.completed, result: { won: quiz.completed, mistakes: quiz.mistakes } } : null,
  );

  return (
    <>
      <p className={styles.counter}>
        {t('audio.question', { current: quiz.position + 1, total: quiz.order.length })}
      </p>
      <GameData query={query} onBack={onBack}>
        {(question) => (
          <AudioQuestionView
            question={question}
            answer={quiz.answer}
            completed={quiz.completed}
            onAnswer={(choice) => dispatch({ type: 'answer', choice, correctAnswer: question.correct_answer })}
            onContinue={() => dispatch({ type: 'continue' })}
            onTryAgain={() => dispatch({ type: 'restart', order: shuffled(quiz.order) })}
          />
        )}
      </GameData>
      {quiz.completed && <CompletionPanel won onBack={onBack} />}
    </>
  );
}
