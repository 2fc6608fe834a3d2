import { useTranslation } from 'react-i18next';

import { Icon } from '@/components/ui/icon/icon';

import styles from './answer-mark.module.css';

/** The tick or cross on a part of a finished game, said in words to a screen reader (not by colour alone). */
export function AnswerMark({ right }: { right: boolean }) {
  const { t } = useTranslation('games');
  return (
    <>
      {/* Keeps the word apart from the text it marks, in the accessible name they make together. */}{' '}
      <span className={`${styles.mark} ${right ? styles.right : styles.wrong}`}>
        <Icon name={right ? 'check' : 'close'} size={14} />
        <span className="visually-hidden">{t(right ? 'result.right' : 'result.wrong')}</span>
      </span>
    </>
  );
}

/** The class for what a mark sits on: a green frame when right, a red one when wrong, none while unmarked. */
export function markedClass(right: boolean | undefined): string | undefined {
  if (right === undefined) return undefined;
  return right ? styles.markedRight : styles.markedWrong;
}
