import { useId, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon/icon';
import { verseCount } from '@/lib/verse-counts';
import type { NextWinPay } from '@/types/api';
import { playableGames, type GameName } from '@/lib/games';

import { nextVerse, versePath, type ChapterOrder } from '../../utils/verse-navigation';
import type { CardMode } from '../learn-card/card-mode-switch';
import { LearnCard } from '../learn-card/learn-card';
import styles from './game-page.module.css';
import { GameTiles } from './game-tiles';
import { VerseHeader } from './verse-header';

/** What the page hands the game it plays: which, where, with how many verses, how to come back, and what follows
 * it (the next game, or after the last one the next verse). */
export type GameProps = {
  game: GameName;
  chapter: number;
  verse: number;
  selectedAyah: number;
  onBack: () => void;
  next: { label: string; go: () => void };
};

type GamePageProps = {
  chapter: number;
  verse: number;
  /** Plays a game. The games are another feature, so the app passes their player in. */
  Game: ComponentType<GameProps>;
  /** Per game, the xp its next win would give, for the tiles. */
  nextXp?: Record<GameName, NextWinPay>;
  /** The learner's path, which "Next" and the card's arrows follow from one chapter to the next. */
  chapterOrder?: ChapterOrder;
  /** A game to open at once, on this verse alone (the address's ?play=). */
  initialGame?: GameName | null;
};

// 'Number of ayahs' starts at the current verse, but past a few verses that deals games no one can play on one screen
// (2:255 would shuffle 255 verses), so the default stops here (docs/product.md §2). The learner may still choose up to
// the whole chapter.
const DEFAULT_AYAH_COUNT_MAX = 5;

type GameSession = { chapter: number; verse: number; game: GameName; selectedAyah: number };
type AyahCountChoice = { chapter: number; verse: number; count: number };

/**
 * The game page body (docs/product.md §2), in learn mode (learn card and game tiles) or game mode (one game).
 * Starting a game scrolls to the top; coming back scrolls down to the tiles.
 */
export function GamePage({ chapter, verse, Game, nextXp, chapterOrder, initialGame = null }: GamePageProps) {
  const { t } = useTranslation('study');
  const navigate = useNavigate();
  const [cardMode, setCardMode] = useState<CardMode>('full');
  const [choice, setChoice] = useState<AyahCountChoice | null>(null);
  const [session, setSession] = useState<GameSession | null>(
    initialGame && { chapter, verse, game: initialGame, selectedAyah: 1 },
  );
  const pageRef = useRef<HTMLDivElement>(null);
  const tilesHeadingRef = useRef<HTMLHeadingElement>(null);
  const gameHeadingRef = useRef<HTMLHeadingElement>(null);
  const gameTitleId = useId();

  // Both belong to the verse they were made on: another verse starts in learn mode with its own number.
  const isHere = (made: { chapter: number; verse: number } | null) =>
    made !== null && made.chapter === chapter && made.verse === verse;
  const ayahCount = choice && isHere(choice) ? choice.count : Math.min(verse, DEFAULT_AYAH_COUNT_MAX);
  const playing = session && isHere(session) ? session : null;

  const startGame = (name: GameName) => {
    flushSync(() => setSession({ chapter, verse, game: name, selectedAyah: ayahCount }));
    window.scrollTo({ top: 0 });
    gameHeadingRef.current?.focus({ preventScroll: true });
  };

  const backToLearning = () => {
    flushSync(() => setSession(null));
    window.scrollTo({ top: document.documentElement.scrollHeight });
    tilesHeadingRef.current?.focus({ preventScroll: true });
  };

  // After a game, the next one in the tiles' order; after the last, the next verse's learn card (or the map at the
  // path's end).
  const following = nextVerse({ chapter, verse }, chapterOrder);
  const gameAfter = (game: GameName): GameName | undefined => playableGames[playableGames.indexOf(game) + 1];
  const nextLabel = (game: GameName) => {
    const nextGame = gameAfter(game);
    if (nextGame) return t('game.nextGame', { game: t(`games.${nextGame}.title`) });
    return following ? t('game.nextVerse', following) : t('game.toMap');
  };
  const goOn = () => {
    const nextGame = playing && gameAfter(playing.game);
    if (nextGame) startGame(nextGame);
    else if (!following) void navigate('/levels');
    else {
      // The page stays, showing the next verse's learn card: begin it at the top, the keyboard there too.
      void Promise.resolve(navigate(versePath(following))).then(() => {
        window.scrollTo({ top: 0 });
        pageRef.current?.focus({ preventScroll: true });
      });
    }
  };

  const showTiles = () => {
    tilesHeadingRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    tilesHeadingRef.current?.focus({ preventScroll: true });
  };

  return (
    <div ref={pageRef} tabIndex={-1} className={styles.page}>
      <VerseHeader chapter={chapter} verse={verse} />
      {playing ? (
        <section className={styles.game} aria-labelledby={gameTitleId}>
          <div className={styles.gameHeader}>
            <Button variant="secondary" onClick={backToLearning}>
              <Icon name="arrowLeft" size={18} />
              {t('game.back')}
            </Button>
            <h2 ref={gameHeadingRef} id={gameTitleId} className={styles.gameTitle} tabIndex={-1}>
              {t(`games.${playing.game}.title`)}
            </h2>
          </div>
          <p className={styles.description}>
            {t(`games.${playing.game}.description`, { defaultValue: t('game.descriptionNotFound') })}
          </p>
          {/* Keyed by game: each game's tries, and whether it reviews a memorised verse, start anew. */}
          <Game
            key={playing.game}
            game={playing.game}
            chapter={chapter}
            verse={verse}
            selectedAyah={playing.selectedAyah}
            onBack={backToLearning}
            next={{ label: nextLabel(playing.game), go: goOn }}
          />
        </section>
      ) : (
        <>
          <LearnCard
            chapter={chapter}
            verse={verse}
            mode={cardMode}
            onModeChange={setCardMode}
            onPractise={showTiles}
            chapterOrder={chapterOrder}
            reciteCount={ayahCount}
          />
          <GameTiles
            headingRef={tilesHeadingRef}
            verseCount={verseCount(chapter)}
            ayahCount={ayahCount}
            onAyahCountChange={(count) => setChoice({ chapter, verse, count })}
            onStart={startGame}
            nextXp={nextXp}
          />
        </>
      )}
    </div>
  );
}
