import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button/button';
import { Spinner } from '@/components/ui/spinner/spinner';

import type { GameNext } from '../types';
import type { GameOutcome } from '../utils/game-outcome';
import styles from './game-result.module.css';

type GameResultProps = {
  outcome: GameOutcome;
  /** The right answer, drawn by the game: shown when the game is lost. */
  answer?: ReactNode;
  next: GameNext;
  onTryAgain?: () => void;
};

/**
 * The end of every game, from the server's verdict: won or not, the mistakes made and the xp earned, the right
 * answer after a loss (the game lights what was wrong on its board), and "Next" and "Try again". Focus moves to its
 * heading when it appears, and the next Tab reaches "Next".
 */
export function GameResult({ outcome, answer, next, onTryAgain }: GameResultProps) {
  const { t } = useTranslation('games');
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  // The game above is finished and inert: take keyboard and screen-reader users to the outcome.
  useEffect(() => heading.current?.focus(), []);

  const graded = outcome.status === 'graded' ? outcome : null;
  const tone = graded ? (graded.won ? styles.won : styles.lost) : styles.pending;
  const title = graded
    ? t(graded.won ? 'result.won' : 'result.lost')
    : t(outcome.status === 'failed' ? 'result.failed' : 'result.checking');

  return (
    <section className={`${styles.result} ${tone}`} aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className={styles.title}>
        {title}
      </h3>
      {outcome.status === 'checking' && <Spinner size="sm" />}
      {/* Kept in place while the verdict is on its way, so its figures are announced when they come. */}
      <p role="status" className={styles.figures}>
        {graded && (
          <>
            {/* The heading was focused while it said "Checking…": say how the game went, for a screen reader. */}
            <span className="visually-hidden">{title}</span>
            <span>
              {graded.turns
                ? t('result.turns', { count: graded.turns.taken, pairs: graded.turns.pairs })
                : graded.mistakes === 0
                  ? t('result.noMistakes')
                  : t('result.mistakes', { count: graded.mistakes })}
            </span>
            {graded.won && graded.unpaid ? (
              <span>{t(`result.unpaid.${graded.unpaid}`)}</span>
            ) : graded.xp > 0 || graded.won ? (
              <span className={styles.xp}>{t('result.xp', { count: graded.xp })}</span>
            ) : (
              <span>{t('result.noXp')}</span>
            )}
          </>
        )}
        {outcome.status === 'failed' && t('result.failedDetail')}
      </p>
      {graded && !graded.won && answer && (
        <div className={styles.answer}>
          <h4 className={styles.answerTitle}>{t('result.rightAnswer')}</h4>
          {answer}
        </div>
      )}
      <div className={styles.actions}>
        <Button onClick={next.go}>{next.label}</Button>
        {onTryAgain && (
          <Button variant="secondary" onClick={onTryAgain}>
            {t('result.tryAgain')}
          </Button>
        )}
      </div>
    </section>
  );
}
