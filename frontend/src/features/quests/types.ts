import type { GameName } from '@/types/games';

/** One of today's quests (GET /quests/today/). */
export type Quest = {
  /** Stable id, e.g. win_5. */
  id: string;
  icon: string;
  /** A key of the social namespace, e.g. quests.win_games, translated with `params`. */
  title_key: string;
  params: { count: number; game?: GameName; times?: number };
  /** At most `target`. */
  progress: number;
  target: number;
  done: boolean;
  /** The bonus finishing it gives. */
  xp: number;
};
