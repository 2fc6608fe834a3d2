import { vi } from 'vitest';
import { http, HttpResponse } from 'msw';

import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import type { GameGrading, GameVerdict } from '@/types/api';

import type { AudioQuestion } from '../../audio/types';
import type { GapsGameData } from '../../gaps/types';
import type { MatchingGameData } from '../../matching/types';
import type { MemoryCard } from '../../memory/types';
import type { ShufflingLevel } from '../../shuffling/types';
import type { GameAnswer, GameRequest } from '../types';

/** Surah 112 (al-Ikhlas), the chapter the game tests play on. */
export const verses = [
  { arabic: 'قُلۡ هُوَ ٱللَّهُ أَحَدٌ', en: 'Say, "He is Allah, One,', ru: 'Скажи: «Он — Аллах Единый,' },
  { arabic: 'ٱللَّهُ ٱلصَّمَدُ', en: 'Allah, the Eternal Refuge.', ru: 'Аллах Самодостаточный.' },
  { arabic: 'لَمۡ يَلِدۡ وَلَمۡ يُولَدۡ', en: 'He neither begets nor is born,', ru: 'Он не родил и не был рожден,' },
  {
    arabic: 'وَلَمۡ يَكُن لَّهُۥ كُفُوًا أَحَدُۢ',
    en: 'Nor is there to Him any equivalent.',
    ru: 'и нет никого, равного Ему».',
  },
];

/** Verses 3–4 as a sentence with three gaps; the phrases are dealt in the order 5, 6, 4. */
export const shufflingLevel: ShufflingLevel = {
  sentence: [
    { type: 'gap', id: 1, currentPhrase: null },
    { type: 'text', content: 'يَلِدۡ وَلَمۡ يُولَدۡ ﴿٣﴾' },
    { type: 'gap', id: 2, currentPhrase: null },
    { type: 'text', content: 'لَّهُۥ' },
    { type: 'gap', id: 3, currentPhrase: null },
    { type: 'text', content: '﴿٤﴾' },
  ],
  phrases: [
    { id: 5, text: 'وَلَمۡ يَكُن' },
    { id: 6, text: 'كُفُوًا أَحَدُۢ' },
    { id: 4, text: 'لَمۡ' },
  ],
  correctSequence: [4, 5, 6],
};

function memoryCard(id: number, verse: number, face: 'image' | 'text'): MemoryCard {
  const { arabic, en, ru } = verses[verse - 1];
  const text = face === 'text';
  return {
    id,
    name: `112:${verse}`,
    image: text ? null : `/media/verses/art/112-${verse}.svg`,
    text: text ? arabic : null,
    english_text: text ? en : null,
    russian_text: text ? ru : null,
    isFlipped: false,
    passed: false,
    order: id,
  };
}

/** Grid order: 112:1 image, 112:2 text, 112:1 text, 112:2 image. */
export const memoryCards: MemoryCard[] = [
  memoryCard(1, 1, 'image'),
  memoryCard(2, 2, 'text'),
  memoryCard(3, 1, 'text'),
  memoryCard(4, 2, 'image'),
];

/** Texts 1–3 (verses 1–3); images listed as verses 3, 1, 2. */
export const matchingGame: MatchingGameData = {
  textItems: verses.slice(0, 3).map(({ arabic, en, ru }, index) => ({
    id: index + 1,
    arabic_text: arabic,
    english_text: en,
    russian_text: ru,
  })),
  imageItems: [
    { id: 4, src: '/media/verses/art/112-3.svg' },
    { id: 5, src: '/media/verses/art/112-1.svg' },
    { id: 6, src: '/media/verses/art/112-2.svg' },
  ],
  correctPairs: { '1': 5, '2': 6, '3': 4 },
  game_id: '3f1c2a9e-7b4d-4c1e-9a0f-2d6b8e5c7a13',
};

/** The audio question for a verse of 112: its own opening is the right answer among the openings of all four. */
export function audioQuestion(verse: number): AudioQuestion {
  return {
    audio_url: `/media/audio/${6221 + verse}.mp3`,
    options: verses.map(({ arabic }) => arabic),
    correct_answer: verses[verse - 1].arabic,
    game_id: `8c0e4b7a-1d2f-4e3a-8b5c-6a7d9e0f1b2${verse}`,
  };
}

const shownWord = (text: string) => ({ text, blank: null, letters: null, first_letter: null });

