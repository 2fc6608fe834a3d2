import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import i18n from '@/lib/i18n';
import { api } from '@/testing/mocks/api-path';
import { pathChapterOrder, testReviewStats } from '@/testing/mocks/review-handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders, signIn } from '@/testing/test-utils';
import type { ReviewStats } from '@/types/api';

import { LearningPathCard } from './learning-path-card';

/** 12 verses memorised, 87.3 % likely recalled; 3 reviews due on 12 March and 1 on 23 March. */
const stats: ReviewStats = {
  memorised: 12,
  recall_today: 0.873,
  due_per_day: testReviewStats.due_per_day.map((day) => ({
    ...day,
    count: { '2025-03-12': 3, '2025-03-23': 1 }[day.date] ?? 0,
  })),
};

function serveStats(reviewStats: ReviewStats) {
  server.use(http.get(api('/review/stats/'), () => HttpResponse.json(reviewStats)));
}

describe('LearningPathCard', () => {
  beforeEach(() => signIn());

  it('shows the path with the way to change it', async () => {
    renderWithProviders(<LearningPathCard />);

    expect(await screen.findByText("Hafiz's path")).toBeInTheDocument();
    expect(screen.getByText('3 new verses a day')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change your learning path' })).toHaveAttribute('href', '/pickpath');
  });

  it('names a custom path by its first surah', async () => {
    server.use(
      http.get(api('/path/'), () =>
        HttpResponse.json({
          kind: 'custom',
          chapter: 112,
          daily_new_verses: 1,
          chapter_order: pathChapterOrder({ kind: 'custom', chapter: 112 }),
        }),
      ),
    );
    renderWithProviders(<LearningPathCard />);

    expect(await screen.findByText('Custom path, from surah 112')).toBeInTheDocument();
    expect(screen.getByText('1 new verse a day')).toBeInTheDocument();
  });

  it('names a Juz ’Amma path by its direction', async () => {
    server.use(
      http.get(api('/path/'), () =>
        HttpResponse.json({
          kind: 'juz_amma',
          chapter: 78,
          daily_new_verses: 3,
          chapter_order: pathChapterOrder({ kind: 'juz_amma', chapter: 78 }),
        }),
      ),
    );
    renderWithProviders(<LearningPathCard />);

    expect(await screen.findByText("Juz 'Amma, from An-Naba'")).toBeInTheDocument();
  });

  it('shows the verses memorised, the share recalled today and the reviews due day by day', async () => {
    serveStats(stats);
    renderWithProviders(<LearningPathCard />);

    const memorised = await screen.findByText('Verses memorised');
    expect(memorised.nextElementSibling).toHaveTextContent('12');
    expect(screen.getByText('Would recall today').nextElementSibling).toHaveTextContent('87%');

    const chart = screen.getByRole('figure', { name: 'Reviews due in the next 14 days' });
    const days = within(chart).getAllByRole('listitem');
    expect(days).toHaveLength(14);
    expect(days[0]).toHaveTextContent('Mar 10: 0 reviews');
    expect(days[2]).toHaveTextContent('Mar 12: 3 reviews');
    expect(days[13]).toHaveTextContent('Mar 23: 1 review');
  });

  it('shows a dash for the recall share before any verse is reviewed', async () => {
    renderWithProviders(<LearningPathCard />);

    expect((await screen.findByText('Would recall today')).nextElementSibling).toHaveTextContent('—');
  });

  it('speaks Russian', async () => {
    await i18n.changeLanguage('ru');
    serveStats(stats);
    renderWithProviders(<LearningPathCard />);

    expect(await screen.findByText('Путь хафиза')).toBeInTheDocument();
    expect(screen.getByText('3 новых аята в день')).toBeInTheDocument();
    expect(await screen.findByText('Вспомните сегодня')).toBeInTheDocument();
    const chart = screen.getByRole('figure', { name: 'Повторения на ближайшие 14 дней' });
    const days = within(chart).getAllByRole('listitem');
    expect(days[2]).toHaveTextContent('12 мар.: 3 повторения');
    expect(days[13]).toHaveTextContent('23 мар.: 1 повторение');
  });
});
