import { useEffect, useRef, useState } from 'react';

import { getWordTimings } from '@/lib/word-timings';
import type { LetterExample } from '@/types/api';

/** An example's key: in its card's list, and while it plays (one example plays at a time on the card). */
export const exampleKey = (example: LetterExample) =>
  `${example.kind}:${example.surah_id}:${example.ayah_id}:${example.word_index}`;

/**
 * Plays an example's recitation: just its word when the site has word timings for the verse, the whole verse
 * otherwise (or when the timings cannot be had). One <audio> element for the card; `playing` is the example playing.
 * Each play is a run: Stop, another play or leaving the card ends it, even while its timings are on their way. The
 * word's end is watched every frame (a `timeupdate` comes only every quarter second, and the next word would sound).
 */
export function useExamplePlayer() {
  const audio = useRef<HTMLAudioElement | null>(null);
  const run = useRef(0);
  const frame = useRef(0);
  const [playing, setPlaying] = useState<string | null>(null);

  const stop = () => {
    run.current += 1;
    cancelAnimationFrame(frame.current);
    audio.current?.pause();
    setPlaying(null);
  };

  useEffect(() => {
    const element = new Audio();
    audio.current = element;
    const ended = () => setPlaying(null);
    element.addEventListener('ended', ended);
    element.addEventListener('error', ended);
    return () => {
      run.current += 1;
      cancelAnimationFrame(frame.current);
      element.pause();
      element.removeEventListener('ended', ended);
      element.removeEventListener('error', ended);
      audio.current = null;
    };
  }, []);

  const play = async (example: LetterExample) => {
    stop();
    const mine = run.current;
    const key = exampleKey(example);
    setPlaying(key);
    const timings = example.timings_url
      ? await getWordTimings(example.timings_url, example.verse_word_count).catch(() => null)
      : null;
    const element = audio.current;
    if (!element || run.current !== mine) return;
    const word = timings?.[example.word_index];
    element.src = example.audio_url;
    element.currentTime = word ? word[0] / 1000 : 0;
    if (word) {
      const watch = () => {
        if (run.current !== mine) return;
        if (element.currentTime >= word[1] / 1000) stop();
        else frame.current = requestAnimationFrame(watch);
      };
      frame.current = requestAnimationFrame(watch);
    }
    element.play().catch(() => {
      if (run.current === mine) stop();
    });
  };

  return { playing, play, stop };
}
