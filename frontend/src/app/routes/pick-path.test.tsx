import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import i18n from '@/lib/i18n';
import { api } from '@/testing/mocks/api-path';
import { pathChapterOrder } from '@/testing/mocks/review-handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders, signIn } from '@/testing/test-utils';
import type { LearningPath, LearningPathUpdate } from '@/types/api';

import PickPathRoute from './pick-path';

/** The page, once the learner's current path has loaded and the three cards show. */
async function renderPage(url = '/pickpath') {
  const rendered = renderWithProviders(<PickPathRoute />, {
    url,
    routes: [
      { path: '/levels', element: <p>The level map</p> },
      { path: '/games/:id/:ayahId', element: <p>The game page</p> },
    ],
  });
  const [, , custom] = await screen.findAllByRole('form');
  expect(screen.getAllByRole('form')).toHaveLength(3);
  // The custom path's chapters to choose from (they come after the config, which names their content version).
  await within(custom).findAllByRole('radio');
  return rendered;
}

/** Answers PUT /path/ as the server does and lists the bodies it received. */
function recordPathUpdates() {
  const updates: LearningPathUpdate[] = [];
  server.use(
    http.put(api('/path/'), async ({ request }) => {
      const path = (await request.json()) as LearningPathUpdate;
      updates.push(path);
      return HttpResponse.json<LearningPath>({ ...path, chosen: true, chapter_order: pathChapterOrder(path) });
    }),
  );
  return updates;
}

const customCard = () => within(screen.getByRole('form', { name: 'Custom path' }));
const hafidhCard = () => within(screen.getByRole('form', { name: "Hafiz's path" }));
const juzAmmaCard = () => within(screen.getByRole('form', { name: "Juz 'Amma" }));
const chapterOptions = () => customCard().getAllByRole('radio');

