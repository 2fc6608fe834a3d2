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
