import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import i18n from '@/lib/i18n';
import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders, signIn } from '@/testing/test-utils';
import type { Bookmark, BookmarkPage } from '@/types/api';

import { BookmarksCard } from './bookmarks-card';

function bookmark(surah: number, ayah: number, name = `Chapter ${surah}`, nameRussian = `Глава ${surah}`): Bookmark {
  return {
    surah_id: surah,
    ayah_id: ayah,
    chapter_name_simple: name,
    chapter_name_simple_ru: nameRussian,
    text: `نص ${surah} ${ayah}`,
    created_at: '2026-01-01T00:00:00Z',
  };
}

/** `all` served newest first, a page of `limit` from `offset`, as the API does. */
function serveBookmarks(all: Bookmark[]) {
  const requests: string[] = [];
  server.use(
    http.get(api('/bookmarks/'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params.toString());
      const limit = Number(params.get('limit'));
      const offset = Number(params.get('offset'));
      const page: BookmarkPage = {
        count: all.length,
        next: offset + limit < all.length ? `/api/v1/bookmarks/?limit=${limit}&offset=${offset + limit}` : null,
        previous: null,
        results: all.slice(offset, offset + limit),
      };
      return HttpResponse.json(page);
    }),
  );
  return requests;
}

describe('BookmarksCard', () => {
  beforeEach(() => signIn());

  it('says where bookmarks will appear while there are none', async () => {
    renderWithProviders(<BookmarksCard />);

    expect(await screen.findByText('Bookmarked ayahs will appear here.')).toBeInTheDocument();
  });

  it('lists the bookmarked verses, each linking to its game page', async () => {
    serveBookmarks([bookmark(112, 1, 'Al-Ikhlas'), bookmark(2, 255, 'Al-Baqarah')]);
    renderWithProviders(<BookmarksCard />);

    const ikhlas = await screen.findByRole('link', { name: /^Al-Ikhlas 112:1 / });
    expect(ikhlas).toHaveAttribute('href', '/games/112/1');
    expect(within(ikhlas).getByText('نص 112 1')).toHaveAttribute('lang', 'ar');
    expect(screen.getByRole('link', { name: /^Al-Baqarah 2:255 / })).toHaveAttribute('href', '/games/2/255');
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('names the chapter as Russian editions write it in Russian', async () => {
    serveBookmarks([bookmark(2, 255, 'Al-Baqarah', 'Аль-Бакара')]);
    await i18n.changeLanguage('ru');
    renderWithProviders(<BookmarksCard />);

    expect(await screen.findByRole('link', { name: /^Аль-Бакара 2:255 / })).toHaveAttribute('href', '/games/2/255');
  });

  it('loads more bookmarks a page at a time', async () => {
    const all = Array.from({ length: 12 }, (_, index) => bookmark(2, index + 1));
    const requests = serveBookmarks(all);
    const { user } = renderWithProviders(<BookmarksCard />);
    await screen.findByRole('link', { name: /^Chapter 2 2:10 / });
    expect(screen.getAllByRole('link')).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: 'Show more' }));

    expect(await screen.findByRole('link', { name: /^Chapter 2 2:12 / })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(requests).toEqual(['limit=10&offset=0', 'limit=10&offset=10']);
  });

  it('tells the user when the bookmarks cannot be fetched', async () => {
    server.use(http.get(api('/bookmarks/'), () => new HttpResponse(null, { status: 500 })));
    renderWithProviders(<BookmarksCard />);

    expect(await screen.findByText('Failed to fetch bookmarks.')).toBeInTheDocument();
    expect(screen.getByText('Bookmarks are unavailable.')).toBeInTheDocument();
  });
});
