import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';

import { PlaybackEngine, type PlaybackSource } from '../utils/playback-engine';

/**
 * The playback engine for one player: `audioRef` goes on its <audio> element; the returned snapshot re-renders
 * the page as playback moves. `source` may change on every render; the engine always reads the latest.
 */
export function usePlayback(source: PlaybackSource) {
  const [engine] = useState(() => new PlaybackEngine(source));
  useLayoutEffect(() => engine.setSource(source));
  const [audio, setAudio] = useState<HTMLAudioElement | null>(null);

  useEffect(() => (audio ? engine.attach(audio) : undefined), [engine, audio]);

  const snapshot = useSyncExternalStore(engine.subscribe, engine.getSnapshot);
  return { engine, snapshot, audioRef: setAudio };
}
