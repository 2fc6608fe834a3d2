import { lazy, type ComponentType } from 'react';

import type { PlayerGame } from '@/lib/games';

import type { GameProps } from './shared/types';

/** Each game's board, by its name in the catalogue (`@/lib/games`). A board's code (drag and drop included) loads
 * when the game is opened, not with the learn card the page opens on. */
export const gameBoards: Record<PlayerGame, ComponentType<GameProps>> = {
  shuffling: lazy(() => import('./shuffling/components/shuffling-game').then((m) => ({ default: m.ShufflingGame }))),
  memory: lazy(() => import('./memory/components/memory-game').then((m) => ({ default: m.MemoryGame }))),
  matching: lazy(() => import('./matching/components/matching-game').then((m) => ({ default: m.MatchingGame }))),
  audio: lazy(() => import('./audio/components/audio-game').then((m) => ({ default: m.AudioGame }))),
  gaps: lazy(() => import('./gaps/components/gaps-game').then((m) => ({ default: m.GapsGame }))),
  which_one: lazy(() => import('./which-one/components/which-one-game').then((m) => ({ default: m.WhichOneGame }))),
};
