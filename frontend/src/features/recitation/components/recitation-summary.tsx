import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { quranFontText } from '@/components/arabic-text/quran-font-text';
import { RatingChip } from '@/components/rating-chip/rating-chip';
import { Button, ButtonLink } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon/icon';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useVerseName } from '@/lib/chapters';
import { drillPath } from '@/lib/drill-path';
import { verseEndMarker } from '@/lib/mushaf-marks';
import { recordingPath } from '@/lib/recordings/recording-path';
import { SLIP_KINDS, type SlipKind } from '@/lib/slip-kinds';
import { verseText } from '@/lib/verse-reference';
import type { RecitedVerseResult } from '@/types/api';

import type { SendOutcome } from '../hooks/use-send-recitation';
import { dueText } from '../utils/due-text';
import { slipCounts, versesRecited, wordMarks, type RecitationState, type RecitedVerse } from '../utils/session';
import styles from './recitation.module.css';

type RecitationSummaryProps = {
  title: string;
  state: RecitationState;
  outcome: SendOutcome | { status: 'sending' };
  /** The recording made of it, to hear back. */
  recordingId: string | null;
  onAgain: () => void;
};

/** The end of a recitation: its slips by kind, each verse with its slips lit on its words and, once the server has
 * it, the review it gave and when the verse is next due; the xp; the look-alikes drifted into, to drill. */
