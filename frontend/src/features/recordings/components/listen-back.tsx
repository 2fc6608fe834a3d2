import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';

import { ArabicText } from '@/components/arabic-text/arabic-text';
import { Button, ButtonLink } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon/icon';
import { Spinner } from '@/components/ui/spinner/spinner';
import { WeakWordSpan } from '@/components/weak-word/weak-word';
import { toastApiError } from '@/lib/api-error';
import { useVerseName } from '@/lib/chapters';
import { usePassageTitle } from '@/lib/passage-title';
import { recitePassageOf } from '@/lib/recite-path';
import { useRecordingsSender } from '@/lib/recordings/send-recordings';
import { SLIP_KINDS } from '@/lib/slip-kinds';
import type { RecordingSlip } from '@/types/api';

import { useRecording, useRecordingAudio, useSaveMarks, type ListenedRecording } from '../api/recordings';
import { useVersePlayback, type Piece } from '../hooks/use-verse-playback';
import { slipsOn, slipToggled, verseSegment } from '../utils/listening';
import styles from './recordings.module.css';

/** /recordings/<id> (docs/product.md §2.18): the recording heard back verse by verse beside the reciter. */
export function ListenBack({ uploadId }: { uploadId: string }) {
  const { t } = useTranslation('recordings');
  const recording = useRecording(uploadId);
  useRecordingsSender();

  if (recording.isPending) return <Spinner size="lg" />;
  if (recording.isError) {
    return (
      <div className={styles.message}>
        <p>{t('listen.notFound')}</p>
        <ButtonLink to="/recordings">{t('listen.toList')}</ButtonLink>
      </div>
    );
  }
  return <Listening key={`${recording.data.uploadId}-${recording.data.waiting}`} recording={recording.data} />;
}

function Listening({ recording }: { recording: ListenedRecording }) {
  const { t } = useTranslation('recordings');
  const verseName = useVerseName();
  const title = usePassageTitle(recitePassageOf(recording.passage));
  const audio = useRecordingAudio(recording);
  const { reciterRef, ownRef, playing, play, stop } = useVersePlayback();
  // The learner's recording plays from an address of its Blob, let go when the Blob changes or the page leaves.
  useEffect(() => {
    const player = ownRef.current;
    if (!audio.data || !player) return;
    const address = URL.createObjectURL(audio.data);
    player.src = address;
    return () => URL.revokeObjectURL(address);
  }, [audio.data, ownRef]);
  const { verses } = recording;
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      verses.findIndex((verse) => verse.start_ms !== null),
    ),
  );
  const [slips, setSlips] = useState<RecordingSlip[]>(recording.slips);
  const [word, setWord] = useState<number | null>(null);
  const saveMarks = useSaveMarks();
  const changed = useMemo(() => JSON.stringify(slips) !== JSON.stringify(recording.slips), [slips, recording.slips]);

  const verse = verses[index];
  const segment = verseSegment(verses, index, recording.durationMs);
  const own: Piece | null = segment && audio.data ? { voice: 'own', ...segment } : null;
  const reciter: Piece = { voice: 'reciter', url: verse.audio_url };

  const go = (next: number) => {
    stop();
    setWord(null);
    setIndex(next);
  };

  const save = () =>
    saveMarks.mutate(
      { uploadId: recording.uploadId, slips },
      {
        onSuccess: () => toast.success(t('listen.saved')),
        onError: (error) => toastApiError(error, t('listen.notSaved')),
      },
    );

  return (
    <section className={styles.listen} aria-label={title}>
      <header className={styles.listenHeader}>
        <h2 className={styles.title}>{title}</h2>
        {recording.waiting && <p className={styles.waiting}>{t('waiting')}</p>}
      </header>
      <nav className={styles.stepper} aria-label={t('listen.verses')}>
        <Button variant="ghost" disabled={index === 0} onClick={() => go(index - 1)}>
          <Icon name="chevronLeft" size={18} />
          {t('listen.previous')}
        </Button>
        <p className={styles.position} aria-live="polite">
          {t('listen.position', { current: index + 1, total: verses.length, reference: verseName(verse) })}
        </p>
        <Button variant="ghost" disabled={index === verses.length - 1} onClick={() => go(index + 1)}>
          {t('listen.next')}
          <Icon name="chevronRight" size={18} />
        </Button>
      </nav>
      <p className={styles.verse} lang="ar" dir="rtl">
        {verse.words.map((text, position) => {
          const kinds = slipsOn(slips, verse, position);
          return (
            <span key={position}>
              <button
                type="button"
                className={styles.word}
                aria-pressed={word === position}
                onClick={() => setWord(word === position ? null : position)}
              >
                <WeakWordSpan weak={kinds.length ? { word: position, kind: kinds[0], weakness: 1 } : undefined}>
                  <ArabicText>{text}</ArabicText>
                </WeakWordSpan>
              </button>{' '}
            </span>
          );
        })}
      </p>
      <div className={styles.playing}>
        <Button onClick={() => void play(own ? [reciter, own] : [reciter])}>
          <Icon name="play" size={18} />
          {t('listen.both')}
        </Button>
        <Button variant="secondary" onClick={() => void play([reciter])}>
          <Icon name="headphones" size={18} />
          {t('listen.reciter')}
        </Button>
        <Button variant="secondary" disabled={!own} onClick={() => own && void play([own])}>
          <Icon name="mic" size={18} />
          {t('listen.own')}
        </Button>
        {playing && (
          <Button variant="ghost" onClick={stop}>
            <Icon name="stop" size={18} />
            {t('listen.stop')}
          </Button>
        )}
        <p className={styles.muted} aria-live="polite">
          {playing ? t(`listen.playing.${playing}`) : !segment ? t('listen.notRecorded') : ''}
          {audio.isPending && segment && <Spinner size="sm" />}
          {audio.isError && t('listen.audioFailed')}
        </p>
      </div>
      {word !== null && (
        <div className={styles.marks} role="group" aria-label={t('listen.marksOn', { word: verse.words[word] })}>
          {SLIP_KINDS.map((kind) => (
            <button
              key={kind}
              type="button"
              className={styles.mark}
              aria-pressed={slipsOn(slips, verse, word).includes(kind)}
              onClick={() => setSlips((current) => slipToggled(current, verse, word, kind))}
            >
              {t(`kinds.${kind}`, { ns: 'recitation' })}
            </button>
          ))}
        </div>
      )}
      <p className={styles.muted}>{word === null ? t('listen.tapWord') : ''}</p>
      <div className={styles.actions}>
        <Button disabled={!changed || saveMarks.isPending} onClick={save}>
          <Icon name="check" size={18} />
          {t('listen.save')}
        </Button>
        <ButtonLink variant="ghost" to="/recordings">
          {t('listen.toList')}
        </ButtonLink>
      </div>
      {/* Hidden players: the buttons above are their controls. */}
      <audio ref={reciterRef} preload="none" />
      <audio ref={ownRef} preload="auto" />
    </section>
  );
}
