import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button/button';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useChapterName } from '@/lib/chapters';
import type { RecitePassage } from '@/lib/recite-path';

import { useRecitationPassage } from '../api/get-passage';
import { useOutboxSender } from '../hooks/use-send-recitation';
import { RecitationSession } from './recitation-session';
import styles from './recitation.module.css';

/** The passage's name as the learner chose it: "An-Naba' 78:1–10", "Pages 582–583", "Today's review". */
function usePassageTitle(passage: RecitePassage): string {
  const { t } = useTranslation('recitation');
  const chapterName = useChapterName();
  switch (passage.kind) {
    case 'verses': {
      const { from, to } = passage;
      if (from.surah_id === to.surah_id) {
        const verses = from.ayah_id === to.ayah_id ? `${from.ayah_id}` : `${from.ayah_id}–${to.ayah_id}`;
        return `${chapterName(from.surah_id)} ${from.surah_id}:${verses}`.trim();
      }
      return `${chapterName(from.surah_id)} ${from.surah_id}:${from.ayah_id} – ${chapterName(to.surah_id)} ${to.surah_id}:${to.ayah_id}`;
    }
    case 'pages':
      return passage.from === passage.to
        ? t('passage.page', { page: passage.from })
        : t('passage.pages', { from: passage.from, to: passage.to });
    case 'quarter':
      return t('passage.quarter', { hizb: Math.ceil(passage.quarter / 4), quarter: ((passage.quarter - 1) % 4) + 1 });
    case 'review':
      return t('passage.review');
  }
}

type RecitationPageProps = { passage: RecitePassage; revealed: number };

/** /recite: the passage's words fetched, then the recitation; "Recite again" starts it anew. */
export function RecitationPage({ passage, revealed }: RecitationPageProps) {
  const { t } = useTranslation('recitation');
  const title = usePassageTitle(passage);
  const words = useRecitationPassage(passage);
  // Each start is a new recitation: a new session, nothing shown.
  const [start, setStart] = useState(0);
  useOutboxSender();

  // Again, the passage's weak words are read anew: the recitation just sent changed them. Today's review keeps the
  // verses it began with (those reviewed are due no more).
  const again = () => {
    if (passage.kind !== 'review') void words.refetch();
    setStart((count) => count + 1);
  };

  if (words.isPending || words.isFetching) return <Spinner size="lg" />;
  if (words.isError) return <p className={styles.message}>{t('errors.passage')}</p>;
  if (words.data.verses.length === 0) {
    return (
      <div className={styles.message}>
        <p>{t('nothingDue')}</p>
        <ButtonLink to="/levels">{t('summary.toMap')}</ButtonLink>
      </div>
    );
  }
  return (
    <RecitationSession
      key={start}
      title={title}
      passage={words.data.passage}
      verses={words.data.verses}
      revealed={start === 0 ? revealed : 0}
      onAgain={again}
    />
  );
}
