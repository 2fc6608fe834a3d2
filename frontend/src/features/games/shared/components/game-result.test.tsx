import { screen, within } from '@testing-library/react';
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
    const { user, next } = renderResult(
      { status: 'graded', won: true, xp: 15, mistakes: 0, pay: [], waiting: 0, released: 0 },
      { onTryAgain },
    );

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
    renderResult({ status: 'graded', won: true, xp: 15, mistakes: 0, pay: [], waiting: 0, released: 0 });

    // The outcome is said in the live region too: the focused heading said "Checking…" when it took the focus.
    expect(screen.getByRole('status')).toHaveTextContent('Game Completed!No mistakes+15 xp');
    expect(screen.queryByText('The answer')).not.toBeInTheDocument();
  });

  it('shows a loss’s mistakes and the right answer', () => {
    renderResult({ status: 'graded', won: false, xp: 0, mistakes: 2, pay: [], waiting: 0, released: 0 });

    expect(screen.getByRole('heading', { name: 'Not quite right' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 mistakesNo xp this time');
    expect(screen.getByRole('heading', { name: 'The right answer' })).toBeInTheDocument();
    expect(screen.getByText('The answer')).toBeInTheDocument();
  });

  it('counts memory’s turns instead of mistakes', () => {
    renderResult({
      status: 'graded',
      won: true,
      xp: 10,
      mistakes: 0,
      turns: { taken: 5, pairs: 4 },
      pay: [],
      waiting: 0,
      released: 0,
    });

    expect(screen.getByRole('status')).toHaveTextContent('Turns: 5, pairs: 4+10 xp');
  });

  it('says why a win earned no xp', () => {
    renderResult({
      status: 'graded',
      won: true,
      xp: 0,
      mistakes: 0,
      unpaid: 'repeat_limit',
      pay: [],
      waiting: 0,
      released: 0,
    });

    expect(screen.getByRole('status')).toHaveTextContent(
      'Game Completed!No mistakesNo xp: replays earn no more xp today.',
    );
    expect(screen.queryByText('+0 xp')).not.toBeInTheDocument();
  });

  it('breaks the xp down: the win, the quest and the chapter it finished; and xp of earlier wins paid now', () => {
    renderResult({
      status: 'graded',
      won: true,
      xp: 65,
      mistakes: 0,
      pay: [
        { kind: 'first_win', xp: 10 },
        { kind: 'quest', xp: 5, titleKey: 'quests.finish_verses', params: { count: 1 } },
        { kind: 'chapter', xp: 50, chapter: 112 },
      ],
      waiting: 0,
      released: 4,
    });

    const lines = within(screen.getByRole('list', { name: 'What it paid' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      '+10 first win',
      '+5 quest: Finish 1 verse',
      '+50 surah 112 finished',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('+65 xp');
    expect(screen.getByText('Also paid now: +4 xp from earlier wins.')).toBeInTheDocument();
  });

  it('says plainly when some of a win’s xp comes later, with no refusal', () => {
    renderResult({
      status: 'graded',
      won: true,
      xp: 15,
      mistakes: 0,
      pay: [
        { kind: 'first_win', xp: 10 },
        { kind: 'quest', xp: 5, titleKey: 'quests.win_games', params: { count: 1 } },
      ],
      waiting: 10,
      released: 0,
    });

    expect(screen.getByRole('heading', { name: 'Game Completed!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('+15 xp');
    expect(screen.getByText(/^10 xp of it comes a little later, as you play on/)).toBeInTheDocument();
    expect(screen.queryByText(/No xp|Too quick/)).not.toBeInTheDocument();
  });

  it('says so when all of a win’s xp comes later', () => {
    renderResult({
      status: 'graded',
      won: true,
      xp: 10,
      mistakes: 0,
      pay: [{ kind: 'first_win', xp: 10 }],
      waiting: 10,
      released: 0,
    });

    expect(screen.getByText(/^It comes a little later, as you play on/)).toBeInTheDocument();
  });

  it('speaks Russian', async () => {
    await i18n.changeLanguage('ru');
    renderResult({ status: 'graded', won: false, xp: 0, mistakes: 5, pay: [], waiting: 0, released: 0 });

    expect(screen.getByRole('heading', { name: 'Не совсем верно' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('5 ошибокВ этот раз без опыта');
    expect(screen.getByRole('heading', { name: 'Правильный ответ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ещё раз' })).toBeInTheDocument();
  });

  it('breaks the xp down in Russian', async () => {
    await i18n.changeLanguage('ru');
    renderResult({
      status: 'graded',
      won: true,
      xp: 15,
      mistakes: 0,
      pay: [
        { kind: 'first_win', xp: 10 },
        { kind: 'quest', xp: 5, titleKey: 'quests.win_games', params: { count: 1 } },
      ],
      waiting: 5,
      released: 2,
    });

    const lines = within(screen.getByRole('list', { name: 'Что начислено' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual(['+10 за первую победу', '+5 за задание: Выиграйте 1 игру']);
    expect(screen.getByText(/^Из этого опыта 5 начислится чуть позже/)).toBeInTheDocument();
    expect(screen.getByText('Ещё начислено за прошлые победы: +2 опыта.')).toBeInTheDocument();
  });

  it('says in Russian that the day’s xp for new wins is used up', async () => {
    await i18n.changeLanguage('ru');
    renderResult({
      status: 'graded',
      won: true,
      xp: 0,
      mistakes: 0,
      unpaid: 'daily_cap',
      pay: [],
      waiting: 0,
      released: 0,
    });

    expect(screen.getByRole('status')).toHaveTextContent('опыт за новые победы на сегодня исчерпан');
  });
});
