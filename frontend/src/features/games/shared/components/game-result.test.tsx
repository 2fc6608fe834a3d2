import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import i18n from '@/lib/i18n';
import { renderWithProviders } from '@/testing/test-utils';

import type { GameOutcome } from '../utils/game-outcome';
import { GameResult } from './game-result';

function renderResult(outcome: GameOutcome, { onTryAgain }: { onTryAgain?: () => void } = { onTryAgain: vi.fn() }) {
  const next = { label: 'Next: Memory', go: vi.fn() };
  const rendered = renderWithProviders(
    <GameResult outcome={outcome} answer={<p>The answer</p>} next={next} onTryAgain={onTryAgain} />,
  );
  return { ...rendered, next };
}

describe('GameResult', () => {
  it('takes the keyboard to its heading, then to Next and Try again', async () => {
    const onTryAgain = vi.fn();
    const { user, next } = renderResult({ status: 'graded', won: true, xp: 15, mistakes: 0 }, { onTryAgain });

    expect(screen.getByRole('heading', { name: 'Game Completed!' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next: Memory' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(next.go).toHaveBeenCalledOnce();
    expect(onTryAgain).toHaveBeenCalledOnce();
  });

  it('shows a win’s figures, and no right answer', () => {
    renderResult({ status: 'graded', won: true, xp: 15, mistakes: 0 });

    // The outcome is said in the live region too: the focused heading said "Checking…" when it took the focus.
    expect(screen.getByRole('status')).toHaveTextContent('Game Completed!No mistakes+15 xp');
    expect(screen.queryByText('The answer')).not.toBeInTheDocument();
  });

  it('shows a loss’s mistakes and the right answer', () => {
    renderResult({ status: 'graded', won: false, xp: 0, mistakes: 2 });

    expect(screen.getByRole('heading', { name: 'Not quite right' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 mistakesNo xp this time');
    expect(screen.getByRole('heading', { name: 'The right answer' })).toBeInTheDocument();
    expect(screen.getByText('The answer')).toBeInTheDocument();
  });

  it('counts memory’s turns instead of mistakes', () => {
    renderResult({ status: 'graded', won: true, xp: 10, mistakes: 0, turns: { taken: 5, pairs: 4 } });

    expect(screen.getByRole('status')).toHaveTextContent('Turns: 5, pairs: 4+10 xp');
  });

  it('says why a win paid no xp', () => {
    renderResult({ status: 'graded', won: true, xp: 0, mistakes: 0, unpaid: 'too_fast' });

    expect(screen.getByRole('status')).toHaveTextContent(
      'Game Completed!No mistakesToo quick to count: no xp and no progress this time.',
    );
    expect(screen.queryByText('+0 xp')).not.toBeInTheDocument();
  });

  it('says it is checking until the verdict is in', () => {
    renderResult({ status: 'checking' });

    expect(screen.getByRole('heading', { name: 'Checking your answers…' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Next: Memory' })).toBeInTheDocument();
  });

  it('says when the verdict could not be had', () => {
    renderResult({ status: 'failed' });

    expect(screen.getByRole('heading', { name: 'This game could not be checked' })).toBeInTheDocument();
    expect(screen.getByText(/It earned no xp/)).toBeInTheDocument();
  });

  it('offers no Try again where there is none (a review)', () => {
    renderResult({ status: 'graded', won: false, xp: 0, mistakes: 1 }, {});

    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('speaks Russian', async () => {
    await i18n.changeLanguage('ru');
    renderResult({ status: 'graded', won: false, xp: 0, mistakes: 5 });

    expect(screen.getByRole('heading', { name: 'Не совсем верно' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('5 ошибокВ этот раз без опыта');
    expect(screen.getByRole('heading', { name: 'Правильный ответ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ещё раз' })).toBeInTheDocument();
  });

  it('says in Russian that the day’s xp for new wins is used up', async () => {
    await i18n.changeLanguage('ru');
    renderResult({ status: 'graded', won: true, xp: 0, mistakes: 0, unpaid: 'daily_cap' });

    expect(screen.getByRole('status')).toHaveTextContent('опыт за новые победы на сегодня исчерпан');
  });
});