export function RecitationSummary({ title, state, outcome, recordingId, onAgain }: RecitationSummaryProps) {
  const { t } = useTranslation('recitation');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const verseName = useVerseName();
  // Every mark is on a verse recited (session.versesRecited counts through the last one marked).
  const recited = state.verses.slice(0, versesRecited(state));
  const counts = slipCounts(state.marks);
  const total = SLIP_KINDS.reduce((sum, kind) => sum + counts[kind], 0);
  const result = outcome.status === 'sent' ? outcome.result : null;
  const marked = new Set(state.marks.map((mark) => mark.verse));
  const slipped = recited.flatMap((verse, index) => (marked.has(index) ? [{ verse, index }] : []));
  const clean = recited.filter((_, index) => !marked.has(index));
  const reviews = new Map(result?.verses.map((review) => [verseText(review), review]));
  const reviewOf = (verse: RecitedVerse) => reviews.get(verseText(verse));

  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section className={styles.summary} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.title}>
        {t('summary.title')}
      </h2>
      <p className={styles.muted}>{t('summary.recited', { title, count: recited.length })}</p>
      <SendState outcome={outcome} />
      {recordingId && (
        <p>
          <ButtonLink variant="secondary" to={recordingPath(recordingId)}>
            <Icon name="headphones" size={18} />
            {t('summary.listenBack')}
          </ButtonLink>
        </p>
      )}
      <p className={styles.counts}>
        {total === 0 ? t('summary.noSlips') : t('summary.slips', { count: total })}
        {SLIP_KINDS.filter((kind) => counts[kind] > 0).map((kind) => (
          <span key={kind} className={`${styles.count} ${styles[kind]}`}>
            <span className={styles.swatch} aria-hidden="true" />
            {t(`counts.${kind}`, { count: counts[kind] })}
          </span>
        ))}
      </p>
      {slipped.length > 0 && (
        <ul className={styles.results}>
          {slipped.map(({ verse, index }) => {
            return (
              <li key={verseText(verse)} className={styles.result}>
                <p className={styles.resultHead}>
                  <span className={styles.reference}>{verseName(verse)}</span>
                  <ReviewOf review={reviewOf(verse)} sent={result !== null} />
                </p>
                <p className={styles.verse} lang="ar" dir="rtl">
                  {verse.words.map((text, word) => (
                    <SummaryWord key={word} text={text} slips={wordMarks(state, index, word)} />
                  ))}
                  <span className={styles.verseEnd}>{verseEndMarker(verse.ayah_id)}</span>
                </p>
              </li>
            );
          })}
        </ul>
      )}
      {clean.length > 0 && (
        <details className={styles.clean} open={slipped.length === 0 && clean.length <= 10}>
          <summary>{t('summary.clean', { count: clean.length })}</summary>
          <ul className={styles.cleanList}>
            {clean.map((verse) => (
              <li key={`${verse.surah_id}:${verse.ayah_id}`}>
                <span className={styles.reference}>{verseName(verse)}</span>{' '}
                <ReviewOf review={reviewOf(verse)} sent={result !== null} />
              </li>
            ))}
          </ul>
        </details>
      )}
      {result && result.drills.length > 0 && (
        <div className={styles.drills}>
          <h3 className={styles.drillsTitle}>{t('summary.drills')}</h3>
          <ul>
            {result.drills.map(({ verse, taken_for }) => (
              <li key={`${verse.surah_id}:${verse.ayah_id}-${taken_for.surah_id}:${taken_for.ayah_id}`}>
                <ButtonLink variant="ghost" to={drillPath(verse, taken_for)}>
                  {t('summary.drill', { verse: verseName(verse), other: verseName(taken_for) })}
                </ButtonLink>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.actions}>
        <Button variant="primary" onClick={onAgain}>
          {t('summary.again')}
        </Button>
        <ButtonLink variant="secondary" to="/review">
          {t('summary.toReview')}
        </ButtonLink>
        <ButtonLink variant="ghost" to="/levels">
          {t('summary.toMap')}
        </ButtonLink>
      </div>
    </section>
  );
}

function SummaryWord({ text, slips }: { text: string; slips: readonly SlipKind[] }) {
  const { t, i18n } = useTranslation('recitation');
  if (slips.length === 0) return <span className={styles.summaryWord}>{quranFontText(text)}</span>;
  return (
    <mark className={styles.summaryWord} data-slips={slips.join(' ')}>
      {quranFontText(text)}
      <span className="visually-hidden" lang={i18n.language}>
        {' '}
        ({slips.map((kind) => t(`kinds.${kind}`)).join(', ')})
      </span>
    </mark>
  );
}

function SendState({ outcome }: { outcome: RecitationSummaryProps['outcome'] }) {
  const { t } = useTranslation('recitation');
  if (outcome.status === 'sending') {
    return (
      <p className={styles.sendState} role="status">
        <Spinner size="sm" /> {t('summary.sending')}
      </p>
    );
  }
  if (outcome.status === 'waiting')
    return (
      <p className={styles.sendState} role="status">
        {t('summary.waiting')}
      </p>
    );
  if (outcome.status === 'refused')
    return (
      <p className={styles.sendState} role="status">
        {t('summary.refused')}
      </p>
    );
  const { xp_earned: earned, xp_quests: quests, xp_waiting: waiting, unpaid } = outcome.result;
  return (
    <p className={styles.sendState} role="status">
      {earned > 0 ? t('summary.xp', { xp: earned }) : unpaid === 'daily_cap' ? t('summary.dailyCap') : null}
      {quests > 0 && ` ${t('summary.questXp', { xp: quests })}`}
      {waiting > 0 && ` ${t('summary.xpWaiting', { xp: waiting })}`}
    </p>
  );
}

function ReviewOf({ review, sent }: { review: RecitedVerseResult | undefined; sent: boolean }) {
  const { t, i18n } = useTranslation('recitation');
  // The summary is read once, so "now" is when it was shown.
  const [now] = useState(() => Date.now());
  if (!sent) return null;
  if (!review?.rating || !review.due) return <span className={styles.muted}>{t('summary.notScheduled')}</span>;
  return (
    <>
      <RatingChip rating={review.rating}>{t(`ratings.${review.rating}`)}</RatingChip>{' '}
      <span className={styles.muted}>
        {t('summary.nextDue', { when: dueText(review.due, now, i18n.resolvedLanguage ?? 'en') })}
      </span>
    </>
  );
}
