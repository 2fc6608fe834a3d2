import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import i18n from '@/lib/i18n';
import { renderWithProviders, signIn } from '@/testing/test-utils';

import {
  lostVerdict,
  matchingGame,
  recordGradingCalls,
  stubResizeObserver,
  verses,
} from '../../shared/testing/game-fixtures';
import { MatchingBoard } from './matching-board';

// Images in the fixture, top to bottom: 1 = verse 3, 2 = verse 1, 3 = verse 2.
const rightImageOfVerse = { 1: 'Image 2', 2: 'Image 3', 3: 'Image 1' } as const;
const wrongImageOfVerse = { 1: 'Image 3', 2: 'Image 1', 3: 'Image 2' } as const;

const verseButton = (verse: number) =>
  within(screen.getByRole('list', { name: 'Verses' })).getAllByRole('button')[verse - 1];
const lines = () => document.querySelectorAll('svg line');

function renderBoard(game = matchingGame) {
  return renderWithProviders(
    <MatchingBoard
      game={game}
      chapter={112}
      verse={3}
      next={{ label: 'Next: ayah 112:4', go: vi.fn() }}
      onTryAgain={vi.fn()}
    />,
  );
}

describe('MatchingBoard', () => {
  beforeEach(() => {
    signIn();
    stubResizeObserver();
  });

  async function link(user: ReturnType<typeof renderBoard>['user'], images: Record<1 | 2 | 3, string>) {
    for (const verse of [1, 2, 3] as const) {
      await user.click(verseButton(verse));
      await user.click(screen.getByRole('button', { name: images[verse] }));
    }
  }

  it('shows each verse’s Arabic with its translation in the interface language', async () => {
    await i18n.changeLanguage('ru');
    renderBoard();

    expect(screen.getByText(verses[0].arabic)).toHaveAttribute('lang', 'ar');
    expect(screen.getByText(verses[0].ru)).toBeInTheDocument();
  });

  it('draws a line for a verse linked to an image, and moves an image’s line when it is linked again', async () => {
    const { user } = renderBoard();

    await user.click(verseButton(1));
    expect(verseButton(1)).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Image 1' }));
    expect(verseButton(1)).toHaveAccessibleName(expect.stringContaining('linked to image 1'));
    expect(lines()).toHaveLength(1);

    await user.click(verseButton(2));
    await user.click(screen.getByRole('button', { name: 'Image 1' }));

    expect(lines()).toHaveLength(1);
    expect(verseButton(1)).not.toHaveAccessibleName(expect.stringContaining('linked'));
    expect(verseButton(2)).toHaveAccessibleName(expect.stringContaining('linked to image 1'));
  });

  it('lets Submit check the links once every verse has one', async () => {
    const { user } = renderBoard();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();

    await link(user, rightImageOfVerse);

    expect(lines()).toHaveLength(3);
    expect(submit).toBeEnabled();
  });

  it('lights the wrong links and shows the right pairs after a wrong submit, graded as a loss with no xp', async () => {
    const calls = recordGradingCalls(lostVerdict);
    const { user } = renderBoard();

    await link(user, { 1: 'Image 2', 2: 'Image 1', 3: 'Image 3' }); // verses 2 and 3 swapped
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('heading', { name: 'Not quite right' })).toHaveFocus();
    expect(verseButton(1)).toBeDisabled();
    expect(verseButton(1)).toHaveAccessibleName(expect.stringMatching(/ right$/));
    expect(verseButton(2)).toHaveAccessibleName(expect.stringMatching(/ wrong$/));
    expect(verseButton(3)).toHaveAccessibleName(expect.stringMatching(/ wrong$/));
    expect(document.querySelectorAll('svg line[class*="wrong"]')).toHaveLength(2);
    expect(screen.getByText('1 mistake')).toBeInTheDocument();
    expect(screen.getByText('No xp this time')).toBeInTheDocument();
    // The right pairs, from the verdict: each verse beside its own picture.
    const answer = screen.getByRole('heading', { name: 'The right answer' }).parentElement!;
    expect(
      within(answer)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual([1, 2, 3].map((verse) => rightImageOfVerse[verse as 1 | 2 | 3]));
    expect(calls).toHaveLength(1);
  });

  it('grades the submitted links', async () => {
    const calls = recordGradingCalls(lostVerdict);
    const { user } = renderBoard();

    await link(user, wrongImageOfVerse);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    // Texts 1–3 linked to images 6, 4, 5 (Image 3, 1, 2).
    const links = [
      { text: 1, image: 6 },
      { text: 2, image: 4 },
      { text: 3, image: 5 },
    ];
    await vi.waitFor(() => expect(calls).toEqual([{ game_id: matchingGame.game_id, moves: [{ links }] }]));
  });

  it('completes the game when every link is right, graded from the submitted links', async () => {
    const calls = recordGradingCalls();
    const { user } = renderBoard();

    await link(user, rightImageOfVerse);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('heading', { name: 'Game Completed!' })).toHaveFocus();
    expect(await screen.findByText('+10 xp')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The right answer' })).not.toBeInTheDocument();
    const links = [
      { text: 1, image: 5 },
      { text: 2, image: 6 },
      { text: 3, image: 4 },
    ];
    expect(calls).toEqual([{ game_id: matchingGame.game_id, moves: [{ links }] }]);
  });

  it('marks right a text linked to the picture of another verse of the same words', async () => {
    // Texts 1 and 3 are one refrain (as 55:13 and 55:16): the server takes either picture for either.
    const refrain = { ...matchingGame.textItems[0], id: 3 };
    const game = { ...matchingGame, textItems: [matchingGame.textItems[0], matchingGame.textItems[1], refrain] };
    recordGradingCalls();
    const { user } = renderBoard(game);

    await link(user, { 1: 'Image 1', 2: 'Image 3', 3: 'Image 2' }); // texts 1 and 3 swapped
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('heading', { name: 'Game Completed!' })).toBeInTheDocument();
    for (const verse of [1, 2, 3]) expect(verseButton(verse)).toHaveAccessibleName(expect.stringMatching(/ right$/));
    expect(document.querySelectorAll('svg line[class*="wrong"]')).toHaveLength(0);
  });
});
