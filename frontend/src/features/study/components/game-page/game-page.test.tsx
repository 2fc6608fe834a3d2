import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { queryKeys } from '@/lib/query-keys';
import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { pathChapterOrder } from '@/testing/mocks/review-handlers';
import { renderWithProviders, signIn } from '@/testing/test-utils';

import { GamePage, type GameProps } from './game-page';

let mounts = 0;

/** Stands in for the games feature: shows what it was asked to play (and which mount of it this is), the way back (a
 * game that cannot load) and the result view's Next. */
function StubGame({ game, chapter, verse, selectedAyah, onBack, next }: GameProps) {
  const [mount] = useState(() => ++mounts);
  return (
    <div>
      <p>{`Playing ${game} on ${chapter}:${verse} with ${selectedAyah} ayahs`}</p>
      <p>{`Mount ${mount}`}</p>
      <button type="button" onClick={onBack}>
        Back to Games
      </button>
      <button type="button" onClick={next.go}>
        {next.label}
      </button>
    </div>
  );
}

function renderPage(chapter = 112, verse = 3, chapterOrder?: number[]) {
  return renderWithProviders(<GamePage chapter={chapter} verse={verse} Game={StubGame} chapterOrder={chapterOrder} />, {
    url: `/games/${chapter}/${verse}`,
  });
}

