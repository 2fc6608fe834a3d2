import { act, screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import i18n from '@/lib/i18n';
import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders, signIn } from '@/testing/test-utils';
import type { GameName } from '@/lib/games';

import {
  lostVerdict,
  recordGradingCalls,
  serveGames,
  shufflingLevel,
  stubResizeObserver,
  verses,
  wonVerdict,
} from '../shared/testing/game-fixtures';
import { GamePlayer } from './game-player';

const next = { label: 'Next: Memory', go: vi.fn() };

describe('GamePlayer', () => {
  beforeEach(() => {
    signIn();
    stubResizeObserver();
  });

  it.each([
    ['shuffling', 'Sentence with gaps'],
    ['memory', 'Memory cards'],
    ['matching', 'Verses'],
  ] as const)('shows a spinner, then the %s game, asking for the covered verses', async (game, landmark) => {
    const requests = serveGames();
    renderWithProviders(
      <GamePlayer game={game} chapter={112} verse={4} selectedAyah={3} onBack={vi.fn()} next={next} />,
    );

    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(await screen.findByLabelText(landmark)).toBeInTheDocument();
    expect(requests[game]).toEqual([{ id: 112, ayahId: 4, selectedAyah: 3 }]);
  });

  it.each<[GameName, 'en' | 'ru', string]>([
    ['memory', 'en', 'Error fetching data from API'],
    ['audio', 'en', 'Error fetching data from API'],
    ['matching', 'en', 'Error fetching game data'],
    ['shuffling', 'en', 'Error fetching game data'],
    ['memory', 'ru', 'Ошибка получения данных из API'],
    ['audio', 'ru', 'Ошибка получения данных из API'],
    ['matching', 'ru', 'Ошибка получения данных игры'],
    ['shuffling', 'ru', 'Ошибка получения данных игры'],
  ])('tells the player when the %s game cannot be loaded (%s)', async (game, language, message) => {
    await i18n.changeLanguage(language);
    server.use(http.post(api(`/games/${game}/`), () => new HttpResponse(null, { status: 500 })));
    renderWithProviders(
      <GamePlayer game={game} chapter={112} verse={1} selectedAyah={1} onBack={vi.fn()} next={next} />,
    );

    expect(within(await screen.findByRole('alert')).getByText(message)).toBeInTheDocument();
  });

  it('offers the way back when a game cannot be loaded', async () => {
    server.use(http.post(api('/games/memory/'), () => new HttpResponse(null, { status: 500 })));
    const onBack = vi.fn();
    const { user } = renderWithProviders(
      <GamePlayer game="memory" chapter={112} verse={1} selectedAyah={1} onBack={onBack} next={next} />,
    );

    expect(await screen.findByText('The game could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Games' }));
    expect(onBack).toHaveBeenCalledOnce();
  });
});