describe('the Choose your path page', () => {
  beforeEach(() => signIn());

  it('offers Hafiz’s path, the learner’s path so far, with 3 new verses a day', async () => {
    await renderPage();

    expect(hafidhCard().getByText('Your path')).toBeInTheDocument();
    expect(hafidhCard().getByRole('spinbutton', { name: 'New verses a day' })).toHaveValue(3);
    expect(customCard().queryByText('Your path')).not.toBeInTheDocument();
  });

  it('lists all 114 surahs with their names and verse counts, and narrows them by a search', async () => {
    const { user } = await renderPage();

    expect(await customCard().findByRole('radio', { name: /Sincerity/ })).toBeInTheDocument();
    expect(chapterOptions()).toHaveLength(114);
    expect(customCard().getByRole('radio', { name: /Sincerity/ })).toHaveAccessibleName(
      '112. Sincerity Al-Ikhlas 4 verses',
    );

    const search = customCard().getByRole('searchbox', { name: 'Search surahs' });
    await user.type(search, 'al ikhl');
    expect(chapterOptions().map((option) => option.getAttribute('value'))).toEqual(['112']);

    await user.clear(search);
    await user.type(search, '11');
    expect(chapterOptions().map((option) => option.getAttribute('value'))).toEqual([
      '11',
      '110',
      '111',
      '112',
      '113',
      '114',
    ]);

    await user.clear(search);
    await user.type(search, 'no such surah');
    expect(customCard().queryAllByRole('radio')).toHaveLength(0);
    expect(customCard().getByText('No surah matches “no such surah”.')).toBeInTheDocument();
  });

  it('searches the names in the interface language', async () => {
    await i18n.changeLanguage('ru');
    const { user } = await renderPage();

    const card = within(screen.getByRole('form', { name: 'Свой путь' }));
    const search = card.getByRole('searchbox', { name: 'Поиск сур' });
    await user.type(search, 'искрен');

    expect(card.getAllByRole('radio')).toHaveLength(1);
    expect(card.getByRole('radio')).toHaveAccessibleName('112. Искренность Аль-Ихляс 4 аята');
  });

  it('needs a surah to start a custom path with', async () => {
    const updates = recordPathUpdates();
    const { user, router } = await renderPage();

    await user.click(await customCard().findByRole('button', { name: 'Start with this surah' }));

    expect(customCard().getByRole('alert')).toHaveTextContent('Choose a surah to start with.');
    expect(updates).toEqual([]);
    expect(router.state.location.pathname).toBe('/pickpath');
  });

  it('saves a custom path and goes to the level map', async () => {
    const updates = recordPathUpdates();
    const { user, router } = await renderPage();

    await user.type(await customCard().findByRole('searchbox', { name: 'Search surahs' }), 'ikhlas');
    await user.click(customCard().getByRole('radio', { name: /Sincerity/ }));
    expect(customCard().getByText('Starting with 112. Sincerity')).toBeInTheDocument();
    const daily = customCard().getByRole('spinbutton', { name: 'New verses a day' });
    await user.clear(daily);
    await user.type(daily, '5');
    await user.click(customCard().getByRole('button', { name: 'Start with this surah' }));

    expect(await screen.findByText('The level map')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/levels');
    expect(updates).toEqual([{ kind: 'custom', chapter: 112, daily_new_verses: 5 }]);
  });

  it('saves a Juz ’Amma path in the direction chosen, An-Nas back to An-Naba’ unless changed', async () => {
    const updates = recordPathUpdates();
    const { user } = await renderPage();

    expect(juzAmmaCard().getByRole('radio', { name: "From An-Nas back to An-Naba'" })).toBeChecked();
    await user.click(juzAmmaCard().getByRole('radio', { name: "From An-Naba' on to An-Nas" }));
    await user.click(juzAmmaCard().getByRole('button', { name: "Start with Juz 'Amma" }));

    expect(await screen.findByText('The level map')).toBeInTheDocument();
    expect(updates).toEqual([{ kind: 'juz_amma', chapter: 78, daily_new_verses: 3 }]);
  });

  it('shows a Juz ’Amma path as the learner’s, in its direction', async () => {
    server.use(
      http.get(api('/path/'), () =>
        HttpResponse.json<LearningPath>({
          kind: 'juz_amma',
          chapter: 78,
          daily_new_verses: 3,
          chosen: true,
          chapter_order: pathChapterOrder({ kind: 'juz_amma', chapter: 78 }),
        }),
      ),
    );
    await renderPage();

    expect(await juzAmmaCard().findByText('Your path')).toBeInTheDocument();
    expect(juzAmmaCard().getByRole('radio', { name: "From An-Naba' on to An-Nas" })).toBeChecked();
  });

  it('saves Hafiz’s path and goes to the level map', async () => {
    const updates = recordPathUpdates();
    server.use(
      http.get(api('/path/'), () =>
        HttpResponse.json<LearningPath>({
          kind: 'custom',
          chapter: 2,
          daily_new_verses: 10,
          chosen: true,
          chapter_order: pathChapterOrder({ kind: 'custom', chapter: 2 }),
        }),
      ),
    );
    const { user } = await renderPage();

    // The learner's custom path is shown as theirs, its surah chosen.
    expect(await customCard().findByText('Your path')).toBeInTheDocument();
    expect(await customCard().findByRole('radio', { name: /^2\. Surah 2/ })).toBeChecked();
    await user.click(hafidhCard().getByRole('button', { name: "Follow Hafiz's path" }));

    expect(await screen.findByText('The level map')).toBeInTheDocument();
    expect(updates).toEqual([{ kind: 'hafidh', chapter: null, daily_new_verses: 10 }]);
  });

  it('tells a learner choosing for the first time why, and goes on to where they were going', async () => {
    const updates = recordPathUpdates();
    const { router, user } = await renderPage('/pickpath?next=%2Fgames%2F112%2F1');

    expect(screen.getByText(/First, choose the order you will learn the Qur'an in/)).toBeInTheDocument();
    await user.click(hafidhCard().getByRole('button', { name: "Follow Hafiz's path" }));

    expect(await screen.findByText('The game page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/games/112/1');
    expect(updates).toEqual([{ kind: 'hafidh', chapter: null, daily_new_verses: 3 }]);
  });

  it('does not follow a next address that leaves the app', async () => {
    recordPathUpdates();
    const { router, user } = await renderPage('/pickpath?next=%2F%2Fevil.example%2F');

    await user.click(hafidhCard().getByRole('button', { name: "Follow Hafiz's path" }));

    expect(await screen.findByText('The level map')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/levels');
  });
});
