import { useCallback, useEffect, useRef, useState } from 'react';

export type Voice = 'reciter' | 'own';
/** One piece to hear: the reciter's verse, or the learner's own from `start` to `end` (ms) in their recording. */
export type Piece = { voice: 'reciter'; url: string } | { voice: 'own'; start: number; end: number };

/** Resolves when the audio ends or fails, or loses its source once playing (a new source set under it), or when
 * `ended` says so (its stretch is over, or the pieces were stopped). A source just set may still report the old one
 * emptied: that is not this piece's end. */
function whenDone(audio: HTMLAudioElement, ended: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    let playing = false;
    let frame = 0;
    const started = () => {
      playing = true;
    };
    const lost = () => {
      if (playing) done();
    };
    const done = () => {
      audio.removeEventListener('playing', started);
      audio.removeEventListener('ended', done);
      audio.removeEventListener('error', done);
      audio.removeEventListener('emptied', lost);
      audio.removeEventListener('abort', lost);
      cancelAnimationFrame(frame);
      resolve();
    };
    const watch = () => {
      if (ended()) done();
      else frame = requestAnimationFrame(watch);
    };
    audio.addEventListener('playing', started);
    audio.addEventListener('ended', done);
    audio.addEventListener('error', done);
    audio.addEventListener('emptied', lost);
    audio.addEventListener('abort', lost);
    frame = requestAnimationFrame(watch);
  });
}

/**
 * Hearing a verse back: the reciter's recitation of it, then the learner's own stretch of their recording, one
 * after the other; a new play or Stop ends what is playing. The two <audio> elements are the caller's to render.
 */
export function useVersePlayback() {
  const reciterRef = useRef<HTMLAudioElement>(null);
  const ownRef = useRef<HTMLAudioElement>(null);
  const run = useRef(0);
  const [playing, setPlaying] = useState<Voice | null>(null);

  const stop = useCallback(() => {
    run.current += 1;
    reciterRef.current?.pause();
    ownRef.current?.pause();
    setPlaying(null);
  }, []);

  const play = useCallback(
    async (pieces: Piece[]) => {
      stop();
      const mine = run.current;
      const stopped = () => run.current !== mine;
      for (const piece of pieces) {
        const audio = piece.voice === 'reciter' ? reciterRef.current : ownRef.current;
        if (!audio || stopped()) break;
        setPlaying(piece.voice);
        if (piece.voice === 'reciter') {
          if (audio.getAttribute('src') !== piece.url) audio.src = piece.url;
          audio.currentTime = 0;
        } else {
          audio.currentTime = piece.start / 1000;
        }
        const end = piece.voice === 'own' ? piece.end / 1000 : Infinity;
        const done = whenDone(audio, () => stopped() || audio.currentTime >= end);
        await audio.play().catch(() => audio.dispatchEvent(new Event('error')));
        await done;
        audio.pause();
      }
      if (!stopped()) setPlaying(null);
    },
    [stop],
  );

  useEffect(() => stop, [stop]);

  return { reciterRef, ownRef, playing, play, stop };
}
