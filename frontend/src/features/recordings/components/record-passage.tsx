import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { ArabicText } from '@/components/arabic-text/arabic-text';
import { RecorderBar } from '@/components/recorder/recorder-bar';
import { Button } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon/icon';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useVerseName } from '@/lib/chapters';
import { usePassageTitle } from '@/lib/passage-title';
import { useRecitationPassage } from '@/lib/recite-passage';
import type { RecitePassage } from '@/lib/recite-path';
import { useRecorder } from '@/lib/recordings/recorder';
import { recordingPath } from '@/lib/recordings/recording-path';
import { useKeepAndSendRecording } from '@/lib/recordings/send-recordings';
import { waitingRecordingOf } from '@/lib/recordings/waiting-recordings';
import type { RecitationPassageVerses } from '@/types/api';

import styles from './recordings.module.css';

/** /record?from=…&to=… (docs/product.md §2.18): a passage recorded on its own, the learner saying where each verse
 * begins; then heard back. */
export function RecordPassage({ passage }: { passage: RecitePassage }) {
  const { t } = useTranslation('recordings');
  const words = useRecitationPassage(passage);
  if (words.isPending) return <Spinner size="lg" />;
  if (words.isError || words.data.verses.length === 0) return <p className={styles.message}>{t('record.failed')}</p>;
  return <Recording passage={passage} words={words.data} />;
}

function Recording({ passage, words }: { passage: RecitePassage; words: RecitationPassageVerses }) {
  const { t } = useTranslation('recordings');
  const title = usePassageTitle(passage);
  const verseName = useVerseName();
  const navigate = useNavigate();
  const { recorder, state, problem } = useRecorder();
  const keepAndSend = useKeepAndSendRecording();
  const { verses } = words;
  const [index, setIndex] = useState(0);
  const [textShown, setTextShown] = useState(false);
  const starts = useRef<(number | null)[]>([]);
  const live = state === 'recording' || state === 'paused';
  const verse = verses[index];

  const next = () => {
    if (!live || index >= verses.length - 1) return;
    starts.current[index + 1] = recorder.at();
    setIndex(index + 1);
  };

  const stop = async () => {
    const recorded = await recorder.stop();
    if (!recorded) return;
    const recording = waitingRecordingOf({
      uploadId: crypto.randomUUID(),
      audio: recorded.audio,
      durationMs: recorded.durationMs,
      details: {
        passage: words.passage,
        verse_starts: verses.map((_, position) => starts.current[position] ?? null),
        slips: [],
        recitation_session: null,
      },
      verses,
    });
    // Kept on the device before the page opens it: the listen-back page finds it there until the server has it.
    await keepAndSend(recording);
    void navigate(recordingPath(recording.uploadId));
  };

  // Enter (or N) begins the next verse while recording, as the button does.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!live || event.ctrlKey || event.metaKey || event.altKey) return;
      if ((event.target as HTMLElement).closest('button, a, input, select, textarea')) return;
      if (event.code === 'Enter' || event.code === 'NumpadEnter' || event.code === 'KeyN') {
        event.preventDefault();
        next();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <section className={styles.listen} aria-label={title}>
      <header className={styles.listenHeader}>
        <h2 className={styles.title}>{title}</h2>
        <p className={styles.muted}>{t('record.intro')}</p>
      </header>
      <RecorderBar
        recorder={recorder}
        state={state}
        problem={problem}
        onStarted={() => {
          starts.current = [0];
          setIndex(0);
        }}
        onStop={() => void stop()}
      />
      <p className={styles.position} aria-live="polite">
        {t('listen.position', { current: index + 1, total: verses.length, reference: verseName(verse) })}
      </p>
      <Button variant="ghost" aria-pressed={textShown} onClick={() => setTextShown(!textShown)}>
        <Icon name={textShown ? 'eyeOff' : 'eye'} size={18} />
        {t(textShown ? 'record.hideText' : 'record.showText')}
      </Button>
      {textShown && (
        <p className={styles.verse} lang="ar" dir="rtl">
          <ArabicText>{verse.words.join(' ')}</ArabicText>
        </p>
      )}
      <Button disabled={!live || index >= verses.length - 1} aria-keyshortcuts="Enter" onClick={next}>
        {t('record.nextVerse')}
        <Icon name="arrowRight" size={18} />
      </Button>
    </section>
  );
}