describe('GamePlayer’s onResult, the graded game a review is rated from', () => {
  let requests: ReturnType<typeof serveGames>;
  beforeEach(() => {
    signIn();
    stubResizeObserver();
    requests = serveGames();
  });

  function play(game: GameName) {
    const onResult = vi.fn();
    const rendered = renderWithProviders(
      <GamePlayer
        game={game}
        chapter={112}
        verse={1}
        selectedAyah={1}
        onBack={vi.fn()}
        next={next}
        onResult={onResult}
      />,
      { routes: [{ path: '/elsewhere', element: <p>Elsewhere</p> }] },
    );
    return { ...rendered, onResult };
  }

  /** Answers the audio question on 112:1 with the opening of `verse`. */
  const answerWith = async (verse: number) =>
    within(await screen.findByRole('list', { name: 'Answers' })).getByRole('button', {
      name: new RegExp(verses[verse - 1].arabic),
    });

  it('sends the audio answer to be graded and reports the first game only, not the one after Try again', async () => {
    const calls = recordGradingCalls(({ moves }) =>
      'option' in moves[0] && moves[0].option === verses[0].arabic ? wonVerdict : lostVerdict,
    );
    const { user, onResult } = play('audio');

    await user.click(await answerWith(2));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('list', { name: 'Answers' });
    expect(screen.getByRole('group', { name: 'Game board' })).toHaveFocus();
    await user.click(await answerWith(1));

    expect(await screen.findByRole('heading', { name: 'Game Completed!' })).toBeInTheDocument();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    // Each attempt is a deal of its own; the keyboard goes to the new game.
    const [first, second] = requests.gameIds.audio;
    expect(calls).toEqual([
      { game_id: first, moves: [{ option: verses[1].arabic }] },
      { game_id: second, moves: [{ option: verses[0].arabic }] },
    ]);
    expect(onResult.mock.calls).toEqual([[{ gameId: first, won: false, mistakes: 1 }]]);
  });

  it('reports one review when Try again is pressed before the first answer’s verdict is in', async () => {
    let gradings = 0;
    server.use(
      http.post(api('/games/results/'), async () => {
        const number = ++gradings;
        // The wrong answer's verdict arrives after the next attempt's question was answered.
        if (number === 1) await delay(300);
        return HttpResponse.json(number === 1 ? lostVerdict : wonVerdict);
      }),
    );
    const { user, onResult } = play('audio');

    await user.click(await answerWith(2));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(await answerWith(1));
    await vi.waitFor(() => expect(gradings).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 400));

    const [first] = requests.gameIds.audio;
    expect(onResult.mock.calls).toEqual([[{ gameId: first, won: false, mistakes: 1 }]]);
  });

  it('sends every shuffling drop and reports the mistakes the server counted', async () => {
    const calls = recordGradingCalls({ ...wonVerdict, mistakes: 1 });
    const { user, onResult } = play('shuffling');
    const text = (id: number) => shufflingLevel.phrases.find((phrase) => phrase.id === id)!.text;
    const tray = () => within(screen.getByRole('group', { name: 'Phrases' }));
    const sentence = () => within(screen.getByRole('group', { name: 'Sentence with gaps' }));
    const place = async (phraseId: number, gap: number) => {
      await user.click(tray().getByRole('button', { name: text(phraseId) }));
      await user.click(sentence().getByRole('button', { name: `Empty gap ${gap}` }));
    };

    // The right order is 4, 5, 6; 5 goes into gap 1 first, then back to the tray.
    await screen.findByRole('group', { name: 'Phrases' });
    await place(5, 1);
    await user.click(sentence().getByRole('button', { name: text(5) }));
    await user.click(tray().getByRole('button', { name: 'Put the phrase back' }));
    await place(4, 1);
    await place(5, 2);
    await place(6, 3);

    expect(await screen.findByRole('heading', { name: 'Game Completed!' })).toBeInTheDocument();
    const [gameId] = requests.gameIds.shuffling;
    await vi.waitFor(() => expect(onResult.mock.calls).toEqual([[{ gameId, won: true, mistakes: 1 }]]));
    const drops = [
      [5, 1],
      [5, null],
      [4, 1],
      [5, 2],
      [6, 3],
    ].map(([phrase, gap]) => ({ phrase, gap }));
    expect(calls).toEqual([{ game_id: gameId, moves: drops }]);
  });

  it('sends every memory flip', async () => {
    const calls = recordGradingCalls({ ...wonVerdict, mistakes: 0 });
    const { user, onResult } = play('memory');
    const card = (position: number) => within(screen.getByRole('list')).getAllByRole('button')[position - 1];

    // Cards 1 and 3 are 112:1, cards 2 and 4 are 112:2.
    await screen.findByRole('list', { name: 'Memory cards' });
    for (const position of [1, 3, 2, 4]) await user.click(card(position));

    expect(await screen.findByRole('heading', { name: 'Game Completed!' })).toBeInTheDocument();
    const [gameId] = requests.gameIds.memory;
    await vi.waitFor(() => expect(onResult.mock.calls).toEqual([[{ gameId, won: true, mistakes: 0 }]]));
    expect(calls).toEqual([{ game_id: gameId, moves: [1, 3, 2, 4].map((id) => ({ card: id })) }]);
  });

  it('reports a failed matching submit as the server graded it: a loss with one mistake', async () => {
    recordGradingCalls(lostVerdict);
    const { user, onResult } = play('matching');
    const verseButtons = () => within(screen.getByRole('list', { name: 'Verses' })).getAllByRole('button');

    // Images top to bottom are verses 3, 1, 2: linking each verse to the image in its own row is all wrong.
    await screen.findByRole('list', { name: 'Verses' });
    for (const [index, image] of ['Image 1', 'Image 2', 'Image 3'].entries()) {
      await user.click(verseButtons()[index]);
      await user.click(screen.getByRole('button', { name: image }));
    }
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('heading', { name: 'Not quite right' })).toBeInTheDocument();
    const [gameId] = requests.gameIds.matching;
    await vi.waitFor(() => expect(onResult.mock.calls).toEqual([[{ gameId, won: false, mistakes: 1 }]]));
  });

  it('has a game left unfinished graded with the moves made, and reports the loss', async () => {
    const calls = recordGradingCalls({ ...lostVerdict, mistakes: 0 });
    const { onResult, router } = play('shuffling');

    await screen.findByRole('group', { name: 'Phrases' });
    await act(() => router.navigate('/elsewhere'));

    expect(screen.getByText('Elsewhere')).toBeInTheDocument();
    const [gameId] = requests.gameIds.shuffling;
    await vi.waitFor(() => expect(onResult.mock.calls).toEqual([[{ gameId, won: false, mistakes: 0 }]]));
    expect(calls).toEqual([{ game_id: gameId, moves: [] }]);
  });

  it('reports nothing more when a finished game is left', async () => {
    const calls = recordGradingCalls();
    const { user, onResult, router } = play('audio');

    await user.click(await answerWith(1));
    await vi.waitFor(() => expect(onResult).toHaveBeenCalledOnce());
    await act(() => router.navigate('/elsewhere'));
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(onResult).toHaveBeenCalledOnce();
    expect(calls).toHaveLength(1);
  });

  it('grades nothing for a game left before it loaded', async () => {
    const calls = recordGradingCalls();
    const { onResult, router } = play('audio');

    await act(() => router.navigate('/elsewhere'));
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(onResult).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });
});
