import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { serveGames } from '@/features/games/shared/testing/game-fixtures';
import { AUTH_TOKEN_KEY } from '@/stores/auth-store';

import { renderApp } from '../testing/render-app';

// The whole app renders here; give it time on a loaded machine.
const PAGE_TIMEOUT = { timeout: 5000 };

/** The app at `url`, opened from the level map, so going back shows where the redirect left the history. */
const renderGamePage = (url: string) => renderApp('/levels', url);

describe('the game page route', () => {
  // The page is a lazy chunk; loading it once up front keeps its first compile out of the tests' timeouts.
  beforeAll(() => import('./game'));
  beforeEach(() => localStorage.setItem(AUTH_TOKEN_KEY, 'test-token'));

  it('shows the verse under the chapter’s name', async () => {
    const router = renderGamePage('/games/112/3');

    expect(await screen.findByRole('heading', { level: 1, name: 'Al-Ikhlas' }, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByText('Ayah 3 of 4')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/games/112/3');
  });

  it('opens the game the address names on its verse alone: ?play=gaps from the weak spots', async () => {
    const requests = serveGames();
    const router = renderGamePage('/games/112/3?play=gaps');

    expect(await screen.findByRole('heading', { level: 2, name: 'Gaps' }, PAGE_TIMEOUT)).toBeInTheDocument();
    await waitFor(() => expect(requests.gaps).toHaveLength(1));
    expect(requests.gaps[0]).toMatchObject({ id: 112, ayahId: 3, selectedAyah: 1 });
    // Opened once: the address forgets it, so a reload finds the learn card.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('heading', { level: 2, name: 'Gaps' })).toBeInTheDocument();
  });

  it('opens no game for an address naming none of the tiles', async () => {
    const requests = serveGames();
    renderGamePage('/games/112/3?play=which_one');

    expect(await screen.findByRole('heading', { level: 1, name: 'Al-Ikhlas' }, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(requests.gaps).toEqual([]);
    expect(requests.shuffling).toEqual([]);
  });

  it('shows on each game tile what its next win on the verse pays', async () => {
    renderGamePage('/games/112/3');

    const tiles = await screen.findByRole('region', { name: 'Practise with games' }, PAGE_TIMEOUT);
    await waitFor(() =>
      expect(within(tiles).getByRole('button', { name: /^Shuffling/ })).toHaveTextContent('First win: 10 xp'),
    );
    expect(within(tiles).getByRole('button', { name: /^Matching/ })).toHaveTextContent('Replay: 2 xp');
    expect(within(tiles).getByRole('button', { name: /^Audio/ })).toHaveTextContent('No xp left today');
  });

  it.each([
    ['/games/112/99', '/games/112/4'],
    ['/games/112/5', '/games/112/4'],
    ['/games/112/0', '/games/112/1'],
    ['/games/112/-2', '/games/112/1'],
    ['/games/112', '/games/112/1'],
    ['/games/112/abc', '/games/112/1'],
  ])('replaces %s with %s', async (url, corrected) => {
    const router = renderGamePage(url);

    await waitFor(() => expect(router.state.location.pathname).toBe(corrected), PAGE_TIMEOUT);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { level: 1, name: 'Al-Ikhlas' }, PAGE_TIMEOUT)).toBeInTheDocument();

    // The out-of-range address is not left in the history: back returns to the map.
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe('/levels');
  });

  it.each(['/games/115/1', '/games/0/1', '/games/abc/2'])('says %s is not a chapter', async (url) => {
    const router = renderGamePage(url);

    expect(await screen.findByRole('heading', { level: 1, name: 'Surah not found' }, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByText(/The Qur'an has 114 surahs\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the level map' })).toHaveAttribute('href', '/levels');
    expect(router.state.location.pathname).toBe(url);
  });

  it('moves along the learner’s path with the verse arrows, from An-Nas on to Al-Falaq', async () => {
    const user = userEvent.setup();
    // The learner follows Hafiz's path (the test server's): An-Nas first, then back through Juz 'Amma.
    const router = renderGamePage('/games/114/6');

    await user.click(await screen.findByRole('link', { name: 'Next ayah (113:1)' }, PAGE_TIMEOUT));

    await waitFor(() => expect(router.state.location.pathname).toBe('/games/113/1'), PAGE_TIMEOUT);
    expect(router.state.historyAction).toBe('PUSH');
    expect(await screen.findByText('Ayah 1 of 5', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous ayah (114:6)' })).toBeInTheDocument();
  });
});
