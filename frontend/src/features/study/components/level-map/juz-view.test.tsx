import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import i18n from '@/lib/i18n';
import { chapterNumbers } from '@/lib/verse-counts';
import { api } from '@/testing/mocks/handlers';
import { noPortionProgress, testJuzList } from '@/testing/mocks/study-handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders, signIn } from '@/testing/test-utils';
import type { Level, PortionProgress } from '@/types/api';

import { LevelMap } from './level-map';

function renderMap(url = '/levels') {
  return renderWithProviders(<LevelMap order={chapterNumbers} />, {
    url,
    routes: [{ path: '/games/:id/:ayahId', element: <p>Game page</p> }],
  });
}

/** Al-Ikhlas's first verse memorised (its four games won): a quarter of the chapter, 1 of juz 30's 564 verses. */
function serveIkhlasFirstVerseMemorised() {
  const juz = noPortionProgress.juz.map((share) =>
    share.number === 30 ? { ...share, memorised: 1, percent: 1 } : share,
  );
  server.use(
    http.get(api('/levels/'), () =>
      HttpResponse.json<Level[]>(
        chapterNumbers.map((index) => ({ index, done: false, progress: index === 112 ? 25 : 0 })),
      ),
    ),
    http.get(api('/progress/portions/'), () => HttpResponse.json<PortionProgress>({ ...noPortionProgress, juz })),
    http.get(api('/progress/current/'), () => HttpResponse.json({ surah_id: 112, ayah_id: 2, path_finished: false })),
  );
}

describe('The level map by juz', () => {
  beforeEach(() => signIn());

  it('switches to the 30 juz, keeping the view in the address', async () => {
    const { user, router } = renderMap();

    await user.click(await screen.findByRole('tab', { name: 'By juz' }));

    expect(await screen.findAllByRole('article')).toHaveLength(30);
    expect(router.state.location.search).toBe('?view=juz');
    expect(screen.getByRole('tab', { name: 'By juz' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Surahs' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('Sincerity')).toBeInTheDocument();
  });

  it("marks the learner's juz and shows its share memorised and each chapter's progress", async () => {
    serveIkhlasFirstVerseMemorised();
    renderMap('/levels?view=juz');

    const juz30 = await screen.findByRole('article', { name: /^Juz 30/, current: 'step' });
    expect(within(juz30).getByRole('meter', { name: 'Juz 30 memorised' })).toHaveAttribute('aria-valuenow', '1');
    expect(within(juz30).getByText('Memorised 1%')).toBeInTheDocument();
    expect(within(juz30).getByText('بداية 30')).toHaveAttribute('lang', 'ar');
    expect(within(juz30).getByRole('link', { name: 'Read from page 582' })).toHaveAttribute('href', '/mushaf/582');
    const chapters = within(juz30)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/games/'));
    expect(chapters.map((link) => link.textContent?.split(' ')[0])).toEqual(
      Array.from({ length: 37 }, (_, index) => String(78 + index)),
    );
    expect(within(juz30).getByRole('link', { name: '112 Al-Ikhlas 25%' })).toHaveAttribute('href', '/games/112/1');
    // Each juz, and each chapter in it, can be recited from memory.
    expect(within(juz30).getByRole('link', { name: 'Recite juz 30' })).toHaveAttribute(
      'href',
      '/recite?from=78%3A1&to=114%3A6',
    );
    expect(within(juz30).getByRole('link', { name: 'Recite Al-Ikhlas from memory' })).toHaveAttribute(
      'href',
      '/recite?from=112%3A1&to=112%3A4',
    );
    expect(screen.getAllByRole('article', { current: 'step' })).toHaveLength(1);
  });

  it('opens a chapter begun in the juz before where this juz starts in it', async () => {
    server.use(
      http.get(api('/juz/'), () =>
        HttpResponse.json({
          juz: testJuzList.map((juz) =>
            juz.number === 2
              ? { ...juz, first: { surah_id: 2, ayah_id: 142 }, last: { surah_id: 2, ayah_id: 252 } }
              : juz,
          ),
        }),
      ),
    );
    renderMap('/levels?view=juz');

    const juz2 = await screen.findByRole('article', { name: /^Juz 2\b/ });
    expect(within(juz2).getByRole('link', { name: /^2 / })).toHaveAttribute('href', '/games/2/142');
    const juz3 = screen.getByRole('article', { name: /^Juz 3\b/ });
    expect(within(juz3).getByRole('link', { name: /^3 / })).toHaveAttribute('href', '/games/3/1');
  });

  it('marks no juz once the whole path is learnt', async () => {
    server.use(
      http.get(api('/progress/current/'), () => HttpResponse.json({ surah_id: 114, ayah_id: 1, path_finished: true })),
    );
    renderMap('/levels?view=juz');

    expect(await screen.findAllByRole('article')).toHaveLength(30);
    expect(screen.queryByRole('article', { current: 'step' })).not.toBeInTheDocument();
  });

  it('says so when the juz cannot be loaded', async () => {
    server.use(http.get(api('/juz/'), () => HttpResponse.json({ message: 'Down' }, { status: 503 })));
    renderMap('/levels?view=juz');

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the juz.');
  });

  it('speaks Russian', async () => {
    serveIkhlasFirstVerseMemorised();
    await i18n.changeLanguage('ru');
    renderMap('/levels?view=juz');

    const juz30 = await screen.findByRole('article', { name: /^Джуз 30/ });
    expect(within(juz30).getByText('Выучено 1%')).toBeInTheDocument();
    expect(within(juz30).getByRole('link', { name: '112 Аль-Ихляс 25%' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'По джузам' })).toHaveAttribute('aria-selected', 'true');
  });
});
