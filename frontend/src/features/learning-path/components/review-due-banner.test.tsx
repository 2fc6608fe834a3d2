import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import i18n from '@/lib/i18n';
import { api } from '@/testing/mocks/api-path';
import { testReviewToday } from '@/testing/mocks/review-handlers';
import { server } from '@/testing/mocks/server';
import { findPlaceholder, renderWithProviders, signIn } from '@/testing/test-utils';

import { ReviewDueBanner } from './review-due-banner';

function serveDueCount(dueCount: number) {
  server.use(http.get(api('/review/today/'), () => HttpResponse.json({ ...testReviewToday, due_count: dueCount })));
}

describe('ReviewDueBanner', () => {
  beforeEach(() => signIn());

  it.each([
    [1, '1 verse to review today'],
    [2, '2 verses to review today'],
    [101, '101 verses to review today'],
  ])('counts %i due verse(s) and starts the review', async (count, text) => {
    serveDueCount(count);
    renderWithProviders(<ReviewDueBanner />);

    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start review' })).toHaveAttribute('href', '/review');
  });

  it.each([
    [1, '1 аят к повторению сегодня'],
    [3, '3 аята к повторению сегодня'],
    [5, '5 аятов к повторению сегодня'],
    [11, '11 аятов к повторению сегодня'],
    [21, '21 аят к повторению сегодня'],
    [24, '24 аята к повторению сегодня'],
  ])('counts %i in Russian with the right plural form', async (count, text) => {
    await i18n.changeLanguage('ru');
    serveDueCount(count);
    renderWithProviders(<ReviewDueBanner />);

    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Начать повторение' })).toHaveAttribute('href', '/review');
  });

  it('says when nothing is due, and still leads to today’s plan', async () => {
    renderWithProviders(<ReviewDueBanner />);

    expect(await screen.findByText('No verses to review today')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Today's plan" })).toHaveAttribute('href', '/review');
    expect(screen.queryByRole('link', { name: 'Start review' })).not.toBeInTheDocument();
  });

  it('holds its place with an empty banner, and nothing to follow, until the count comes', async () => {
    renderWithProviders(<ReviewDueBanner />);

    expect(findPlaceholder()).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Review' })).not.toBeInTheDocument();

    expect(await screen.findByRole('region', { name: 'Review' })).toHaveTextContent('No verses to review today');
  });

  it('leaves no banner, nor its placeholder, when the count cannot be loaded', async () => {
    server.use(http.get(api('/review/today/'), () => new HttpResponse(null, { status: 500 })));
    renderWithProviders(<ReviewDueBanner />);

    expect(await screen.findByText("Could not load today's reviews.")).toBeInTheDocument();
    await waitFor(() => expect(findPlaceholder()).toBeNull());
    expect(screen.queryByRole('region', { name: 'Review' })).not.toBeInTheDocument();
  });

  it('stays when a later reload of the count fails', async () => {
    serveDueCount(2);
    const { queryClient } = renderWithProviders(<ReviewDueBanner />);
    expect(await screen.findByText('2 verses to review today')).toBeInTheDocument();

    server.use(http.get(api('/review/today/'), () => new HttpResponse(null, { status: 500 })));
    await queryClient.refetchQueries();
    // The failed reload reaches the component with the query's next batch of updates.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));

    expect(screen.getByText('2 verses to review today')).toBeInTheDocument();
  });
});
