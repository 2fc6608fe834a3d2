import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { queryKeys } from '@/lib/query-keys';
import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders, signIn } from '@/testing/test-utils';

import { PeopleSearchCard } from './people-search-card';

/** A server with one other learner, Bilal, whom the learner follows or not. */
function serveBilal() {
  const state = { following: false, calls: [] as string[] };
  const bilal = () => ({ user_id: 5, name: 'Bilal Rashid', photo_url: null, is_following: state.following });
  server.use(
    http.get(api('/users/'), ({ request }) => {
      const search = new URL(request.url).searchParams.get('search') ?? '';
      const results = 'bilal rashid'.includes(search.toLowerCase()) ? [bilal()] : [];
      return HttpResponse.json({ count: results.length, next: null, previous: null, results });
    }),
    http.post(api('/users/5/follow/'), () => {
      state.calls.push('follow');
      state.following = true;
      return HttpResponse.json(bilal(), { status: 201 });
    }),
    http.delete(api('/users/5/follow/'), () => {
      state.calls.push('unfollow');
      state.following = false;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return state;
}

describe('PeopleSearchCard', () => {
  beforeEach(() => signIn());

  it('finds a learner by name, follows and unfollows them, refreshing what that changes', async () => {
    const server = serveBilal();
    const { user, queryClient } = renderWithProviders(<PeopleSearchCard />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    await user.type(screen.getByRole('searchbox', { name: 'Search learners by name' }), 'bil');
    expect(await screen.findByText('Bilal Rashid')).toBeInTheDocument();
    expect(screen.getByText('1 learner found')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Follow Bilal Rashid' }));
    expect(await screen.findByRole('button', { name: 'Unfollow Bilal Rashid' })).toBeInTheDocument();
    for (const queryKey of [queryKeys.people(), queryKeys.profileStats(), queryKeys.leaderboard()]) {
      expect(invalidate).toHaveBeenCalledWith({ queryKey });
    }

    await user.click(screen.getByRole('button', { name: 'Unfollow Bilal Rashid' }));
    expect(await screen.findByRole('button', { name: 'Follow Bilal Rashid' })).toBeInTheDocument();
    expect(server.calls).toEqual(['follow', 'unfollow']);
  });

  it('asks nothing until two letters are typed, and says so', async () => {
    const asked: string[] = [];
    server.use(
      http.get(api('/users/'), ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('search') ?? '');
        return HttpResponse.json({ count: 0, next: null, previous: null, results: [] });
      }),
    );
    const { user } = renderWithProviders(<PeopleSearchCard />);
    const box = screen.getByRole('searchbox', { name: 'Search learners by name' });
    expect(box).toHaveAccessibleDescription('Type at least 2 letters of a name.');

    await user.type(box, 'b 1 a');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(asked).toEqual([]);
    expect(screen.queryByText('No learners found.')).not.toBeInTheDocument();

    await user.type(box, 'i');
    await waitFor(() => expect(asked).toEqual(['b 1 ai']));
  });

  it('says when only the first of many are shown', async () => {
    const people = Array.from({ length: 20 }, (_, index) => ({
      user_id: index + 10,
      name: `Yusuf ${index}`,
      photo_url: null,
      is_following: false,
    }));
    server.use(
      http.get(api('/users/'), () => HttpResponse.json({ count: 35, next: null, previous: null, results: people })),
    );
    const { user } = renderWithProviders(<PeopleSearchCard />);

    await user.type(screen.getByRole('searchbox', { name: 'Search learners by name' }), 'yu');

    const more = 'The first 20 of 35 learners: type more of the name to narrow it down.';
    // On screen, and in the live region a screen reader hears instead of "35 learners found".
    expect(await screen.findByText(more, { ignore: '.visually-hidden' })).toBeVisible();
    expect(screen.getByText(more, { selector: '.visually-hidden' })).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByText('35 learners found')).not.toBeInTheDocument();
  });

  it('says when no one matches', async () => {
    serveBilal();
    const { user } = renderWithProviders(<PeopleSearchCard />);

    await user.type(screen.getByRole('searchbox', { name: 'Search learners by name' }), 'zzz');

    await waitFor(() => expect(screen.getByText('No learners found.')).toBeInTheDocument());
  });
});
