import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { AudioPlayer } from '@/components/audio-player/audio-player';
import { Button } from '@/components/ui/button/button';

import { NumberKeysHint } from '../../shared/components/number-keys-hint';
import { NumberedOptions } from '../../shared/components/numbered-options';
import type { AudioQuestion } from '../types';
import type { AudioAnswer } from '../utils/audio-quiz';
import styles from './audio-question-view.module.css';

type AudioQuestionViewProps = {
  question: AudioQuestion;
  answer: AudioAnswer | null;
  /** The game is over: the last answer stands and the result view takes over. */
  completed: boolean;
  /** The right option, once the server has graded the answer. */
  rightOption: string | undefined;
  /** A question after the first: it takes the keyboard's focus from the Continue that led to it. */
  askedBefore: boolean;
  onAnswer: (choice: string) => void;
  onContinue: () => void;
};

export function AudioQuestionView({
  question,
  answer,
  completed,
  rightOption,
  askedBefore,
  onAnswer,
  onContinue,
}: AudioQuestionViewProps) {
  const { t } = useTranslation('games');
  const answering = answer === null && !completed;
  const prompt = useRef<HTMLParagraphElement>(null);
  const continueButton = useRef<HTMLButtonElement>(null);

  // The keyboard stays in the game: on the next question, and on Continue after a right answer.
  useEffect(() => {
    if (askedBefore) prompt.current?.focus();
  }, [askedBefore]);
  useEffect(() => {
    if (answer?.correct && !completed) continueButton.current?.focus();
  }, [answer, completed]);

  const markOf = (option: string) => {
    if (answer?.choice === option) return answer.correct;
    return option === rightOption ? true : undefined;
  };

  return (
    <div className={styles.question}>
      <AudioPlayer src={question.audio_url} />
      <p ref={prompt} tabIndex={-1} className={styles.prompt}>
        {t('audio.prompt')}
      </p>
      <NumberKeysHint count={question.options.length} />
      <NumberedOptions
        options={question.options.map((option) => ({ key: option, text: option }))}
        label={t('audio.options')}
        answering={answering}
        chosen={answer?.choice}
        markOf={markOf}
        onChoose={onAnswer}
      />
      {answer?.correct && !completed && (
        <div className={styles.feedback} role="status">
          <p className={styles.correctText}>{t('audio.correct')}</p>
          <Button ref={continueButton} onClick={onContinue}>
            {t('audio.continue')}
          </Button>
        </div>
      )}
    </div>
  );
}