describe('GamePage', () => {
  let scrollTo: ReturnType<typeof vi.fn<typeof window.scrollTo>>;
  let scrollIntoView: ReturnType<typeof vi.fn<Element['scrollIntoView']>>;

  // jsdom lays nothing out, so it cannot scroll.
  beforeEach(() => {
    signIn();
    scrollTo = vi.fn<typeof window.scrollTo>();
    scrollIntoView = vi.fn<Element['scrollIntoView']>();
    vi.stubGlobal('scrollTo', scrollTo);
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  describe('header', () => {
    it('names the chapter and the verse', async () => {
      renderPage(112, 3);

      expect(await screen.findByText('Sincerity')).toBeInTheDocument();
      expect(screen.getByText('الإخلاص')).toHaveAttribute('lang', 'ar');
      expect(screen.getByText('Ayah 3 of 4')).toBeInTheDocument();
    });

    it('shows the verse’s progress, capped at 100', async () => {
      server.use(
        http.post(api('/auth/profile/progress_info/'), () => HttpResponse.json({ ayah_progress: { progress: 150 } })),
      );
      renderPage();

      const bar = screen.getByRole('progressbar', { name: 'Progress' });
      await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
      expect(bar.firstElementChild).toHaveStyle({ width: '100%' });
    });

    it('asks for the progress of this verse and follows it when a game invalidates it', async () => {
      let progress = 25;
      const asked: unknown[] = [];
      server.use(
        http.post(api('/auth/profile/progress_info/'), async ({ request }) => {
          asked.push(await request.json());
          return HttpResponse.json({ ayah_progress: { progress } });
        }),
      );
      const { queryClient } = renderPage(112, 3);
      const bar = screen.getByRole('progressbar', { name: 'Progress' });
      await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '25'));

      progress = 50;
      await queryClient.invalidateQueries({ queryKey: queryKeys.ayahProgress(112, 3) });

      await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
      expect(asked[0]).toEqual({ surah_id: 112, ayah_id: 3 });
    });

    it('tells the user when the progress cannot be fetched', async () => {
      server.use(http.post(api('/auth/profile/progress_info/'), () => new HttpResponse(null, { status: 500 })));
      renderPage();

      expect(await screen.findByText('Error fetching game data')).toBeInTheDocument();
      expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '0');
    });
  });

  describe('game tiles', () => {
    it('offers the five games with what their next win pays', () => {
      renderWithProviders(
        <GamePage
          chapter={112}
          verse={3}
          Game={StubGame}
          nextXp={{
            shuffling: { xp: 10, pays: 'first_win' },
            memory: { xp: 2, pays: 'repeat_win' },
            audio: { xp: 0, pays: 'nothing_today' },
            matching: { xp: 10, pays: 'first_win' },
            gaps: { xp: 10, pays: 'first_win' },
          }}
        />,
      );

      const tiles = screen.getByRole('region', { name: 'Practise with games' });
      for (const [name, xp] of [
        ['Shuffling', 'First win: 10 xp'],
        ['Memory', 'Replay: 2 xp'],
        ['Audio', 'No xp left today'],
        ['Matching', 'First win: 10 xp'],
        ['Gaps', 'First win: 10 xp'],
      ]) {
        const tile = within(tiles).getByRole('button', { name: new RegExp(`^${name}`) });
        expect(tile).toBeEnabled();
        expect(tile).toHaveTextContent(xp);
      }
    });

    it('offers 1 to the verse count as the number of ayahs, the current verse chosen', () => {
      renderPage(112, 3);

      const count = screen.getByRole('combobox', { name: 'Number of ayahs:' });
      expect(
        within(count)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['1', '2', '3', '4']);
      expect(count).toHaveValue('3');
    });

    it('chooses at most five ayahs far into a long chapter, and still offers all of them', () => {
      renderPage(2, 255);

      const count = screen.getByRole('combobox', { name: 'Number of ayahs:' });
      expect(count).toHaveValue('5');
      expect(within(count).getAllByRole('option')).toHaveLength(286);
    });

    it('brings the tiles into view from "Practise with games"', async () => {
      const { user } = renderPage();

      await user.click(screen.getByRole('button', { name: 'Practise with games' }));

      expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
      expect(screen.getByRole('heading', { name: 'Practise with games' })).toHaveFocus();
    });
  });

  describe('game mode', () => {
    it('plays the chosen game with the chosen number of ayahs at the top of the page', async () => {
      const { user } = renderPage(112, 3);

      await user.selectOptions(screen.getByRole('combobox', { name: 'Number of ayahs:' }), '2');
      await user.click(screen.getByRole('button', { name: /^Memory/ }));

      expect(scrollTo).toHaveBeenLastCalledWith({ top: 0 });
      expect(screen.getByRole('heading', { level: 2, name: 'Memory' })).toHaveFocus();
      expect(
        screen.getByText("Turn the cards two at a time and match each ayah's text with its picture."),
      ).toBeInTheDocument();
      expect(screen.getByText('Playing memory on 112:3 with 2 ayahs')).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: /Learn card/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Practise with games' })).not.toBeInTheDocument();
    });

    it('goes back to learning with the back button and scrolls down to the tiles', async () => {
      const { user } = renderPage();
      await user.click(screen.getByRole('button', { name: /^Shuffling/ }));

      await user.click(screen.getByRole('button', { name: 'Back' }));

      expect(screen.getByRole('region', { name: 'Learn card for ayah 112:3' })).toBeInTheDocument();
      expect(scrollTo).toHaveBeenLastCalledWith({ top: document.documentElement.scrollHeight });
      expect(screen.getByRole('heading', { name: 'Practise with games' })).toHaveFocus();
    });

    it('goes from a game’s result to the next game, in the tiles’ order, with the same number of ayahs', async () => {
      const { user } = renderPage(112, 3);
      await user.selectOptions(screen.getByRole('combobox', { name: 'Number of ayahs:' }), '2');
      await user.click(screen.getByRole('button', { name: /^Shuffling/ }));

      const shufflingMount = screen.getByText(/^Mount /).textContent;
      await user.click(screen.getByRole('button', { name: 'Next: Memory' }));
      expect(screen.getByText('Playing memory on 112:3 with 2 ayahs')).toBeInTheDocument();
      // A game of its own, not the last one's tries and review state.
      expect(screen.getByText(/^Mount /).textContent).not.toBe(shufflingMount);
      expect(screen.getByRole('heading', { level: 2, name: 'Memory' })).toHaveFocus();
      await user.click(screen.getByRole('button', { name: 'Next: Audio' }));
      await user.click(screen.getByRole('button', { name: 'Next: Matching' }));

      expect(screen.getByText('Playing matching on 112:3 with 2 ayahs')).toBeInTheDocument();
    });

    it.each([
      [112, 4, 'Next: ayah 113:1', '/games/113/1'],
      [103, 3, 'Next: ayah 107:1', '/games/107/1'],
      [114, 6, 'Back to the level map', '/levels'],
    ])('after the last game on %i:%i, goes on to "%s"', async (chapter, verse, label, path) => {
      const { user, router } = renderPage(chapter, verse);
      await user.click(screen.getByRole('button', { name: /^Gaps/ }));

      await user.click(screen.getByRole('button', { name: label }));

      expect(router.state.location.pathname).toBe(path);
      if (path.startsWith('/games/')) {
        // The page (the route's, here fixed) begins the next verse from the top, the keyboard there too.
        await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith({ top: 0 }));
        expect(document.activeElement).toContainElement(screen.getByText(/^Ayah \d of \d$/));
      }
    });

    it('after the last game on An-Nas, goes on along the learner’s path rather than back to the map', async () => {
      const { user, router } = renderPage(114, 6, pathChapterOrder({ kind: 'hafidh', chapter: null }));
      await user.click(screen.getByRole('button', { name: /^Gaps/ }));

      await user.click(screen.getByRole('button', { name: 'Next: ayah 113:1' }));

      expect(router.state.location.pathname).toBe('/games/113/1');
    });

    it('goes back to learning from the game’s own completion panel', async () => {
      const { user } = renderPage();
      await user.click(screen.getByRole('button', { name: /^Audio/ }));

      await user.click(screen.getByRole('button', { name: 'Back to Games' }));

      expect(screen.getByRole('region', { name: 'Practise with games' })).toBeInTheDocument();
      expect(screen.queryByText(/^Playing/)).not.toBeInTheDocument();
    });

    it('keeps the card mode through a game', async () => {
      const { user } = renderPage();
      await user.click(screen.getByRole('button', { name: 'Flash card' }));
      await user.click(screen.getByRole('button', { name: /^Matching/ }));

      await user.click(screen.getByRole('button', { name: 'Back' }));

      expect(screen.getByRole('button', { name: 'Flash card' })).toHaveAttribute('aria-pressed', 'true');
    });
  });
});
