import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button/button';

import styles from '../styles/question.module.css';

type QuestionFeedbackProps = {
  right: boolean;
  /** Said at once, as the answer is given: right, or what the right answer was. */
  message: string;
  /** The round's last question: the result view follows, not Continue. */
  last: boolean;
  continueButton: Ref<HTMLButtonElement>;
  onContinue: () => void;
  /** Shown between the message and Continue (the drill's two verses compared). */
  children?: ReactNode;
};

/** An answered question's feedback in a round (QuestionRound): right or not, and Continue to the next question. */
export function QuestionFeedback({
  right,
  message,
  last,
  continueButton,
  onContinue,
  children,
}: QuestionFeedbackProps) {
  const { t } = useTranslation('games');
  return (
    <div className={styles.feedback}>
      <p role="status" className={right ? styles.right : styles.wrong}>
        {message}
      </p>
      {children}
      {!last && (
        <Button ref={continueButton} onClick={onContinue}>
          {t('continue')}
        </Button>
      )}
    </div>
  );
}
