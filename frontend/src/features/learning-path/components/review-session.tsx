import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

import { Button, ButtonLink } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon/icon';
import { Spinner } from '@/components/ui/spinner/spinner';
import { asksForTheVerse } from '@/lib/games';
import { recitePath } from '@/lib/recite-path';
import type { ReviewToday } from '@/types/api';

import { useReviewToday } from '../api/get-review-today';
import type { RecordReview, ReviewGameProps, ReviewGameResult } from '../types';
import { sessionFromServer, type StepRecord } from '../utils/review-steps';
import { ConfusedPairsList } from './confused-pairs';
import { NewVersesList } from './new-verses-list';
import { ReviewSummary } from './review-summary';
import styles from './review-session.module.css';

type ReviewSessionPageProps = {
  /** Plays one game on one verse: the app passes the games feature's player. */
  Game: ComponentType<ReviewGameProps>;
  recordReview: RecordReview;
};

/** /review: today's due verses through quick games, then a summary and today's new verses. */
export function ReviewSessionPage({ Game, recordReview }: ReviewSessionPageProps) {
  const { t } = useTranslation('review');
  const today = useReviewToday();

  if (today.isPending) return <Spinner size="lg" />;
  if (today.isError) return <p className={styles.message}>{t('today.loadFailed')}</p>;
  return <ReviewSession today={today.data} Game={Game} recordReview={recordReview} />;
}

type ReviewSessionProps = ReviewSessionPageProps & { today: ReviewToday };

function ReviewSession({ today, Game, recordReview }: ReviewSessionProps) {
  const { t } = useTranslation('review');
  // The session is the server's, so a reload goes on where it was; once begun, it keeps the plan it began with
  // (each review it records changes what is due).
  const [plan] = useState(today);
  const [started] = useState(() => sessionFromServer(plan.session));
  const { steps } = started;
  const [position, setPosition] = useState(started.position);
  const [records, setRecords] = useState<ReadonlyMap<number, StepRecord>>(started.records);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const progressLabelId = useId();
  const pairsHeadingId = useId();

  // A new step takes keyboard and screen-reader users to its heading.
  useEffect(() => {
    if (position > started.position) headingRef.current?.focus();
  }, [position, started.position]);

  if (steps.length === 0) {
    return (
      <div className={styles.session}>
        <p className={styles.message}>{t('session.nothingDue')}</p>
        <NewVersesList verses={plan.new} />
      </div>
    );
  }
  if (position === steps.length) return <ReviewSummary steps={steps} records={records} newVerses={plan.new} />;

  const step = steps[position];
  const setRecord = (index: number, record: StepRecord) => setRecords((current) => new Map(current).set(index, record));
  // Bound to its step: a game left unfinished reports after the session has moved on.
  const record = (index: number) => (result: ReviewGameResult) => {
    setRecord(index, { status: 'saving' });
    recordReview({ gameId: result.gameId }).then(
      (outcome) => setRecord(index, { status: 'saved', outcome }),
      () => setRecord(index, { status: 'failed' }),
    );
  };
  // On to the next step not reviewed yet (a verse's later round can come before steps reviewed earlier today).
  const next = () => {
    const following = steps.findIndex((_, index) => index > position && !records.has(index));
    setPosition(following === -1 ? steps.length : following);
  };
  // The map counts verses to review; a session plays more than one game on some: both are named.
  const verseCount = new Set(steps.map(({ chapter, verse }) => `${chapter}:${verse}`)).size;
  // "Which verse is recited?" must not be answered by its own heading: the audio step names only the surah.
  const title = asksForTheVerse(step.game)
    ? t('session.surah', { chapter: step.chapter })
    : t('session.verse', { chapter: step.chapter, verse: step.verse });

  return (
    <section className={styles.session} aria-labelledby={progressLabelId}>
      <div className={styles.progress}>
        <span id={progressLabelId} className={styles.progressLabel}>
          {t('session.progress', { current: position + 1, total: steps.length, count: verseCount })}
        </span>
        <div
          role="progressbar"
          className={styles.track}
          aria-labelledby={progressLabelId}
          aria-valuemin={0}
          aria-valuemax={steps.length}
          aria-valuenow={position}
        >
          <div className={styles.fill} style={{ width: `${(100 * position) / steps.length}%` }} />
        </div>
      </div>
      {/* Reciting is the other way through the same verses: each is reviewed from its slips. */}
      <ButtonLink variant="ghost" className={styles.recite} to={recitePath({ kind: 'review' })}>
        <Icon name="mic" size={18} />
        {t('session.recite')}
      </ButtonLink>
      {plan.confused_pairs.length > 0 && (
        <aside className={styles.confusedPairs} aria-labelledby={pairsHeadingId}>
          <h3 id={pairsHeadingId} className={styles.confusedPairsTitle}>
            {t('confusions.inQueue')}
          </h3>
          <ConfusedPairsList pairs={plan.confused_pairs} label={t('confusions.inQueue')} />
        </aside>
      )}
      <div className={styles.stepHeader}>
        <div>
          <h2 ref={headingRef} tabIndex={-1} className={styles.verse}>
            {title}
          </h2>
          <p className={styles.game}>{t(`session.games.${step.game}`)}</p>
        </div>
        {/* Once the game has ended, its result view's Next is the one way on. */}
        {!records.has(position) && (
          <Button variant="secondary" onClick={next}>
            {t('session.skip')}
          </Button>
        )}
      </div>
      <Game
        key={position}
        game={step.game}
        chapter={step.chapter}
        verse={step.verse}
        selectedAyah={1}
        onBack={next}
        next={{ label: t('session.next'), go: next }}
        canTryAgain={false}
        onResult={record(position)}
      />
    </section>
  );
}
