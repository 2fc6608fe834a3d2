import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';

import { Spinner } from '@/components/ui/spinner/spinner';
import { localChapterName } from '@/lib/chapter-name';
import { usePlayerPositionStore, type PlayerPosition } from '@/stores/player-position-store';

import { useChapterInfo } from '../api/get-chapter-info';
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

function fits(position: PlayerPosition | null, chapter: number, verse: number): position is PlayerPosition {
  return position !== null && position.chapter === chapter && position.fromVerse <= verse && verse <= position.toVerse;
}

/** /karaoke/{chapter}/{verse}: the player at that verse, or where it was if the verse is in the last range played. */
export function HifzPlayerPage({ chapter, verse }: HifzPlayerPageProps) {
  const { t, i18n } = useTranslation('player');
  const chapterInfo = useChapterInfo(chapter);

  if (chapterInfo.isPending) {
    return (
      <div className={styles.loading}>
        <Spinner size="lg" />
      </div>
    );
  }
  if (chapterInfo.isError) return <p role="alert">{t('loadFailed')}</p>;

  const versesCount = chapterInfo.data.verses_count;
  const chapterName = localChapterName(chapterInfo.data, i18n.language);
  const clamped = clampVerse(verse, versesCount);
  if (clamped !== verse) return <Navigate to={`/karaoke/${chapter}/${clamped}`} replace />;
  return <PositionedPlayer chapter={chapter} verse={clamped} versesCount={versesCount} chapterName={chapterName} />;
}

type PositionedPlayerProps = { chapter: number; verse: number; versesCount: number; chapterName: string };

/** Keeps the saved position and the address in step: each follows the other. */
function PositionedPlayer({ chapter, verse, versesCount, chapterName }: PositionedPlayerProps) {
  const position = usePlayerPositionStore((state) => state.position);
  const navigate = useNavigate();
  // The verse this page last put in the address itself: the position is there already.
  const addressed = useRef<number | null>(null);

  // The address → the position: a verse in the saved range moves there, any other starts a range of its own.
  useEffect(() => {
    if (addressed.current === verse) return;
    const { position: saved, setPosition, updatePosition } = usePlayerPositionStore.getState();
    if (!fits(saved, chapter, verse) || saved.toVerse > versesCount) {
      setPosition({ chapter, fromVerse: verse, toVerse: verse, verse, cursor: null, focus: null });
    } else if (saved.verse !== verse) {
      updatePosition({ verse, cursor: null, focus: null });
    }
  }, [chapter, verse, versesCount]);

  // The position → the address, as the player moves on. Read from the store, which the effect above may have
  // just changed.
  const current = position?.chapter === chapter ? position.verse : null;
  useEffect(() => {
    const saved = usePlayerPositionStore.getState().position;
    if (!saved || saved.chapter !== chapter || saved.verse === verse) return;
    addressed.current = saved.verse;
    void navigate(`/karaoke/${chapter}/${saved.verse}`, { replace: true });
  }, [chapter, current, verse, navigate]);

  if (position?.chapter !== chapter) {
    return (
      <div className={styles.loading}>
        <Spinner size="lg" />
      </div>
    );
  }
  return <HifzPlayer chapter={chapter} chapterName={chapterName} versesCount={versesCount} position={position} />;
}
