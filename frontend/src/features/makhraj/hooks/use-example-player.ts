import { useEffect, useRef, useState } from 'react';

import { getWordTimings } from '@/lib/word-timings';
import type { LetterExample } from '@/types/api';

/** An example's key while it plays: one example plays at a time on the page. */
export const exampleKey = (example: LetterExample) => `${example.kind}:${example.surah_id}:${example.ayah_id}`;

/**
 * Plays an example's recitation: just its word when the site has word timings for the verse, the whole verse
 * otherwise (or when the timings cannot be had). One <audio> element for the page; `playing` is the example playing.
 */
export function useExamplePlayer() {
  const audio = useRef<HTMLAudioElement | null>(null);
  const stopAt = useRef<number | null>(null);
  const [playing, setPlaying] = useState<string | null>(null);

  useEffect(() => {
    const element = new Audio();
    audio.current = element;
    const ended = () => setPlaying(null);
    const timeUpdate = () => {
      if (stopAt.current !== null && element.currentTime >= stopAt.current) {
        element.pause();
        setPlaying(null);
      }
    };
    element.addEventListener('ended', ended);
    element.addEventListener('error', ended);
    element.addEventListener('timeupdate', timeUpdate);
    return () => {
      element.pause();
      element.removeEventListener('ended', ended);
      element.removeEventListener('error', ended);
      element.removeEventListener('timeupdate', timeUpdate);
    };
  }, []);

  const stop = () => {
    audio.current?.pause();
    setPlaying(null);
  };

  const play = async (example: LetterExample) => {
    const element = audio.current;
    if (!element) return;
    const key = exampleKey(example);
    setPlaying(key);
    const timings = example.timings_url
      ? await getWordTimings(example.timings_url, example.verse_word_count).catch(() => null)
      : null;
    const word = timings?.[example.word_index];
    element.src = example.audio_url;
    element.currentTime = word ? word[0] / 1000 : 0;
    stopAt.current = word ? word[1] / 1000 : null;
    element.play().catch(() => setPlaying((current) => (current === key ? null : current)));
  };

  return { playing, play, stop };
}
