import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders, signIn } from '@/testing/test-utils';

import { lostVerdict, recordGradingCalls, shufflingLevel } from '../../shared/testing/game-fixtures';
import { ShufflingBoard } from './shuffling-board';

// Phrase ids in the fixture: 4 'لَمۡ', 5 'وَلَمۡ يَكُن', 6 'كُفُوًا أَحَدُۢ'; the right order is 4, 5, 6.
const text = (id: number) => shufflingLevel.phrases.find((phrase) => phrase.id === id)!.text;
const tray = () => within(screen.getByRole('group', { name: 'Phrases' }));
const sentence = () => within(screen.getByRole('group', { name: 'Sentence with gaps' }));

const GAME_ID = '5b2d7c1e-9f3a-4e6b-8c0d-1a2b3c4d5e6f';

function renderBoard(ending = { next: { label: 'Next: Memory', go: vi.fn() }, onTryAgain: vi.fn() }) {
  return renderWithProviders(
    <ShufflingBoard level={shufflingLevel} gameId={GAME_ID} chapter={112} verse={4} {...ending} />,
  );
}

describe('ShufflingBoard', () => {
  beforeEach(() => signIn());

  it('shows the sentence right to left with its gaps, and the phrases to place', () => {
    renderBoard();

    expect(screen.getByText('لَّهُۥ').closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(sentence().getAllByRole('button', { name: /^Empty gap/ })).toHaveLength(3);
    expect(
      tray()
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([text(5), text(6), text(4)]);
  });

  it('places a selected phrase in the gap chosen next', async () => {
    const { user } = renderBoard();

    await user.click(tray().getByRole('button', { name: text(5) }));
    expect(tray().getByRole('button', { name: text(5) })).toHaveAttribute('aria-pressed', 'true');
    await user.click(sentence().getByRole('button', { name: 'Empty gap 2' }));

    expect(sentence().getByRole('button', { name: text(5) })).toBeInTheDocument();
    expect(tray().queryByRole('button', { name: text(5) })).not.toBeInTheDocument();
  });

  it('swaps two placed phrases and puts one back in the tray', async () => {
    const { user } = renderBoard();
    await user.click(tray().getByRole('button', { name: text(5) }));
    await user.click(sentence().getByRole('button', { name: 'Empty gap 1' }));
    await user.click(tray().getByRole('button', { name: text(6) }));
    await user.click(sentence().getByRole('button', { name: 'Empty gap 2' }));

    await user.click(sentence().getByRole('button', { name: text(5) }));
    await user.click(sentence().getByRole('button', { name: text(6) }));
    const placed = () =>
      sentence()
        .getAllByRole('button')
        .map((button) => button.textContent || 'empty');
    expect(placed()).toEqual([text(6), text(5), 'empty']);

    await user.click(sentence().getByRole('button', { name: text(6) }));
    await user.click(tray().getByRole('button', { name: 'Put the phrase back' }));
    expect(placed()).toEqual(['empty', text(5), 'empty']);
    expect(tray().getByRole('button', { name: text(6) })).toBeInTheDocument();
  });

  it('is played from the keyboard: Enter selects a phrase, Enter on a gap places it', async () => {
    const { user } = renderBoard();

    tray()
      .getByRole('button', { name: text(4) })
      .focus();
    await user.keyboard('{Enter}');
    sentence().getByRole('button', { name: 'Empty gap 1' }).focus();
    await user.keyboard('{Enter}');

    // The keyboard stays on the phrase where it went.
    expect(sentence().getByRole('button', { name: text(4) })).toHaveFocus();
  });

  it('is won in the right order, graded from every drop, with the xp and the way on', async () => {
    const calls = recordGradingCalls();
    const ending = { next: { label: 'Next: Memory', go: vi.fn() }, onTryAgain: vi.fn() };
    const { user } = renderBoard(ending);

    await place(user, 5, 2);
    await user.click(sentence().getByRole('button', { name: text(5) }));
    await user.click(tray().getByRole('button', { name: 'Put the phrase back' }));
    await place(user, 4, 1);
    await place(user, 5, 2);
    await place(user, 6, 3);

    expect(await screen.findByRole('heading', { name: 'Game Completed!' })).toHaveFocus();
    expect(screen.queryByRole('group', { name: 'Phrases' })).not.toBeInTheDocument();
    // The server's verdict: its xp and mistakes, and each phrase marked right.
    expect(await screen.findByText('+10 xp')).toBeInTheDocument();
    expect(screen.getByText('No mistakes')).toBeInTheDocument();
    expect(sentence().getAllByText('right')).toHaveLength(3);
    expect(screen.queryByRole('heading', { name: 'The right answer' })).not.toBeInTheDocument();
    const drops = [
      [5, 2],
      [5, null],
      [4, 1],
      [5, 2],
      [6, 3],
    ].map(([phrase, gap]) => ({ phrase, gap }));
    expect(calls).toEqual([{ game_id: GAME_ID, moves: drops }]);

    await user.click(screen.getByRole('button', { name: 'Next: Memory' }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(ending.next.go).toHaveBeenCalledOnce();
    expect(ending.onTryAgain).toHaveBeenCalledOnce();
  });

  it('marks right a repeated phrase placed in the other gap of its words', async () => {
    // Phrases 4 and 6 read the same (a refrain's words in two gaps): either fits either gap.
    const level = {
      ...shufflingLevel,
      phrases: shufflingLevel.phrases.map((phrase) => (phrase.id === 6 ? { ...phrase, text: text(4) } : phrase)),
    };
    recordGradingCalls();
    const { user } = renderWithProviders(
      <ShufflingBoard level={level} gameId={GAME_ID} chapter={112} verse={4} next={{ label: 'Next', go: vi.fn() }} />,
    );

    for (const [phrase, gap] of [
      [6, 1],
      [5, 2],
      [4, 3],
    ]) {
      const shown = level.phrases.find(({ id }) => id === phrase)!.text;
      await user.click(tray().getAllByRole('button', { name: shown })[0]);
      await user.click(sentence().getByRole('button', { name: `Empty gap ${gap}` }));
    }

    expect(await screen.findByRole('heading', { name: 'Game Completed!' })).toBeInTheDocument();
    expect(sentence().getAllByText('right')).toHaveLength(3);
    expect(sentence().queryByText('wrong')).not.toBeInTheDocument();
  });

  it('ends, lost, when every gap is filled in a wrong order: the wrong phrases lit and the right order shown', async () => {
    const calls = recordGradingCalls({ ...lostVerdict, mistakes: 2 });
    const { user } = renderBoard();

    await place(user, 5, 1);
    await place(user, 4, 2);
    await place(user, 6, 3);

    expect(await screen.findByRole('heading', { name: 'Not quite right' })).toHaveFocus();
    expect(await screen.findByText('2 mistakes')).toBeInTheDocument();
    expect(screen.getByText('No xp this time')).toBeInTheDocument();
    expect(sentence().getByRole('button', { name: `${text(5)} wrong` })).toBeDisabled();
    expect(sentence().getByRole('button', { name: `${text(4)} wrong` })).toBeDisabled();
    expect(sentence().getByRole('button', { name: `${text(6)} right` })).toBeDisabled();
    // The right order, from the verdict: 4, 5, 6 in gaps 1, 2, 3.
    const answer = screen.getByRole('heading', { name: 'The right answer' }).parentElement!;
    expect([...answer.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([text(4), text(5), text(6)]);
    expect(calls).toHaveLength(1);
    // The keyboard goes from the heading to Next.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next: Memory' })).toHaveFocus();
  });
});

async function place(user: ReturnType<typeof renderBoard>['user'], id: number, gap: number) {
  await user.click(tray().getByRole('button', { name: text(id) }));
  await user.click(sentence().getByRole('button', { name: `Empty gap ${gap}` }));
}
