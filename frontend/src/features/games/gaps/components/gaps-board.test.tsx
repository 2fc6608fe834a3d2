import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import i18n from '@/lib/i18n';
import { renderWithProviders, signIn } from '@/testing/test-utils';

import { gapsGame, lostVerdict, recordGradingCalls } from '../../shared/testing/game-fixtures';
import { GapsBoard } from './gaps-board';

function renderBoard() {
  return renderWithProviders(
    <GapsBoard game={gapsGame} chapter={112} verse={1} next={{ label: 'Next: ayah 112:2', go: vi.fn() }} />,
  );
}

const blank = (number: number) => screen.getByRole('textbox', { name: new RegExp(`^Blank ${number} of 2`) });
const pad = () => screen.getByRole('group', { name: 'Arabic letters' });
const padKey = (letter: string) => within(pad()).getByRole('button', { name: new RegExp(`^${letter}`) });

describe('GapsBoard', () => {
  beforeEach(() => signIn());

  it('shows the verse right to left with its blanks, each saying how long its word is', () => {
    renderBoard();

    expect(screen.getByText('Step 2 of 4: 2 words to write.')).toBeInTheDocument();
    expect(blank(1)).toHaveAccessibleName('Blank 1 of 2, 2 letters');
    expect(blank(2)).toHaveAccessibleName('Blank 2 of 2, 3 letters');
    expect(blank(1)).toHaveAttribute('lang', 'ar');
    expect(blank(1)).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('قُلۡ').closest('[lang="ar"]')).toHaveAttribute('dir', 'rtl');
  });

  it('takes Arabic typed on any keyboard, and the Latin keys as the Arabic layout places the letters', async () => {
    const { user } = renderBoard();

    await user.type(blank(1), 'هو');
    await user.click(blank(2));
    await user.keyboard('{Shift>}h{/Shift}pq');

    expect(blank(1)).toHaveValue('هو');
    expect(blank(2)).toHaveValue('أحض');
    // On a Russian layout the same keys type the same letters.
    fireEvent.keyDown(blank(1), { key: 'й', code: 'KeyQ' });
    expect(blank(1)).toHaveValue('هوض');
  });

  it('moves to the next blank on Space, and back to the last one on Backspace in an empty blank', async () => {
    const { user } = renderBoard();

    await user.type(blank(1), 'هو ');
    expect(blank(2)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(blank(1)).toHaveFocus();
  });

  it('writes with the letter pad into the blank being written, which keeps the focus', async () => {
    const { user } = renderBoard();
    await user.click(blank(2));

    for (const letter of ['أ', 'ح', 'ذ']) await user.click(padKey(letter));
    await user.click(screen.getByRole('button', { name: 'Erase a letter' }));
    await user.click(padKey('د'));

    expect(blank(2)).toHaveValue('أحد');
    expect(blank(2)).toHaveFocus();
    // With the pad open, a phone's own keyboard stays closed; closing the pad opens it again.
    expect(blank(2)).toHaveAttribute('inputmode', 'none');
    await user.click(screen.getByRole('button', { name: 'Letter pad' }));
    expect(screen.queryByRole('group', { name: 'Arabic letters' })).not.toBeInTheDocument();
    expect(blank(2)).toHaveAttribute('inputmode', 'text');
  });

  it('checks once every blank is written, grading the written words in one move', async () => {
    const calls = recordGradingCalls();
    const { user } = renderBoard();
    const check = screen.getByRole('button', { name: 'Check' });

    await user.type(blank(1), 'هو');
    expect(check).toBeDisabled();
    await user.type(blank(2), 'احد');
    await user.click(check);

    expect(await screen.findByRole('heading', { name: 'Game Completed!' })).toHaveFocus();
    expect(calls).toEqual([
      {
        game_id: gapsGame.game_id,
        moves: [
          {
            words: [
              { blank: 1, word: 'هو' },
              { blank: 2, word: 'احد' },
            ],
            hints: [],
          },
        ],
      },
    ]);
    expect(blank(1)).toHaveAccessibleName(expect.stringMatching(/ right$/));
    // What was graded stays as it was.
    await user.type(blank(1), 'q');
    expect(blank(1)).toHaveValue('هو');
  });

  it('shows a blank’s first letter when asked, and says the hint in the move', async () => {
    const calls = recordGradingCalls();
    const { user } = renderBoard();

    await user.click(blank(2));
    await user.click(screen.getByRole('button', { name: 'Show the first letter (half xp)' }));
    expect(blank(2)).toHaveValue('أ');
    expect(blank(2)).toHaveAccessibleName('Blank 2 of 2, 3 letters starting with أ');
    await user.type(blank(2), 'حد');
    await user.type(blank(1), 'هو');
    await user.click(screen.getByRole('button', { name: 'Check' }));

    await screen.findByRole('heading', { name: 'Game Completed!' });
    expect(calls[0].moves).toEqual([
      {
        words: [
          { blank: 1, word: 'هو' },
          { blank: 2, word: 'أحد' },
        ],
        hints: [2],
      },
    ]);
  });

  it('after a loss, marks the wrong blank and shows each blank’s right word beside what was written', async () => {
    recordGradingCalls(lostVerdict);
    await i18n.changeLanguage('ru');
    const { user } = renderBoard();

    const [first, second] = screen.getAllByRole('textbox');
    expect(first).toHaveAccessibleName('Пропуск 1 из 2, 2 буквы');
    await user.type(first, 'هي');
    await user.type(second, 'أحد');
    await user.click(screen.getByRole('button', { name: 'Проверить' }));

    expect(await screen.findByRole('heading', { name: 'Не совсем верно' })).toBeInTheDocument();
    const answer = screen.getByRole('heading', { name: 'Правильный ответ' }).parentElement!;
    const rows = within(answer).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('هُوَ');
    expect(rows[0]).toHaveTextContent('вы написали هي');
    expect(within(rows[0]).getByText('неверно')).toBeInTheDocument();
    expect(within(rows[1]).getByText('верно')).toBeInTheDocument();
    expect(first).toHaveAccessibleName(expect.stringMatching(/ неверно$/));
    expect(first).toHaveAttribute('readonly');
  });
});
