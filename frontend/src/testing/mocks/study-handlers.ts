import { http, HttpResponse } from 'msw';

import type {
  AyahProgress,
  BookmarkPage,
  Chapter,
  Juz,
  Level,
  PortionProgress,
  PortionShare,
  SimilarVerses,
  Verse,
  VerseReference,
} from '@/types/api';

import { testWavUrl } from '../audio';
import { api } from './api-path';

/** Surah Al-Ikhlas (112), the verses the study tests read. */
export const ikhlas = {
  chapter: {
    id: 112,
    verses_count: 4,
    name_simple: 'Al-Ikhlas',
    name_simple_ru: 'Аль-Ихляс',
    name_arabic: 'الإخلاص',
    revelation_place: 'makkah',
  },
  names: { en: 'Sincerity', ru: 'Искренность' },
  verses: [
    {
      text: 'قُلْ هُوَ ٱللَّهُ أَحَدٌ',
      transliteration_text: 'Qul huwal laahu ahad',
      transliteration_text_ru: 'Куль хуваЛлаху ахад',
      english_text: 'Say, "He is Allah, [who is] One,',
      russian_text: 'Скажи: «Он — Аллах Единый,',
    },
    {
      text: 'ٱللَّهُ ٱلصَّمَدُ',
      transliteration_text: 'Allah hus-samad',
      transliteration_text_ru: 'Аллаху-с-Самад',
      english_text: 'Allah, the Eternal Refuge.',
      russian_text: 'Аллах Самодостаточный.',
    },
    {
      text: 'لَمْ يَلِدْ وَلَمْ يُولَدْ',
      transliteration_text: 'Lam yalid wa lam yoolad',
      transliteration_text_ru: 'Лям ялид ва лям юлад',
      english_text: 'He neither begets nor is born,',
      russian_text: 'Он не родил и не был рожден,',
    },
    {
      text: 'وَلَمْ يَكُن لَّهُۥ كُفُوًا أَحَدٌۢ',
      transliteration_text: 'Wa lam yakul-lahu kufuwan ahad',
      transliteration_text_ru: 'Ва лям якуль-ляху куфуван ахад',
      english_text: 'Nor is there to Him any equivalent."',
      russian_text: 'и нет никого, равного Ему».',
    },
  ],
};

/** Levels the default /levels/ answer marks as done. */
export const testDoneLevels = [103, 107, 108];
/** Levels the default /levels/ answer has begun, with their progress. */
export const testStartedLevels = new Map([[114, 40]]);

// Every other chapter gets a stand-in with its number in its names.
function testChapter(id: number, language: string): Chapter {
  const russian = language === 'ru';
  if (id === ikhlas.chapter.id) {
    return {
      ...ikhlas.chapter,
      translated_name: { language_name: russian ? 'russian' : 'english', name: ikhlas.names[russian ? 'ru' : 'en'] },
    };
  }
  return {
    id,
    verses_count: 5,
    name_simple: `Chapter ${id}`,
    name_simple_ru: `Глава ${id}`,
    name_arabic: 'سورة',
    revelation_place: 'makkah',
    translated_name: { language_name: russian ? 'russian' : 'english', name: russian ? `Сура ${id}` : `Surah ${id}` },
  };
}

function testVerse({ surah_id, ayah_id }: VerseReference) {
  const verse = surah_id === ikhlas.chapter.id ? ikhlas.verses[ayah_id - 1] : undefined;
  return (
    verse ?? {
      text: `كلمة ${surah_id} ${ayah_id}`,
      transliteration_text: `Verse ${surah_id}:${ayah_id}`,
      transliteration_text_ru: `Аят ${surah_id}:${ayah_id}`,
      english_text: `The meaning of ${surah_id}:${ayah_id}`,
      russian_text: `Смысл ${surah_id}:${ayah_id}`,
    }
  );
}

/** GET /verses/{chapter}/{verse}/ as the server answers it for a test verse. */
export function testVerseContent(reference: VerseReference): Verse {
  const verse = testVerse(reference);
  return {
    surah_id: reference.surah_id,
    ayah_id: reference.ayah_id,
    global_number: 6222 + reference.ayah_id,
    text: verse.text,
    words: verse.text.split(' '),
    transliteration_en: verse.transliteration_text,
    transliteration_ru: verse.transliteration_text_ru,
    translation_en: verse.english_text,
    translation_ru: verse.russian_text,
    // Where Al-Ikhlas stands in the mushaf; every test verse is put there.
    juz: 30,
    hizb_quarter: 240,
    page: 604,
    audio_url: testWavUrl(0.25),
    image_url: `/media/verses/art/${reference.surah_id}-${reference.ayah_id}.svg`,
  };
}

