// Shapes of the /api/v1 responses this app reads. To be replaced by types generated
// from the backend's OpenAPI schema once it is published (STYLE habit 5).

import type { GameName } from './games';

export type ApiErrorBody = {
  message?: string;
  fields?: Record<string, string[]>;
};

export type PublicConfig = {
  google_client_id: string | null;
  demo_login: boolean;
  audio_base_url: string;
};

export type LoginResponse = {
  token: string;
};

export type ProfileInfo = {
  first_name: string;
  last_name: string;
  date_joined: string;
};

export type ProfileInfoUpdate = Pick<ProfileInfo, 'first_name' | 'last_name'>;

export type ProfilePhoto = {
  url: string | null;
};

export type ProfilePhotoUpload = {
  url: string;
  message: string;
};

/** GET /chapters/ and /chapters/{id}: the shape of the public chapters service SPEC §7 names. */
export type Chapter = {
  id: number;
  verses_count: number;
  name_simple: string;
  name_arabic: string;
  revelation_place: string;
  translated_name: { language_name: string; name: string };
};

export type ChapterList = { chapters: Chapter[] };

export type ChapterDetail = { chapter: Chapter };

/** The body of every per-verse call (progress, verse text and image, bookmarks). */
export type VerseReference = { surah_id: number; ayah_id: number };

export type AyahText = {
  text: string;
  globalNumber: number;
  audio_url: string;
};

export type AyahImage = {
  image: string;
  text: string;
  transliteration_text: string;
  transliteration_text_ru: string;
  english_text: string;
  russian_text: string;
};

export type AyahProgress = {
  ayah_progress: { progress: number };
};

export type Level = {
  /** Chapter number. */
  index: number;
  done: boolean;
};

export type Bookmark = VerseReference & {
  chapter_name_simple: string;
  text: string;
  created_at: string;
};

export type Page<T> = {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
};

/** GET and PUT /path/: the order the learner takes the chapters in, and how many new verses a day. */
export type LearningPathKind = 'hafidh' | 'custom';

export type LearningPath = {
  kind: LearningPathKind;
  /** The custom path's first chapter; null on Hafidh's path. */
  chapter: number | null;
  daily_new_verses: number;
  /** All 114 chapter numbers in the order the path takes them. */
  chapter_order: number[];
};

export type LearningPathUpdate = Pick<LearningPath, 'kind' | 'chapter' | 'daily_new_verses'>;

/** GET /review/today/. */
export type ReviewToday = {
  /** Memorised verses due for review, oldest due first (at most 100). */
  due: (VerseReference & { due: string })[];
  due_count: number;
  /** Today's plan: the next new verses along the path. */
  new: VerseReference[];
};

/** POST /review/: a game played on a memorised verse. Memory reports turns and pairs instead of mistakes. */
export type ReviewRecord = VerseReference & {
  game: GameName;
  won: boolean;
  mistakes: number;
  flips?: number;
  pairs?: number;
};

export type ReviewRating = 'again' | 'hard' | 'good';

export type ReviewOutcome = {
  rating: ReviewRating;
  /** When the verse is next due. */
  due: string;
};

/** GET /review/stats/. */
export type ReviewStats = {
  /** Verses at 100 reviewed at least once. */
  memorised: number;
  /** The share of those the learner would recall now, 0–1; null when there are none. */
  recall_today: number | null;
  /** The next 14 days (UTC dates), today's count including overdue reviews. */
  due_per_day: { date: string; count: number }[];
};
