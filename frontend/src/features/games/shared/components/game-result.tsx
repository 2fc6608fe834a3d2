import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button/button';
import { Spinner } from '@/components/ui/spinner/spinner';
import { questTitle } from '@/lib/quest-title';

import type { GameNext } from '../types';
import type { GameOutcome, PayLine } from '../utils/game-outcome';
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
      <div role="status" className={styles.status}>
        {graded && (
          <>
            <p className={styles.figures}>
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
            </p>
            <PayBreakdown lines={graded.pay} />
            {graded.waiting > 0 && (
              <p className={styles.note}>
                {graded.waiting < graded.xp
                  ? t('result.waitingSome', { count: graded.waiting })
                  : t('result.waitingAll')}
              </p>
            )}
            {graded.released > 0 && <p className={styles.note}>{t('result.released', { count: graded.released })}</p>}
          </>
        )}
        {outcome.status === 'failed' && <p className={styles.figures}>{t('result.failedDetail')}</p>}
      </div>
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

/** What a game earned, line by line: "+10 first win", "+5 quest: Win 1 game". */
function PayBreakdown({ lines }: { lines: PayLine[] }) {
  const { t } = useTranslation('games');
  const { t: tSocial } = useTranslation('social');
  if (lines.length === 0) return null;
  return (
    <ul className={styles.pay} aria-label={t('result.pay.title')}>
      {lines.map((line, index) => (
        <li key={index}>
          {line.kind === 'quest'
            ? t('result.pay.quest', { count: line.xp, title: questTitle(tSocial, line.titleKey, line.params) })
            : line.kind === 'chapter'
              ? t('result.pay.chapter', { count: line.xp, chapter: line.chapter })
              : t(`result.pay.${line.kind}`, { count: line.xp })}
        </li>
      ))}
    </ul>
  );
}
