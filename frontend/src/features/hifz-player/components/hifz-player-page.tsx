import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';

import { Spinner } from '@/components/ui/spinner/spinner';
import { globalVerseNumber, verseCount } from '@/lib/verse-counts';
import { karaokeVersePath, usePlayerPositionStore, type PlayerPosition } from '@/stores/player-position-store';

import { isPlayableRange } from '../utils/range';
import styles from './hifz-player.module.css';
import { HifzPlayer } from './hifz-player';

type HifzPlayerPageProps = {
  chapter: number;
  /** From the address; null when it has none. */
  verse: number | null;
};

/** The verse in the address, kept within the chapter: past the end is the last verse; missing or below 1 is 1. */
function clampVerse(verse: number | null, versesCount: number): number {
  if (verse === null || !Number.isFinite(verse) || verse < 1) return 1;
  return Math.min(Math.trunc(verse), versesCount);
}

/** Whether the saved position holds the verse; one saved wrong (hand-edited, cut short) holds none. */
function fits(position: PlayerPosition | null, verse: number): position is PlayerPosition {
  return position !== null && isPlayableRange(position) && position.fromVerse <= verse && verse <= position.toVerse;
}

/** /karaoke/{chapter}/{verse}: the player at that verse, or where it was if the verse is in the last range played
 * (which may run over several chapters). */
export function HifzPlayerPage({ chapter, verse }: HifzPlayerPageProps) {
  const clamped = clampVerse(verse, verseCount(chapter));
  if (clamped !== verse) return <Navigate to={`/karaoke/${chapter}/${clamped}`} replace />;
  return <PositionedPlayer verse={globalVerseNumber({ chapter, verse: clamped })} />;
}

/** Keeps the saved position and the address in step: each follows the other. `verse` is the address's, by its
 * global number. */
function PositionedPlayer({ verse }: { verse: number }) {
  const position = usePlayerPositionStore((state) => state.position);
  const navigate = useNavigate();
  // The verse this page last put in the address itself: the position is there already.
  const addressed = useRef<number | null>(null);
  // A position saved for other verses waits for the effect below to replace it, rather than play a moment.
  const [stale] = useState(() => {
    const saved = usePlayerPositionStore.getState().position;
    return fits(saved, verse) ? null : saved;
  });

  // The address → the position: a verse in the saved range moves there, any other starts a range of its own.
  useEffect(() => {
    if (addressed.current === verse) return;
    const { position: saved, setPosition, updatePosition } = usePlayerPositionStore.getState();
    if (!fits(saved, verse)) {
      setPosition({ fromVerse: verse, toVerse: verse, verse, cursor: null, focus: null });
    } else if (saved.verse !== verse) {
      updatePosition({ verse, cursor: null, focus: null });
    }
  }, [verse]);

  // The position → the address, as the player moves on (into the next chapter too). Read from the store, which
  // the effect above may have just changed.
  const current = position?.verse;
  useEffect(() => {
    const saved = usePlayerPositionStore.getState().position;
    if (!saved || saved.verse === verse) return;
    addressed.current = saved.verse;
    void navigate(karaokeVersePath(saved.verse), { replace: true });
  }, [current, verse, navigate]);

  if (!position || position === stale) {
    return (
      <div className={styles.loading}>
        <Spinner size="lg" />
      </div>
    );
  }
  return <HifzPlayer position={position} />;
}
