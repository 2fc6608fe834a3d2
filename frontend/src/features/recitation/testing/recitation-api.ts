import { http, HttpResponse } from 'msw';

import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import type { RecitationPassageVerses, RecitationRecord, RecitationResult, RecitedVerseResult } from '@/types/api';

// Al-Ikhlas 112:1–4 as the passage call answers it.
export const ikhlasVerses: RecitationPassageVerses['verses'] = [
  {
    surah_id: 112,
    ayah_id: 1,
    page: 604,
    words: ['قُلۡ', 'هُوَ', 'ٱللَّهُ', 'أَحَدٌ'],
    weak_words: [],
    audio_url: '/media/audio/6223.mp3',
  },
  {
    surah_id: 112,
    ayah_id: 2,
    page: 604,
    words: ['ٱللَّهُ', 'ٱلصَّمَدُ'],
    weak_words: [],
    audio_url: '/media/audio/6224.mp3',
  },
  {
    surah_id: 112,
    ayah_id: 3,
    page: 604,
    words: ['لَمۡ', 'يَلِدۡ', 'وَلَمۡ', 'يُولَدۡ'],
    weak_words: [],
    audio_url: '/media/audio/6225.mp3',
  },
  {
    surah_id: 112,
    ayah_id: 4,
    page: 604,
    words: ['وَلَمۡ', 'يَكُن', 'لَّهُۥ', 'كُفُوًا', 'أَحَدُۢ'],
    weak_words: [],
    audio_url: '/media/audio/6226.mp3',
  },
];

const AN_HOUR = 60 * 60_000;

/** The server's answer to a recitation, as the backend rates it: forgot → again (due in 10 minutes), wrong word or
 * vowel, or first letters shown → hard (a day), else good (three days); every verse memorised. */
export function recitationAnswer(body: RecitationRecord, now = Date.now()): RecitationResult {
  const verses = body.passage.kind === 'review' ? (body.passage.verses ?? []) : ikhlasVerses;
  const recited: RecitedVerseResult[] = verses
    .filter((verse) => body.passage.kind === 'review' || verse.ayah_id <= (body.passage.to_verse?.ayah_id ?? 4))
    .map(({ surah_id, ayah_id }) => {
      const slips = body.slips.filter((slip) => slip.surah_id === surah_id && slip.ayah_id === ayah_id);
      const kinds = new Set(slips.map((slip) => slip.kind));
      const hinted = (body.hinted ?? []).some((verse) => verse.surah_id === surah_id && verse.ayah_id === ayah_id);
      const rating = kinds.has('forgot')
        ? 'again'
        : kinds.has('wrong_word') || kinds.has('vowel') || hinted
          ? 'hard'
          : 'good';
      const wait = { again: AN_HOUR / 6, hard: 24 * AN_HOUR, good: 72 * AN_HOUR }[rating];
      return {
        surah_id,
        ayah_id,
        slips: slips.map(({ word, kind, drifted_into }) => ({ word, kind, drifted_into: drifted_into ?? null })),
        rating,
        due: new Date(now + wait).toISOString(),
      };
    });
  const count = (kind: string) => body.slips.filter((slip) => slip.kind === kind).length;
  return {
    session_id: body.session_id,
    recited_at: new Date(now).toISOString(),
    verses: recited,
    slip_counts: {
      forgot: count('forgot'),
      wrong_word: count('wrong_word'),
      vowel: count('vowel'),
      tajweed: count('tajweed'),
    },
    drills: body.slips.flatMap((slip) =>
      slip.drifted_into
        ? [{ verse: { surah_id: slip.surah_id, ayah_id: slip.ayah_id }, taken_for: slip.drifted_into }]
        : [],
    ),
    xp_earned: recited.length,
    xp_quests: 0,
    xp_waiting: 0,
    unpaid: null,
  };
}

/** The recitation's calls: Al-Ikhlas as every passage (or, for today's review, its first two verses), and the
 * recitations sent, kept in `sent`. `offline`: the recitation's call fails as without network. `weak`: the learner's
 * weak words, by verse (112:n → its weak words' indexes). */
export function serveRecitationApi({
  offline = false,
  weak = {},
}: { offline?: boolean; weak?: Record<number, number[]> } = {}) {
  const sent: RecitationRecord[] = [];
  server.use(
    http.get(api('/recitations/passage/'), ({ request }) => {
      const kind = new URL(request.url).searchParams.get('kind');
      const verses = (kind === 'review' ? ikhlasVerses.slice(0, 2) : ikhlasVerses).map((verse) => ({
        ...verse,
        weak_words: (weak[verse.ayah_id] ?? []).map((word) => ({ word, kind: 'forgot' as const, weakness: 1 })),
      }));
      const passage =
        kind === 'review'
          ? { kind: 'review' as const, verses: verses.map(({ surah_id, ayah_id }) => ({ surah_id, ayah_id })) }
          : {
              kind: 'verses' as const,
              from_verse: { surah_id: 112, ayah_id: 1 },
              to_verse: { surah_id: 112, ayah_id: 4 },
            };
      return HttpResponse.json<RecitationPassageVerses>({ passage, verses });
    }),
    http.post(api('/recitations/'), async ({ request }) => {
      if (offline) return HttpResponse.error();
      const body = (await request.json()) as RecitationRecord;
      sent.push(body);
      return HttpResponse.json(recitationAnswer(body), { status: 201 });
    }),
  );
  return sent;
}
