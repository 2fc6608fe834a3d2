import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Icon } from '@/components/ui/icon/icon';

import styles from './audio-player.module.css';
import { formatTime } from './format-time';

type AudioPlayerProps = {
  /** The recitation; without one the controls show, disabled. */
  src: string | undefined;
  className?: string;
};

const VOLUME_STEP = 0.1;
const SEEK_STEP_SECONDS = 5;

/**
 * The audio player (docs/product.md §2): play/pause, mute, volume 0–1 set by clicking its bar (default 1), seek by
 * clicking the progress line, m:ss times; at the end it is paused again.
 */
export function AudioPlayer({ src, className }: AudioPlayerProps) {
  // Another recitation starts from a clean player: paused, at 0:00, no error.
  return <Player key={src ?? ''} src={src} className={className} />;
}

function Player({ src, className }: AudioPlayerProps) {
  const { t } = useTranslation();
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [volume, setVolume] = useState(1);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [failed, setFailed] = useState(false);
  const disabled = !src || failed;

  const togglePlaying = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (playing) {
      audio.pause();
    } else {
      // A file that cannot be played also fires `error`, which is what the player shows.
      audio.play().catch(() => {});
    }
  };

  const toggleMuted = () => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.muted = !muted;
    setMuted(!muted);
  };

  const changeVolume = (value: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.volume = value;
    setVolume(value);
    // Choosing a volume means wanting to hear it.
    if (muted && value > 0) {
      audio.muted = false;
      setMuted(false);
    }
  };

  const seek = (seconds: number) => {
    const audio = audioRef.current;
    if (!audio || !duration) return;
    audio.currentTime = seconds;
    setCurrentTime(seconds);
  };

  const readDuration = (audio: HTMLAudioElement) => setDuration(Number.isFinite(audio.duration) ? audio.duration : 0);

  return (
    <div className={[styles.player, className].filter(Boolean).join(' ')}>
      {src && (
        <audio
          ref={audioRef}
          src={src}
          preload="metadata"
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
          onTimeUpdate={(event) => setCurrentTime(event.currentTarget.currentTime)}
          onLoadedMetadata={(event) => readDuration(event.currentTarget)}
          onDurationChange={(event) => readDuration(event.currentTarget)}
          onError={() => {
            setFailed(true);
            setPlaying(false);
          }}
        />
      )}
      <div className={styles.controls}>
        <button
          type="button"
          className={`${styles.iconButton} ${styles.play}`}
          aria-label={playing ? t('audio.pause') : t('audio.play')}
          disabled={disabled}
          onClick={togglePlaying}
        >
          <Icon name={playing ? 'pause' : 'play'} size={18} filled />
        </button>
        <Bar
          className={styles.seek}
          label={t('audio.position')}
          value={currentTime}
          max={duration}
          step={SEEK_STEP_SECONDS}
          valueText={t('audio.positionValue', { current: formatTime(currentTime), total: formatTime(duration) })}
          disabled={disabled}
          onChange={seek}
        />
        <span className={styles.time} aria-hidden="true">
          {formatTime(currentTime)} / {formatTime(duration)}
        </span>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={muted ? t('audio.unmute') : t('audio.mute')}
          aria-pressed={muted}
          disabled={disabled}
          onClick={toggleMuted}
        >
          <Icon name={muted ? 'volumeOff' : 'volume'} size={18} />
        </button>
        <Bar
          className={styles.volume}
          label={t('audio.volume')}
          value={muted ? 0 : volume}
          max={1}
          step={VOLUME_STEP}
          valueText={`${Math.round((muted ? 0 : volume) * 100)}%`}
          disabled={disabled}
          onChange={changeVolume}
        />
      </div>
      {failed && (
        <p role="alert" className={styles.error}>
          {t('audio.failed')}
        </p>
      )}
    </div>
  );
}

type BarProps = {
  label: string;
  value: number;
  max: number;
  step: number;
  valueText: string;
  disabled: boolean;
  onChange: (value: number) => void;
  className: string;
};

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);

/** A bar set by clicking where the value should be, or with the arrow keys. */
function Bar({ label, value, max, step, valueText, disabled, onChange, className }: BarProps) {
  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    if (disabled) return;
    const { left, width } = event.currentTarget.getBoundingClientRect();
    if (width === 0) return;
    onChange(clamp((event.clientX - left) / width, 1) * max);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const targets: Partial<Record<string, number>> = {
      ArrowRight: value + step,
      ArrowUp: value + step,
      ArrowLeft: value - step,
      ArrowDown: value - step,
      Home: 0,
      End: max,
    };
    const target = targets[event.key];
    if (disabled || target === undefined) return;
    event.preventDefault();
    onChange(clamp(target, max));
  };

  return (
    <div
      role="slider"
      tabIndex={disabled ? -1 : 0}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      aria-disabled={disabled || undefined}
      className={`${styles.bar} ${className}`}
      onClick={handleClick}
      onKeyDown={handleKeyDown}
    >
      <span className={styles.track}>
        <span className={styles.fill} style={{ width: `${max > 0 ? (value / max) * 100 : 0}%` }} />
      </span>
    </div>
  );
}
