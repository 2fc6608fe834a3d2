import { http, HttpResponse, type JsonBodyType } from 'msw';

import { globalVerseNumber, verseKeyOf } from '@/lib/verse-counts';
import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { testWavUrl } from '@/testing/audio';

import { DEFAULT_PLAYER_SETTINGS, type ListeningPass, type PlayerSettings, type PlayerVerse } from '../types';
import { RANGE_VERSES_MAX } from '../utils/range';
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

function playerVerse(globalNumber: number, timings: Record<string, JsonBodyType>): PlayerVerse {
  const { chapter, verse } = verseKeyOf(globalNumber);
  const text = textOf(chapter, verse);
  const timed = `${chapter}:${verse}` in timings;
  return {
    surah_id: chapter,
    ayah_id: verse,
    global_number: globalNumber,
    text,
    words: verseWords(text),
    audio_url: recitationOf(chapter, verse),
    // Named by the verse's global number, as the server names them (WORD_TIMINGS_BASE_URL).
    timings_url: timed ? `/media/timings/${globalNumber}.json` : null,
  };
}

/** The listening_id the player's start call answers (POST /player/started/). */
export const LISTENING_ID = 'listening-1';

/**
 * The player's calls, answered as the server would; returns what was sent to it. `timings` are word-timing files
 * by verse ("112:1"), for a deployment that has them.
 */
export function servePlayerApi(settings: Partial<PlayerSettings> = {}, timings: Record<string, JsonBodyType> = {}) {
  const sent = { settings: [] as PlayerSettings[], listened: [] as ListeningPass[] };
  server.use(
    http.get(api('/player/settings/'), () => HttpResponse.json({ ...DEFAULT_PLAYER_SETTINGS, ...settings })),
    http.put(api('/player/settings/'), async ({ request }) => {
      const body = (await request.json()) as PlayerSettings;
      sent.settings.push(body);
      return HttpResponse.json(body);
    }),
    http.get(api('/player/verses/'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const number = (name: string) => Number(query.get(name));
      const first = globalVerseNumber({ chapter: number('surah_id'), verse: number('from_ayah') });
      const last = globalVerseNumber({
        chapter: number('to_surah_id') || number('surah_id'),
        verse: number('to_ayah'),
      });
      if (last < first || last - first + 1 > RANGE_VERSES_MAX) {
        return HttpResponse.json(
          { message: 'A field is missing or not valid; see fields.', fields: { to_ayah: ['Not a range.'] } },
          { status: 400 },
        );
      }
      const verses = Array.from({ length: last - first + 1 }, (_, index) => playerVerse(first + index, timings));
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
      const { chapter, verse: number } = verseKeyOf(Number(String(params.file).replace('.json', '')));
      const verse = `${chapter}:${number}`;
      return verse in timings ? HttpResponse.json(timings[verse]) : new HttpResponse(null, { status: 404 });
    }),
    http.get(api('/player/stats/'), () =>
      HttpResponse.json({ from_day: '2025-03-04', to_day: '2025-03-10', days: [] }),
    ),
  );
  return sent;
}