/** 112:1 with its second and fourth words blanked (هُوَ, أَحَدٌ). */
export const gapsGame: GapsGameData = {
  step: 2,
  steps: 4,
  verses: [
    {
      surah_id: 112,
      ayah_id: 1,
      words: [
        shownWord('قُلۡ'),
        { text: null, blank: 1, letters: 2, first_letter: 'ه' },
        shownWord('ٱللَّهُ'),
        { text: null, blank: 2, letters: 3, first_letter: 'أ' },
      ],
    },
  ],
  game_id: '5b1f0c7e-2a3d-4c5b-9e8f-7a6b5c4d3e2f',
};

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The right answers of the games above, as a verdict carries them (the server sends its game's field only); the
 * audio answer is the question on 112:1's. */
export const fixtureAnswer: GameAnswer = {
  placements: [
    { gap: 1, phrase: 4 },
    { gap: 2, phrase: 5 },
    { gap: 3, phrase: 6 },
  ],
  pairs: [
    [1, 3],
    [2, 4],
  ],
  links: [
    { text: 1, image: 5 },
    { text: 2, image: 6 },
    { text: 3, image: 4 },
  ],
  option: verses[0].arabic,
  blanks: [
    { blank: 1, word: 'هُوَ', accepts: 'هو' },
    { blank: 2, word: 'أَحَدٌ', accepts: '[ءا]حد' },
  ],
};

const firstWin = (amount: number, waiting = 0): GameVerdict['xp_events'][number] => ({
  reason: 'first_win',
  amount,
  waiting,
  quest: null,
  quest_title_key: null,
  quest_params: null,
  chapter: null,
});

/** A won game's verdict, as the server answers the grading call: a first win, 10 xp, the verse at 25. */
export const wonVerdict: GameVerdict = {
  won: true,
  mistakes: 0,
  turns: null,
  answer: fixtureAnswer,
  ayah_progress: { progress: 25 },
  xp_gained: 10,
  xp_waiting: 0,
  xp_released: 0,
  xp_events: [firstWin(10)],
  total_xp: 10,
  verse_finished: false,
  repeated: false,
  unpaid: null,
};

/** A win that finished the day's quest "Win 1 game": 10 xp for the win, 5 for the quest. */
export const questVerdict: GameVerdict = {
  ...wonVerdict,
  xp_gained: 15,
  xp_events: [
    firstWin(10),
    {
      reason: 'quest',
      amount: 5,
      waiting: 0,
      quest: 'win_1',
      quest_title_key: 'quests.win_games',
      quest_params: { count: 1 },
      chapter: null,
    },
  ],
  total_xp: 15,
};

/** A win faster than the pace budget pays: recorded, its 10 xp waiting, and 4 xp of an earlier win paid now. */
export const waitingVerdict: GameVerdict = {
  ...wonVerdict,
  xp_gained: 0,
  xp_waiting: 10,
  xp_released: 4,
  xp_events: [firstWin(0, 10)],
  total_xp: 34,
};

/** A lost game's verdict: nothing moved. */
export const lostVerdict: GameVerdict = {
  ...wonVerdict,
  won: false,
  mistakes: 1,
  ayah_progress: { progress: 0 },
  xp_gained: 0,
  xp_events: [],
  total_xp: 0,
};

/**
 * Answers the grading call (POST /games/results/) with `verdict` (or what `verdict` makes of the body), and lists
 * the bodies it received without their win_id, which every call must carry as a UUID (refused otherwise, as the
 * server would); `calls.winIds` holds them in order.
 */
export function recordGradingCalls(verdict: GameVerdict | ((body: GameGrading) => GameVerdict) = wonVerdict) {
  // Not enumerable, so toEqual on the bodies does not see it.
  const calls = Object.defineProperty([] as Omit<GameGrading, 'win_id'>[], 'winIds', { value: [] as string[] }) as Omit<
    GameGrading,
    'win_id'
  >[] & { winIds: string[] };
  server.use(
    http.post(api('/games/results/'), async ({ request }) => {
      const body = (await request.json()) as GameGrading;
      const { win_id: winId, ...rest } = body;
      if (typeof winId !== 'string' || !uuid.test(winId)) return HttpResponse.json({}, { status: 400 });
      calls.push(rest);
      calls.winIds.push(winId);
      return HttpResponse.json<GameVerdict>(typeof verdict === 'function' ? verdict(body) : verdict);
    }),
  );
  return calls;
}

/**
 * Serves the fixtures above from the five game endpoints, each deal with a game_id of its own, and lists the request
 * bodies each received; `requests.gameIds` holds the game_ids dealt, per game, in order.
 */
export function serveGames() {
  const requests: Record<string, GameRequest[]> = { shuffling: [], memory: [], matching: [], audio: [], gaps: [] };
  const gameIds: Record<string, string[]> = { shuffling: [], memory: [], matching: [], audio: [], gaps: [] };
  const game = (name: string, answer: (request: GameRequest) => object) =>
    http.post(api(`/games/${name}/`), async ({ request }) => {
      const body = (await request.json()) as GameRequest;
      requests[name].push(body);
      const gameId = `00000000-0000-4000-8000-${String(Object.values(gameIds).flat().length + 1).padStart(12, '0')}`;
      gameIds[name].push(gameId);
      return HttpResponse.json({ ...answer(body), game_id: gameId });
    });
  server.use(
    game('shuffling', () => ({ levels: [shufflingLevel] })),
    game('memory', () => ({ cards: memoryCards })),
    game('matching', () => matchingGame),
    game('audio', ({ ayahId }) => audioQuestion(ayahId)),
    game('gaps', () => gapsGame),
  );
  // Not enumerable, so toEqual on the requests does not see it.
  return Object.defineProperty(requests, 'gameIds', { value: gameIds }) as typeof requests & {
    gameIds: Record<string, string[]>;
  };
}

/** jsdom has no ResizeObserver; this one reports each observed element once, as browsers do on observe(). */
export function stubResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe() {
        queueMicrotask(() => this.report([], this as unknown as ResizeObserver));
      }
      unobserve() {}
      disconnect() {}
    },
  );
}
