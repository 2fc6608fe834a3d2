import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button/button';
import { Spinner } from '@/components/ui/spinner/spinner';
import { usePassageTitle } from '@/lib/passage-title';
import { useRecitationPassage } from '@/lib/recite-passage';
import type { RecitePassage } from '@/lib/recite-path';

import { useOutboxSender } from '../hooks/use-send-recitation';
import { RecitationSession } from './recitation-session';
import styles from './recitation.module.css';

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
