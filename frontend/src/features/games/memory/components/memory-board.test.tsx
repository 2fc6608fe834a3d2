import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import i18n from '@/lib/i18n';
import { renderWithProviders, signIn } from '@/testing/test-utils';

import { lostVerdict, memoryCards, recordGradingCalls, verses, wonVerdict } from '../../shared/testing/game-fixtures';
import { MISMATCH_FLIP_BACK_MS } from '../utils/memory-rules';
import { MemoryBoard } from './memory-board';

const cardAt = (position: number) => within(screen.getByRole('list')).getAllByRole('button')[position - 1];
const flip = (position: number) => fireEvent.click(cardAt(position));
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

const GAME_ID = 'a7e9c3b1-2d4f-4a6c-9e8b-0f1d2c3b4a59';
const renderBoard = () =>
  renderWithProviders(
    <MemoryBoard
      cards={memoryCards}
      gameId={GAME_ID}
      chapter={112}
      verse={2}
      next={{ label: 'Next: Audio', go: vi.fn() }}
      onTryAgain={vi.fn()}
    />,
  );

describe('MemoryBoard', () => {
  // user-event waits on timers that fake timers stop, so these tests click with fireEvent.
  beforeEach(() => {
    signIn();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('shows a turned image card’s picture and a text card’s Arabic with its translation', () => {
    renderBoard();

    expect(screen.getByRole('list', { name: 'Memory cards' })).toBeInTheDocument();
    flip(1);
    flip(2);

    const image = screen.getByRole('img', { name: 'Verse image 112:1' });
    expect(image).toHaveAttribute('src', '/media/verses/art/112-1.svg');
    expect(screen.getByText(verses[1].arabic)).toHaveAttribute('lang', 'ar');
    expect(screen.getByText(verses[1].en)).toBeInTheDocument();
  });

  it('turns a mismatched pair back after 1.5 s and ignores clicks until then', () => {
    renderBoard();

    flip(1);
    flip(2);
    flip(3);
    expect(cardAt(3)).toHaveAccessibleName('Card 3, face down');

    advance(MISMATCH_FLIP_BACK_MS - 1);
    expect(screen.getByRole('img', { name: 'Verse image 112:1' })).toBeInTheDocument();

    advance(1);
    expect(cardAt(1)).toHaveAccessibleName('Card 1, face down');
    expect(cardAt(2)).toHaveAccessibleName('Card 2, face down');

    flip(3);
    expect(screen.getByText(verses[0].arabic)).toBeInTheDocument();
  });

  it('completes when every pair is found and has the flips graded, the mismatched ones too', async () => {
    const calls = recordGradingCalls({ ...wonVerdict, turns: 3 });
    renderBoard();

    flip(1);
    flip(2);
    advance(MISMATCH_FLIP_BACK_MS);
    flip(1);
    flip(3);
    flip(2);
    flip(4);

    // Checking, until the server's verdict is in.
    expect(screen.getByRole('heading', { name: 'Checking your answers…' })).toHaveFocus();
    vi.useRealTimers();
    expect(await screen.findByRole('heading', { name: 'Game Completed!' })).toHaveFocus();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Turns: 3, pairs: 2+10 xp');
    expect(screen.queryByRole('button', { name: 'Show the answer' })).not.toBeInTheDocument();
    expect(calls).toEqual([{ game_id: GAME_ID, moves: [1, 2, 1, 3, 2, 4].map((card) => ({ card })) }]);
  });

  it('shows the pairs to a player who gives up, the ones not found lit, and counts it lost', async () => {
    const calls = recordGradingCalls({ ...lostVerdict, mistakes: 0, turns: 2 });
    renderBoard();
    flip(1);
    flip(3);
    flip(2);
    flip(3); // found already: not a move

    fireEvent.click(screen.getByRole('button', { name: 'Show the answer' }));
    vi.useRealTimers();

    expect(await screen.findByRole('heading', { name: 'Not quite right' })).toHaveFocus();
    expect(calls).toEqual([{ game_id: GAME_ID, moves: [1, 3, 2].map((card) => ({ card })) }]);
    // Every card face up, each with its pair, the pair found marked right and the other wrong.
    expect(screen.getAllByText('Pair 1')).toHaveLength(2);
    expect(screen.getAllByText('Pair 2')).toHaveLength(2);
    expect(within(cardAt(1)).getByText('right')).toBeInTheDocument();
    expect(within(cardAt(2)).getByText('wrong')).toBeInTheDocument();
    expect(within(cardAt(4)).getByText('wrong')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Verse image 112:2' })).toBeInTheDocument();
    expect(screen.getByText('No xp this time')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the translation in the interface language', async () => {
    await act(() => i18n.changeLanguage('ru'));
    renderBoard();

    flip(2);

    expect(screen.getByText(verses[1].ru)).toBeInTheDocument();
    expect(cardAt(1)).toHaveAccessibleName('Карточка 1, рубашкой вверх');
  });
});
