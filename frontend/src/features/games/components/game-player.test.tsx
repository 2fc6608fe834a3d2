import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import i18n from '@/lib/i18n';
import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders, signIn } from '@/testing/test-utils';
import type { GameName } from '@/types/games';

import { serveGames, stubResizeObserver } from '../shared/testing/game-fixtures';
import { GamePlayer } from './game-player';

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
    renderWithProviders(<GamePlayer game={game} chapter={112} verse={4} selectedAyah={3} onBack={vi.fn()} />);

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
    renderWithProviders(<GamePlayer game={game} chapter={112} verse={1} selectedAyah={1} onBack={vi.fn()} />);

    expect(within(await screen.findByRole('alert')).getByText(message)).toBeInTheDocument();
  });

  it('offers the way back when a game cannot be loaded', async () => {
    server.use(http.post(api('/games/memory/'), () => new HttpResponse(null, { status: 500 })));
    const onBack = vi.fn();
    const { user } = renderWithProviders(
      <GamePlayer game="memory" chapter={112} verse={1} selectedAyah={1} onBack={onBack} />,
    );

    expect(await screen.findByText('The game could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Games' }));
    expect(onBack).toHaveBeenCalledOnce();
  });
});
