import { http, HttpResponse, type JsonBodyType } from 'msw';

import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { testWavUrl } from '@/testing/audio';
import type { ChapterDetail } from '@/types/api';

import { DEFAULT_PLAYER_SETTINGS, type ListeningPass, type PlayerSettings, type PlayerVerse } from '../types';
import { verseWords } from '../utils/verse-words';
import { CHAPTER_112, VERSE_2_282 } from './verses';

// Recitations the tests build: a short tone per verse, each of its own length.
export const recitationSeconds: Record<string, number> = {
  '112:1': 0.4,
  '112:2': 0.3,
  '112:3': 0.4,
  '112:4': 0.5,
  '2:282': 2,
};
const recitations = new Map(Object.entries(recitationSeconds).map(([verse, seconds]) => [verse, testWavUrl(seconds)]));
export const recitationOf = (chapter: number, verse: number) =>
  recitations.get(`${chapter}:${verse}`) ?? testWavUrl(0.4);

function textOf(chapter: number, verse: number): string {
  if (chapter === 112) return CHAPTER_112[verse - 1];
  return chapter === 2 && verse === 282 ? VERSE_2_282 : 'بِسۡمِ ٱللَّهِ ٱلرَّحۡمَٰنِ ٱلرَّحِيمِ';
}

function playerVerse(chapter: number, verse: number, timed: boolean): PlayerVerse {
  const text = textOf(chapter, verse);
  return {
    ayah_id: verse,
    global_number: chapter === 112 ? 6221 + verse : 7 + verse,
    text,
    words: verseWords(text),
    audio_url: recitationOf(chapter, verse),
    timings_url: timed ? `/media/timings/${chapter}-${verse}.json` : null,
  };
}

const chapters: Record<number, { name: string; nameRu: string; verses: number }> = {
  1: { name: 'Al-Fatihah', nameRu: 'Аль-Фатиха', verses: 7 },
  2: { name: 'Al-Baqarah', nameRu: 'Аль-Бакара', verses: 286 },
  112: { name: 'Al-Ikhlas', nameRu: 'Аль-Ихляс', verses: 4 },
};

/** The listening_id the player's start call answers (POST /player/started/). */
export const LISTENING_ID = 'listening-1';

/**
 * The player's calls, answered as the server would; returns what was sent to it. `timings` are word-timing files
 * by verse ("112:1"), for a deployment that has them.
 */
export function servePlayerApi(settings: Partial<PlayerSettings> = {}, timings: Record<string, JsonBodyType> = {}) {
  const sent = { settings: [] as PlayerSettings[], listened: [] as ListeningPass[] };
  server.use(
    http.get(api('/chapters/:id'), ({ params }) => {
      const chapter = chapters[Number(params.id)];
      return HttpResponse.json<ChapterDetail>({
        chapter: {
          id: Number(params.id),
          verses_count: chapter.verses,
          name_simple: chapter.name,
          name_simple_ru: chapter.nameRu,
          name_arabic: '',
          revelation_place: 'makkah',
          translated_name: { language_name: 'english', name: chapter.name },
        },
      });
    }),
    http.get(api('/player/settings/'), () => HttpResponse.json({ ...DEFAULT_PLAYER_SETTINGS, ...settings })),
    http.put(api('/player/settings/'), async ({ request }) => {
      const body = (await request.json()) as PlayerSettings;
      sent.settings.push(body);
      return HttpResponse.json(body);
    }),
    http.get(api('/player/verses/'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const [chapter, from, to] = ['surah_id', 'from_ayah', 'to_ayah'].map((name) => Number(query.get(name)));
      const verses = Array.from({ length: to - from + 1 }, (_, index) =>
        playerVerse(chapter, from + index, `${chapter}:${from + index}` in timings),
      );
      return HttpResponse.json({ verses });
    }),
    http.post(api('/player/started/'), () =>
      HttpResponse.json({ listening_id: LISTENING_ID, started_at: '2025-03-10T11:59:00Z' }, { status: 201 }),
    ),
    http.post(api('/player/listened/'), async ({ request }) => {
      const pass = (await request.json()) as ListeningPass;
      sent.listened.push(pass);
      const recorded = { ...pass, listened_at: '2025-03-10T12:00:00Z', day: '2025-03-10', counts_for_quests: true };
      return HttpResponse.json(recorded, { status: 201 });
    }),
    http.get('/media/timings/:file', ({ params }) => {
      const verse = String(params.file).replace('.json', '').replace('-', ':');
      return verse in timings ? HttpResponse.json(timings[verse]) : new HttpResponse(null, { status: 404 });
    }),
    http.get(api('/player/stats/'), () =>
      HttpResponse.json({ from_day: '2025-03-04', to_day: '2025-03-10', days: [] }),
    ),
  );
  return sent;
}
