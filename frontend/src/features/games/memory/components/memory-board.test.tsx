import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import i18n from '@/lib/i18n';
import { renderWithProviders, signIn } from '@/testing/test-utils';

import { memoryCards, recordGradingCalls, verses } from '../../shared/testing/game-fixtures';
import { MISMATCH_FLIP_BACK_MS } from '../utils/memory-rules';
import { MemoryBoard } from './memory-board';

const cardAt = (position: number) =>
  within(screen.getByRole('list')).getAllByRole('button')[position - 1];
const flip = (position: number) => fireEvent.click(cardAt(position));
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

const GAME_ID = 'a7e9c3b1-2d4f-4a6c-9e8b-0f1d2c3b4a59';
const renderBoard = () =>
  renderWithProviders(<MemoryBoard cards={memoryCards} gameId={GAME_ID} chapter={112} verse={2} onBack={vi.fn()} />);

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
    const calls = recordGradingCalls();
    renderBoard();

    flip(1);
    flip(2);
    advance(MISMATCH_FLIP_BACK_MS);
    flip(1);
    flip(3);
    flip(2);
    flip(4);

    expect(screen.getByRole('heading', { name: 'Game Completed!' })).toBeInTheDocument();
    vi.useRealTimers();
    expect(await screen.findByText('+10 xp')).toBeInTheDocument();
    expect(calls).toEqual([{ game_id: GAME_ID, moves: [1, 2, 1, 3, 2, 4].map((card) => ({ card })) }]);
  });

  it('shows the translation in the interface language', async () => {
    await act(() => i18n.changeLanguage('ru'));
    renderBoard();

    flip(2);

    expect(screen.getByText(verses[1].ru)).toBeInTheDocument();
    expect(cardAt(1)).toHaveAccessibleName('Карточка 1, рубашкой вверх');
  });
});
