import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import i18n from '@/lib/i18n';
import { api } from '@/testing/mocks/api-path';
import { server } from '@/testing/mocks/server';
import { renderWithProviders, signIn } from '@/testing/test-utils';

import { DailyQuestsPanel } from './daily-quests-panel';

describe('DailyQuestsPanel', () => {
  beforeEach(() => signIn());

  it('shows today’s three quests with their progress, the finished one as done', async () => {
    renderWithProviders(<DailyQuestsPanel />);

    const quests = await screen.findAllByRole('listitem');
    expect(quests).toHaveLength(3);
    expect(within(quests[0]).getByRole('progressbar', { name: 'Win 1 game' })).toHaveAttribute(
      'aria-valuetext',
      '1 / 1, Done',
    );
    expect(quests[0]).toHaveTextContent('1 / 1');
    expect(within(quests[1]).getByRole('progressbar', { name: 'Earn 20xp' })).toHaveAttribute('aria-valuenow', '12');
    expect(quests[1]).toHaveTextContent('12 / 20');
    expect(quests[1]).not.toHaveTextContent('Done');
    expect(within(quests[2]).getByRole('progressbar', { name: 'Win Memory 2 times' })).toBeInTheDocument();
  });

  it('speaks Russian, with Russian plurals', async () => {
    await i18n.changeLanguage('ru');
    renderWithProviders(<DailyQuestsPanel />);

    expect(await screen.findByRole('progressbar', { name: 'Выиграйте 1 игру' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Выиграйте «Память» 2 раза' })).toBeInTheDocument();
  });

  it('names the review and listening quests, with the number of times to listen', async () => {
    const quest = { progress: 0, done: false, xp: 5 };
    server.use(
      http.get(api('/quests/today/'), () =>
        HttpResponse.json([
          {
            ...quest,
            id: 'review_due',
            icon: 'repeat',
            title_key: 'quests.review_due',
            params: { count: 2 },
            target: 2,
          },
          {
            ...quest,
            id: 'listen_verses',
            icon: 'headphones',
            title_key: 'quests.listen_verses',
            params: { count: 5, times: 3 },
            target: 5,
          },
        ]),
      ),
    );
    renderWithProviders(<DailyQuestsPanel />);

    expect(await screen.findByRole('progressbar', { name: 'Review all 2 due verses' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Listen to 5 verses 3 times each' })).toBeInTheDocument();
  });
});
