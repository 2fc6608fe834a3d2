import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

import { Icon } from '@/components/ui/icon/icon';
import type { NextWinPay } from '@/types/api';
import { gameCatalogue, playableGames, type GameName } from '@/lib/games';

import styles from './game-tiles.module.css';

type GameTilesProps = {
  /** The heading, which "Practise with games" and the way back from a game bring into view. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The chapter's verse count: 'Number of ayahs' offers 1 to it. */
  verseCount: number;
  ayahCount: number;
  onAyahCountChange: (count: number) => void;
  onStart: (game: GameName) => void;
  /** Per game, what its next win on this verse would pay (a first win, a replay, nothing today); unknown until
   * loaded. */
  nextXp?: Partial<Record<GameName, NextWinPay>>;
};

/** The games for the verse, and how many verses to play with. */
export function GameTiles({ headingRef, verseCount, ayahCount, onAyahCountChange, onStart, nextXp }: GameTilesProps) {
  const { t } = useTranslation('study');
  const headingId = useId();
  const selectId = useId();

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 ref={headingRef} id={headingId} className={styles.title} tabIndex={-1}>
          {t('tiles.title')}
        </h2>
        <div className={styles.ayahCount}>
          <label htmlFor={selectId}>{t('tiles.ayahCount')}</label>
          <select
            id={selectId}
            className={styles.select}
            value={ayahCount}
            onChange={(event) => onAyahCountChange(Number(event.target.value))}
          >
            {Array.from({ length: verseCount }, (_, index) => (
              <option key={index + 1} value={index + 1}>
                {index + 1}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ul className={styles.tiles}>
        {playableGames.map((game) => (
          <li key={game}>
            <button type="button" className={styles.tile} onClick={() => onStart(game)}>
              <span className={styles.icon}>
                <Icon name={gameCatalogue[game].icon} size={26} />
              </span>
              <span className={styles.name}>{t(`games.${game}.title`)}</span>
              {/* A server older than the app (during a deploy) may not know a game yet. */}
              {nextXp?.[game] && (
                <span className={styles.xp}>{t(`tiles.pays.${nextXp[game].pays}`, { count: nextXp[game].xp })}</span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
