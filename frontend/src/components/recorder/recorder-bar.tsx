import { useEffect, useEffectEvent, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { formatTime } from '@/components/audio-player/format-time';
import { Button } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon/icon';
import type { Recorder, RecorderProblem, RecorderState } from '@/lib/recordings/recorder';

import styles from './recorder-bar.module.css';

// A recording is at most 15 minutes (the server's RECORDING_MAX_SECONDS): it stops itself there.
const RECORDING_MAX_MS = 15 * 60 * 1000;

type RecorderBarProps = {
  recorder: Recorder;
  state: RecorderState;
  problem: RecorderProblem | null;
  /** Stop pressed, or the longest recording reached. */
  onStop: () => void;
  /** After recording has started (the microphone allowed). */
  onStarted?: () => void;
  /** Keeps the focus where it was on a click (the recitation's keys go on working). */
  onMouseDown?: (event: MouseEvent) => void;
};

/** Record, and while recording its level, its time, Pause or Resume, and Stop; why it cannot record, when so. */
export function RecorderBar({ recorder, state, problem, onStop, onStarted, onMouseDown }: RecorderBarProps) {
  const { t } = useTranslation('recordings');
  const live = state === 'recording' || state === 'paused';

  const start = async () => {
    if (await recorder.start()) onStarted?.();
  };

  return (
    <div className={styles.bar} role="group" aria-label={t('recorder.label')}>
      {live ? (
        <>
          <span className={styles.dot} data-paused={state === 'paused'} aria-hidden="true" />
          <Meter recorder={recorder} onLimit={onStop} />
          {state === 'recording' ? (
            <Button variant="secondary" onMouseDown={onMouseDown} onClick={() => recorder.pause()}>
              <Icon name="pause" size={16} />
              {t('recorder.pause')}
            </Button>
          ) : (
            <Button variant="secondary" onMouseDown={onMouseDown} onClick={() => recorder.resume()}>
              <Icon name="mic" size={16} />
              {t('recorder.resume')}
            </Button>
          )}
          <Button variant="danger" onMouseDown={onMouseDown} onClick={onStop}>
            <Icon name="stop" size={16} />
            {t('recorder.stop')}
          </Button>
        </>
      ) : (
        <Button
          variant="secondary"
          disabled={state === 'asking'}
          onMouseDown={onMouseDown}
          onClick={() => void start()}
        >
          <Icon name="mic" size={16} />
          {state === 'asking' ? t('recorder.asking') : t('recorder.record')}
        </Button>
      )}
      {problem && !live && (
        <p className={styles.problem} role="alert">
          {t(`recorder.problems.${problem}`)}
        </p>
      )}
    </div>
  );
}

/** The level and the time, read from the recorder at each frame (its own renders only, not the page's). */
function Meter({ recorder, onLimit }: { recorder: Recorder; onLimit: () => void }) {
  const { t } = useTranslation('recordings');
  const [level, setLevel] = useState(0);
  const [seconds, setSeconds] = useState(0);
  const reachLimit = useEffectEvent(onLimit);

  useEffect(() => {
    let frame = 0;
    let ended = false;
    const read = () => {
      const at = recorder.at();
      setLevel(recorder.level());
      setSeconds(Math.floor(at / 1000));
      if (at >= RECORDING_MAX_MS && !ended) {
        ended = true;
        reachLimit();
      }
      frame = requestAnimationFrame(read);
    };
    frame = requestAnimationFrame(read);
    return () => cancelAnimationFrame(frame);
  }, [recorder]);

  return (
    <>
      <span
        className={styles.meter}
        role="meter"
        aria-label={t('recorder.level')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(level * 100)}
      >
        <span className={styles.level} style={{ transform: `scaleX(${level})` }} />
      </span>
      <time className={styles.time} aria-label={t('recorder.time', { time: formatTime(seconds) })}>
        {formatTime(seconds)}
      </time>
    </>
  );
}
