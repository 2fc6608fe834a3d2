// Shapes of the /api/v1 responses this app reads. To be replaced by types generated
// from the backend's OpenAPI schema once it is published (STYLE habit 5).

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