export const emptyBookmarkPage: BookmarkPage = { count: 0, next: null, previous: null, results: [] };

const chapterIds = Array.from({ length: 114 }, (_, index) => index + 1);

// Where the last two juz and their hizbs start and end in the Qur'an: [first, end of the first hizb, start of the
// second, last] (Juz 'Amma's second hizb opens at 87:1, Al-A'la).
const lastJuzBounds: Record<number, [number, number][]> = {
  29: [
    [67, 1],
    [71, 28],
    [72, 1],
    [77, 50],
  ],
  30: [
    [78, 1],
    [86, 17],
    [87, 1],
    [114, 6],
  ],
};

/** The 30 juz as GET /juz/ answers them: the last two as in the Qur'an (67–77, 78–114), each other one the first
 * five verses of the chapter of its own number, its hizbs meeting in the middle. */
export const testJuzList: Juz[] = Array.from({ length: 30 }, (_, index) => {
  const number = index + 1;
  const bounds = lastJuzBounds[number] ?? [
    [number, 1],
    [number, 2],
    [number, 3],
    [number, 5],
  ];
  const [first, middleLast, middleFirst, last] = bounds.map(([surah_id, ayah_id]) => ({ surah_id, ayah_id }));
  const hizbs = [
    { number: 2 * number - 1, first, last: middleLast },
    { number: 2 * number, first: middleFirst, last },
  ];
  // The Madani mushaf's juz open every 20 pages after the first two, Juz 'Amma on page 582 as in the Qur'an.
  const page = number === 1 ? 1 : number === 30 ? 582 : 20 * (number - 1) + 2;
  return { number, first, last, opening_words: `بداية ${number}`, page, verses_count: 564, hizbs };
});

const unbegun = (count: number, versesCount: number): PortionShare[] =>
  Array.from({ length: count }, (_, index) => ({
    number: index + 1,
    memorised: 0,
    verses_count: versesCount,
    percent: 0,
  }));

/** GET /progress/portions/ for a learner with nothing memorised. */
export const noPortionProgress: PortionProgress = {
  juz: unbegun(30, 564),
  hizb: unbegun(60, 282),
  page: unbegun(604, 15),
};

/** A signed-in user who has just started: nothing bookmarked, no progress, three chapters done. */
export const studyHandlers = [
  http.get(api('/chapters/'), ({ request }) => {
    const language = new URL(request.url).searchParams.get('language') ?? 'en';
    return HttpResponse.json({ chapters: chapterIds.map((id) => testChapter(id, language)) });
  }),
  http.get(api('/chapters/:id'), ({ request, params }) => {
    const id = Number(params.id);
    if (!chapterIds.includes(id)) return HttpResponse.json({ message: 'Not found.' }, { status: 404 });
    const language = new URL(request.url).searchParams.get('language') ?? 'en';
    return HttpResponse.json({ chapter: testChapter(id, language) });
  }),
  http.get(api('/levels/'), () =>
    HttpResponse.json<Level[]>(
      chapterIds.map((index) => {
        const done = testDoneLevels.includes(index);
        return { index, done, progress: done ? 100 : (testStartedLevels.get(index) ?? 0) };
      }),
    ),
  ),
  http.get(api('/juz/'), () => HttpResponse.json({ juz: testJuzList })),
  http.get(api('/progress/portions/'), () => HttpResponse.json(noPortionProgress)),
  http.get(api('/verses/:chapter/:verse/'), ({ params }) =>
    HttpResponse.json<Verse>(testVerseContent({ surah_id: Number(params.chapter), ayah_id: Number(params.verse) })),
  ),
  http.post(api('/auth/profile/progress_info/'), () =>
    HttpResponse.json<AyahProgress>({ ayah_progress: { progress: 0 } }),
  ),
  http.get(api('/bookmarks/'), () => HttpResponse.json(emptyBookmarkPage)),
  // Al-Ikhlas's verses have no look-alike in the Qur'an; tests about look-alikes answer their own.
  http.get(api('/verses/:chapter/:verse/similar/'), () => HttpResponse.json<SimilarVerses>({ similar: [], words: [] })),
];
