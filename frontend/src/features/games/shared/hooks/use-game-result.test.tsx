import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import type { GameResult } from '../types';
import { useGameResult } from './use-game-result';

/** A game won with a button, after a mistake made with another. */
function Game({ onResult }: { onResult: (result: GameResult) => void }) {
  const [mistakes, setMistakes] = useState(0);
  const [won, setWon] = useState(false);
  useGameResult(onResult, { over: won, result: { won, mistakes } });
  return (
    <>
      <button type="button" onClick={() => setMistakes(mistakes + 1)}>
        Mistake
      </button>
      <button type="button" onClick={() => setWon(true)}>
        Win
      </button>
    </>
  );
}

const leaveTime = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('useGameResult', () => {
  // StrictMode mounts, unmounts and remounts at once in development: that is not leaving the game.
  it('reports nothing while the game is on, StrictMode’s rehearsal unmount included', async () => {
    const onResult = vi.fn();
    render(
      <StrictMode>
        <Game onResult={onResult} />
      </StrictMode>,
    );

    await leaveTime();
    expect(onResult).not.toHaveBeenCalled();
  });

  it('reports the end once, and nothing more when the finished game is left', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn();
    const { unmount } = render(
      <StrictMode>
        <Game onResult={onResult} />
      </StrictMode>,
    );

    await user.click(screen.getByRole('button', { name: 'Mistake' }));
    await user.click(screen.getByRole('button', { name: 'Win' }));
    unmount();
    await leaveTime();

    expect(onResult.mock.calls).toEqual([[{ won: true, mistakes: 1 }]]);
  });

  it('reports a game left unfinished as a loss, with the mistakes made so far', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn();
    const { unmount } = render(
      <StrictMode>
        <Game onResult={onResult} />
      </StrictMode>,
    );

    await user.click(screen.getByRole('button', { name: 'Mistake' }));
    await user.click(screen.getByRole('button', { name: 'Mistake' }));
    unmount();
    await leaveTime();

    expect(onResult.mock.calls).toEqual([[{ won: false, mistakes: 2 }]]);
  });
});
