import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ArabicText } from '@/components/arabic-text/arabic-text';
import { AudioPlayer } from '@/components/audio-player/audio-player';
import { Button } from '@/components/ui/button/button';

import type { AudioQuestion } from '../types';
import type { AudioAnswer } from '../utils/audio-quiz';
import styles from './audio-question-view.module.css';

type AudioQuestionViewProps = {
  question: AudioQuestion;
  answer: AudioAnswer | null;
  /** The game is over: the last answer stands and the completion panel takes over. */
  completed: boolean;
  onAnswer: (choice: string) => void;
  onContinue: () => void;
  onTryAgain: () => void;
};

function isTyping(target: EventTarget | null) {
  return target instanceof HTMLElement && (target.isContentEditable || target.tagName === 'TEXTAREA');
}

export function AudioQuestionView({
  question,
  answer,
  completed,
  onAnswer,
  onContinue,
  onTryAgain,
}: AudioQuestionViewProps) {
  const { t } = useTranslation('games');
  const answering = answer === null && !completed;

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

  return (
    <div className={styles.question}>
      <AudioPlayer src={question.audio_url} />
      <p className={styles.prompt}>{t('audio.prompt', { count: question.options.length })}</p>
      <ol className={styles.options} aria-label={t('audio.options')}>
        {question.options.map((option, index) => {
          const chosen = answer?.choice === option;
          const verdict = chosen ? (answer.correct ? styles.correct : styles.incorrect) : undefined;
          return (
            <li key={option}>
              <button
                type="button"
                className={[styles.option, verdict].filter(Boolean).join(' ')}
                disabled={!answering}
                aria-pressed={chosen}
                onClick={() => onAnswer(option)}
              >
                <span className={styles.number}>{index + 1}</span>
                <ArabicText className={styles.arabic}>{option}</ArabicText>
              </button>
            </li>
          );
        })}
      </ol>
      {answer && !completed && (
        <div className={styles.feedback} role="status">
          {answer.correct ? (
            <>
              <p className={styles.correctText}>{t('audio.correct')}</p>
              <Button onClick={onContinue}>{t('audio.continue')}</Button>
            </>
          ) : (
            <>
              <p className={styles.incorrectText}>{t('audio.incorrect')}</p>
              <Button onClick={onTryAgain}>{t('audio.tryAgain')}</Button>
            </>
          )}
        </div>
      )}
    </div>
  );
}
