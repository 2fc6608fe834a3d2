import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { servePlayerApi } from '@/features/hifz-player/testing/player-api';
import { AUTH_TOKEN_KEY } from '@/stores/auth-store';
import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { usePlayerPositionStore } from '@/stores/player-position-store';

import { renderApp } from '../testing/render-app';

beforeEach(() => {
  localStorage.setItem(AUTH_TOKEN_KEY, 'test-token');
  usePlayerPositionStore.setState({ position: null });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  servePlayerApi();
  // The learner's current verse, in a chapter the player's test API knows.
  server.use(
    http.get(api('/progress/current/'), () => HttpResponse.json({ surah_id: 112, ayah_id: 3, path_finished: false })),
  );
});

describe('/karaoke', () => {
  it('is the Hifz player at a verse, the menu showing Karaoke', async () => {
    renderApp('/karaoke/112/2');

    expect(await screen.findByRole('heading', { level: 1, name: 'Hifz player' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Surah 112 · Al-Ikhlas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Karaoke' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByLabelText('From verse')).toHaveValue('2');
  });

  it.each([
    ['/karaoke/112/9', '/karaoke/112/4'],
    ['/karaoke/112/0', '/karaoke/112/1'],
    ['/karaoke/112', '/karaoke/112/1'],
    ['/karaoke/112/abc', '/karaoke/112/1'],
    ['/karaoke', '/karaoke/112/3'],
  ])('takes %s to %s', async (url, target) => {
    const router = renderApp(url);

    await waitFor(() => expect(router.state.location.pathname).toBe(target));
  });

  it("opens at the Qur'an's first verse when the current verse cannot be had", async () => {
    server.use(http.get(api('/progress/current/'), () => HttpResponse.json({ message: 'Down' }, { status: 503 })));
    const router = renderApp('/karaoke');

    await waitFor(() => expect(router.state.location.pathname).toBe('/karaoke/1/1'));
  });

  it.each(['/karaoke/999/1', '/karaoke/abc', '/games/999/1', '/drill/999/1'])(
    'says plainly that %s names no surah, the same page for the player, the study page and the drill',
    async (url) => {
      const router = renderApp(url);

      expect(await screen.findByRole('heading', { level: 1, name: 'Surah not found' })).toBeInTheDocument();
      expect(screen.getByText(/The Qur'an has 114 surahs\./)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to the level map' })).toHaveAttribute('href', '/levels');
      expect(router.state.location.pathname).toBe(url);
    },
  );
});
