import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { formatTime } from '@/components/audio-player/format-time';
import { Button, ButtonLink } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { Icon } from '@/components/ui/icon/icon';
import { toastApiError } from '@/lib/api-error';
import { usePassageTitle } from '@/lib/passage-title';
import { recordingPath } from '@/lib/recordings/recording-path';
import { recitePassageOf } from '@/lib/recite-path';

import { useDeleteRecording, useKeepRecording, type RecordingSummary } from '../api/recordings';
import styles from './recordings.module.css';

/** One recording in the list: its passage, when, how long, until when it is kept; Listen, Keep, Delete. */
export function RecordingItem({ recording }: { recording: RecordingSummary }) {
  const { t, i18n } = useTranslation('recordings');
  const title = usePassageTitle(recitePassageOf(recording.passage));
  const keep = useKeepRecording();
  const remove = useDeleteRecording();
  const [deleting, setDeleting] = useState(false);
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const day = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));

  return (
    <li className={styles.item}>
      <div className={styles.itemText}>
        <h3 className={styles.itemTitle}>{title}</h3>
        <p className={styles.muted}>
          {when(recording.recordedAt)} · {formatTime(recording.durationMs / 1000)}
          {' · '}
          {recording.waiting
            ? t('waiting')
            : recording.expiresAt
              ? t('expires', { date: day(recording.expiresAt) })
              : t('kept')}
        </p>
      </div>
      <div className={styles.itemActions}>
        <ButtonLink to={recordingPath(recording.uploadId)} aria-label={t('listenTo', { title })}>
          <Icon name="headphones" size={18} />
          {t('listen.title')}
        </ButtonLink>
        {!recording.waiting && (
          <Button
            variant="secondary"
            aria-pressed={recording.kept}
            disabled={keep.isPending}
            onClick={() =>
              keep.mutate(
                { uploadId: recording.uploadId, kept: !recording.kept },
                { onError: (error) => toastApiError(error, t('keepFailed')) },
              )
            }
          >
            <Icon name="bookmark" size={18} />
            {t('keep')}
          </Button>
        )}
        <Button variant="ghost" aria-label={t('deleteOne', { title })} onClick={() => setDeleting(true)}>
          <Icon name="trash" size={18} />
          {t('delete')}
        </Button>
      </div>
      {deleting && (
        <Dialog
          title={t('confirmDelete.title')}
          onClose={() => setDeleting(false)}
          actions={
            <>
              <Button variant="secondary" data-autofocus onClick={() => setDeleting(false)}>
                {t('confirmDelete.cancel')}
              </Button>
              <Button
                variant="danger"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(
                    { uploadId: recording.uploadId, waiting: recording.waiting },
                    {
                      onSuccess: () => setDeleting(false),
                      onError: (error) => toastApiError(error, t('deleteFailed')),
                    },
                  )
                }
              >
                {t('delete')}
              </Button>
            </>
          }
        >
          <p>{t('confirmDelete.body', { title })}</p>
        </Dialog>
      )}
    </li>
  );
}
