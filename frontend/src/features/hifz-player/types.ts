// The Hifz player's settings as GET/PUT /player/settings/ carry them (backend: hafiz/listening/player_settings.py).

export type PauseMode = 'none' | 'fixed' | 'multiple';
export type SplitMode = 'none' | 'pause_marks' | 'words';
export type HideMode = 'none' | 'first_letter' | 'hidden';

export type PlayerSettings = {
  /** Times each verse plays, 1–20; null = endless. */
  verse_repeats: number | null;
  /** Times the whole range plays, 1–20; null = endless. */
  range_repeats: number | null;
  /** Verse k of the range plays k times (verse_repeats is not used). */
  stepped: boolean;
  pause_mode: PauseMode;
  /** The fixed pause after each verse, 1–10 s. */
  pause_seconds: number;
  /** The pause after each verse as a multiple of its length: 0.5, 1, 1.5 or 2. */
  pause_multiple: number;
  /** The pause between repeats of the range, 0–60 s. */
  range_pause_seconds: number;
  split_mode: SplitMode;
  /** Words per part when split_mode is words, 2–50. */
  split_words: number;
  hide_mode: HideMode;
  /** Share of the words hidden: 0 = none, 9 = all. */
  difficulty: number;
};

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
export type PlayerVerse = {
  ayah_id: number;
  global_number: number;
  text: string;
  words: string[];
  audio_url: string;
  /** Word timings of the recitation ([startMs, endMs] per word), when the deployment has them. */
  timings_url: string | null;
};

export type PlayerVerseList = { verses: PlayerVerse[] };

/** POST /player/listened/: one pass over a range, every verse heard `repeats` times. */
export type ListeningPass = {
  surah_id: number;
  from_ayah: number;
  to_ayah: number;
  repeats: number;
};

export type ListeningDay = {
  day: string;
  ranges: number;
  verses: number;
  verse_plays: number;
};

export type ListeningStats = {
  from_day: string;
  to_day: string;
  days: ListeningDay[];
};
