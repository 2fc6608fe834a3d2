import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import i18n from '@/lib/i18n';
import { renderWithProviders } from '@/testing/test-utils';

import { CompletionPanel } from './completion-panel';

describe('CompletionPanel', () => {
  it('announces a win and goes back to the games', async () => {
    const onBack = vi.fn();
    const { user } = renderWithProviders(<CompletionPanel won onBack={onBack} />);

    expect(screen.getByRole('heading', { name: 'Game Completed!' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back to Games' }));

    expect(onBack).toHaveBeenCalledOnce();
  });

  it('shows the xp the win earned once the server has graded it', () => {
    renderWithProviders(<CompletionPanel won xp={15} onBack={vi.fn()} />);

    expect(screen.getByRole('status')).toHaveTextContent('+15 xp');
  });

  it('shows no xp while the verdict is on its way, nor after a loss', () => {
    renderWithProviders(
      <>
        <CompletionPanel won onBack={vi.fn()} />
        <CompletionPanel won={false} xp={0} onBack={vi.fn()} />
      </>,
    );

    expect(screen.queryByText(/xp/)).not.toBeInTheDocument();
  });

  it('asks to try again after a loss', () => {
    renderWithProviders(<CompletionPanel won={false} onBack={vi.fn()} />);

    expect(screen.getByRole('heading', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('speaks Russian', async () => {
    await i18n.changeLanguage('ru');
    renderWithProviders(<CompletionPanel won onBack={vi.fn()} />);

    expect(screen.getByRole('heading', { name: 'Игра пройдена!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Назад к играм' })).toBeInTheDocument();
  });
});
