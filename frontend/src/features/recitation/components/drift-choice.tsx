import { useTranslation } from 'react-i18next';

import { useVerseName } from '@/lib/chapters';
import { useSimilarVerses } from '@/lib/similar-verses';
import type { VerseReference } from '@/types/api';

import styles from './recitation.module.css';

// As many look-alikes as fit a row of a phone: the closest ones are where a learner drifts.
const CHOICES = 3;

type DriftChoiceProps = {
  verse: VerseReference;
  onChoose: (verse: VerseReference | null) => void;
};

/** After a wrong word: "Went on with a look-alike?", the verse's closest look-alikes to name (or none). Nothing when
 * the verse has no look-alike. */
export function DriftChoice({ verse, onChoose }: DriftChoiceProps) {
  const { t } = useTranslation('recitation');
  const verseName = useVerseName();
  const similar = useSimilarVerses(verse.surah_id, verse.ayah_id).data?.similar.slice(0, CHOICES) ?? [];
  if (similar.length === 0) return null;

  return (
    <div className={styles.drift} role="group" aria-label={t('drift.question')}>
      <span>{t('drift.question')}</span>
      {similar.map((lookAlike) => (
        <button
          key={`${lookAlike.surah_id}:${lookAlike.ayah_id}`}
          type="button"
          className={styles.driftChoice}
          onClick={() => onChoose({ surah_id: lookAlike.surah_id, ayah_id: lookAlike.ayah_id })}
        >
          {verseName(lookAlike)}
        </button>
      ))}
      <button type="button" className={styles.driftChoice} onClick={() => onChoose(null)}>
        {t('drift.none')}
      </button>
    </div>
  );
}
