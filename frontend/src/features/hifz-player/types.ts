// The Hifz player's settings as GET/PUT /player/settings/ carry them (backend: hafiz/listening/player_settings.py).

import type { components } from '@/types/openapi';

export type PauseMode = components['schemas']['PauseModeEnum'];
export type SplitMode = components['schemas']['SplitModeEnum'];
export type HideMode = components['schemas']['HideModeEnum'];

/**
 * Every field, every time: verse and range repeats 1–20 (null = endless), a pause of 1–10 s or 0.5–2 × the verse's
 * length after each verse, 0–60 s between range repeats, 2–50 words per part, difficulty 0 (none hidden) to 9 (all).
 */
export type PlayerSettings = components['schemas']['PlayerSettings'];

export const REPEATS_MAX = 20;
export const PAUSE_SECONDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export const PAUSE_MULTIPLES = [0.5, 1, 1.5, 2] as const;
export const RANGE_PAUSE_SECONDS_MAX = 60;
export const SPLIT_WORDS_MIN = 2;
export const SPLIT_WORDS_MAX = 50;
export const DIFFICULTY_MAX = 9;

/** What a learner who never saved settings gets; the same as the server's defaults. */
export const DEFAULT_PLAYER_SETTINGS: PlayerSettings = {
  verse_repeats: 3,
  range_repeats: 1,
  stepped: false,
  pause_mode: 'multiple',
  pause_seconds: 3,
  pause_multiple: 1,
  range_pause_seconds: 5,
  split_mode: 'none',
  split_words: 8,
  hide_mode: 'none',
  difficulty: DIFFICULTY_MAX,
};

/** GET /player/verses/: one verse of the range being played. */
export type PlayerVerse = components['schemas']['PlayerVerseListOutputVerse'];

export type PlayerVerseList = components['schemas']['PlayerVerseListOutput'];

/** POST /player/listened/: one pass over a range, every verse heard `repeats` times. */
export type ListeningPass = components['schemas']['ListeningRecordInputRequest'];

export type ListeningDay = components['schemas']['ListeningStatsOutputDay'];

export type ListeningStats = components['schemas']['ListeningStatsOutput'];
