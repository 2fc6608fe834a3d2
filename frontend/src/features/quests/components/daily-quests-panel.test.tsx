import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import i18n from '@/lib/i18n';
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
});
