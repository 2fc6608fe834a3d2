import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { ArabicText } from '@/components/arabic-text/arabic-text';
import { AudioPlayer } from '@/components/audio-player/audio-player';
import { Button } from '@/components/ui/button/button';

import { AnswerMark, markedClass } from '../../shared/components/answer-mark';
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

function isTyping(target: EventTarget | null) {
  return target instanceof HTMLElement && (target.isContentEditable || target.tagName === 'TEXTAREA');
}

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

  // Keys 1–4 answer too, as the options are numbered.
  const answerByKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.repeat || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
    const choice = question.options[Number(event.key) - 1];
    if (/^[1-9]$/.test(event.key) && choice !== undefined) onAnswer(choice);
  });
  useEffect(() => {
    if (!answering) return;
    window.addEventListener('keydown', answerByKey);
    return () => window.removeEventListener('keydown', answerByKey);
  }, [answering]);

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
        {t('audio.prompt', { count: question.options.length })}
      </p>
      <ol className={styles.options} aria-label={t('audio.options')}>
        {question.options.map((option, index) => {
          const right = markOf(option);
          return (
            <li key={option}>
              <button
                type="button"
                className={[styles.option, markedClass(right)].filter(Boolean).join(' ')}
                disabled={!answering}
                aria-pressed={answer?.choice === option}
                onClick={() => onAnswer(option)}
              >
                <span className={styles.number}>{index + 1}</span>
                <ArabicText className={styles.arabic}>{option}</ArabicText>
                {right !== undefined && <AnswerMark right={right} />}
              </button>
            </li>
          );
        })}
      </ol>
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
