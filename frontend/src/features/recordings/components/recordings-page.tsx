import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon/icon';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useChapterName } from '@/lib/chapters';
import { useRecordingsSender } from '@/lib/recordings/send-recordings';
import { chapterNumbers, verseCount } from '@/lib/verse-counts';

import { useRecordingList } from '../api/recordings';
import { recordPath } from '../utils/record-path';
import { megabytes } from '../utils/sizes';
import { RecordingItem } from './recording-item';
import styles from './recordings.module.css';

/** /recordings (docs/product.md §2.18): the learner's recordings, those still on this device first; each to hear
 * back, keep or delete; and a passage to record on its own. */
export function RecordingsPage() {
  const { t, i18n } = useTranslation('recordings');
  const { server, waiting } = useRecordingList();
  useRecordingsSender();

  return (
    <div className={styles.page}>
      <p className={styles.muted}>{t('intro', { days: server.data?.limits.days_kept ?? 30 })}</p>
      <RecordPassageForm />
      {waiting.data && waiting.data.length > 0 && (
        <section aria-labelledby="waiting-heading">
          <h2 id="waiting-heading" className={styles.heading}>
            {t('waitingTitle')}
          </h2>
          <p className={styles.muted}>{t('waitingIntro')}</p>
          <ul className={styles.list}>
            {waiting.data.map((recording) => (
              <RecordingItem key={recording.uploadId} recording={recording} />
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="sent-heading">
        <h2 id="sent-heading" className={styles.heading}>
          {t('sentTitle')}
        </h2>
        {server.isPending && <Spinner size="lg" />}
        {server.isError && <p className={styles.muted}>{t('unavailable')}</p>}
        {server.data && (
          <>
            <p className={styles.muted}>
              {t('held', {
                count: server.data.held.count,
                total: server.data.limits.count,
                size: megabytes(server.data.held.bytes, i18n.language),
                limit: megabytes(server.data.limits.bytes, i18n.language),
              })}
            </p>
            {server.data.recordings.length === 0 ? (
              <p className={styles.muted}>{t('none')}</p>
            ) : (
              <ul className={styles.list}>
                {server.data.recordings.map((recording) => (
                  <RecordingItem key={recording.uploadId} recording={recording} />
                ))}
              </ul>
            )}
          </>
        )}
      </section>
    </div>
  );
}

/** A chapter and its verses to record, on their own (not in a recitation from memory). */
function RecordPassageForm() {
  const { t } = useTranslation('recordings');
  const chapterName = useChapterName();
  const navigate = useNavigate();
  const [chapter, setChapter] = useState(112);
  const [from, setFrom] = useState(1);
  const [to, setTo] = useState(verseCount(112));
  const last = verseCount(chapter);

  return (
    <form
      className={styles.recordForm}
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(
          recordPath({ surah_id: chapter, ayah_id: from }, { surah_id: chapter, ayah_id: Math.max(from, to) }),
        );
      }}
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.heading}>{t('record.title')}</legend>
        <label className={styles.field}>
          {t('record.chapter')}
          <select
            value={chapter}
            onChange={(event) => {
              const next = Number(event.target.value);
              setChapter(next);
              setFrom(1);
              setTo(verseCount(next));
            }}
          >
            {chapterNumbers.map((number) => (
              <option key={number} value={number}>
                {number}. {chapterName(number)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {t('record.from')}
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={last}
            value={from}
            onChange={(event) => setFrom(Math.min(last, Math.max(1, Number(event.target.value) || 1)))}
          />
        </label>
        <label className={styles.field}>
          {t('record.to')}
          <input
            type="number"
            inputMode="numeric"
            min={from}
            max={last}
            value={to}
            onChange={(event) => setTo(Math.min(last, Math.max(1, Number(event.target.value) || 1)))}
          />
        </label>
        <Button type="submit">
          <Icon name="mic" size={18} />
          {t('record.start')}
        </Button>
      </fieldset>
    </form>
  );
}
