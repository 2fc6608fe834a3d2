import { fireEvent, screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders, signIn } from '@/testing/test-utils';

import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';

import { lostVerdict, recordGradingCalls, serveGames, verses, wonVerdict } from '../../shared/testing/game-fixtures';
import { AudioGame } from './audio-game';

const option = (verse: number) =>
  within(screen.getByRole('list', { name: 'Answers' })).getByRole('button', {
    name: new RegExp(verses[verse - 1].arabic),
  });
const wrongVerse = (verse: number) => (verse === 1 ? 2 : 1);

function renderGame(onTryAgain = vi.fn()) {
  // Verse 2 with 2 ayahs covers verses 1 and 2.
  return renderWithProviders(
    <AudioGame
      chapter={112}
      verse={2}
      selectedAyah={2}
      onBack={vi.fn()}
      next={{ label: 'Next: Matching', go: vi.fn() }}
      onTryAgain={onTryAgain}
    />,
  );
}

/** The verse the current question asks, from the last request the server saw. */
const asked = (requests: ReturnType<typeof serveGames>) => requests.audio.at(-1)!.ayahId;

describe('AudioGame', () => {
  beforeEach(() => signIn());

  it('asks the covered verses, one question each, graded as it is answered, and completes on the last', async () => {
    const requests = serveGames();
    const calls = recordGradingCalls();
    const { user } = renderGame();

    expect(await screen.findByText('Question 1 of 2')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Answers' });
    await user.click(option(asked(requests)));
    expect(screen.getByText('Correct answer!')).toBeInTheDocument();
    // The keyboard is taken to Continue, then to the next question.
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Question 2 of 2')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Answers' });
    expect(screen.getByText(/Listen and choose/)).toHaveFocus();
    await user.keyboard(String(asked(requests)));

    expect(await screen.findByRole('heading', { name: 'Game Completed!' })).toHaveFocus();
    expect(new Set(requests.audio.map(({ ayahId }) => ayahId))).toEqual(new Set([1, 2]));
    expect(requests.audio.every(({ id, selectedAyah }) => id === 112 && selectedAyah === 2)).toBe(true);
    // Each question's deal graded with its answer; the game's xp is both wins'.
    expect(await screen.findByText('+20 xp')).toBeInTheDocument();
    const [first, second] = requests.audio.map(({ ayahId }) => verses[ayahId - 1].arabic);
    expect(calls).toEqual([
      { game_id: requests.gameIds.audio[0], moves: [{ option: first }] },
      { game_id: requests.gameIds.audio[1], moves: [{ option: second }] },
    ]);
  });

  it('sums every question’s xp, a verdict that arrives after Continue included', async () => {
    const requests = serveGames();
    let gradings = 0;
    server.use(
      http.post(api('/games/results/'), async () => {
        const number = ++gradings;
        // The first question's verdict arrives late, after the second question is on screen.
        if (number === 1) await delay(300);
        return HttpResponse.json({ ...wonVerdict, xp_gained: number === 1 ? 10 : 15 });
      }),
    );
    const { user } = renderGame();

    await screen.findByRole('list', { name: 'Answers' });
    await user.click(option(asked(requests)));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Question 2 of 2')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Answers' });
    await user.click(option(asked(requests)));

    expect(await screen.findByText('+25 xp')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Game Completed!' })).toBeInTheDocument();
  });

  it('ends on a wrong answer: the answer lit wrong, the recited verse lit right and shown, Try again offered', async () => {
    const requests = serveGames();
    // Math.random() = 0 shuffles [1, 2] to [2, 1]: the first question asks 112:2.
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const calls = recordGradingCalls({ ...lostVerdict, answer: { option: verses[1].arabic } });
    const onTryAgain = vi.fn();
    const { user } = renderGame(onTryAgain);
    await screen.findByRole('list', { name: 'Answers' });
    expect(asked(requests)).toBe(2);

    await user.click(option(1));

    expect(await screen.findByRole('heading', { name: 'Not quite right' })).toHaveFocus();
    expect(screen.queryByText('Correct answer!')).not.toBeInTheDocument();
    expect(option(1)).toHaveAccessibleName(expect.stringMatching(/ wrong$/));
    expect(option(2)).toHaveAccessibleName(expect.stringMatching(/ right$/));
    expect(option(2)).toBeDisabled();
    // Only the first answer counts: the keys answer nothing more.
    await user.keyboard('2');
    expect(screen.getByText('1 mistake')).toBeInTheDocument();
    const answer = screen.getByRole('heading', { name: 'The right answer' }).parentElement!;
    expect(answer).toHaveTextContent(verses[1].arabic);
    expect(calls).toEqual([{ game_id: requests.gameIds.audio[0], moves: [{ option: verses[0].arabic }] }]);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Next: Matching' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onTryAgain).toHaveBeenCalledOnce();
  });

  it('takes the answer from the number keys', async () => {
    const requests = serveGames();
    recordGradingCalls(lostVerdict);
    const { user } = renderGame();
    await screen.findByRole('list', { name: 'Answers' });

    await user.keyboard(String(wrongVerse(asked(requests))));

    expect(await screen.findByRole('heading', { name: 'Not quite right' })).toBeInTheDocument();
    expect(option(wrongVerse(asked(requests)))).toHaveAttribute('aria-pressed', 'true');
  });

  it('plays each question’s recitation and says when it cannot be loaded', async () => {
    serveGames();
    renderGame();
    await screen.findByRole('list', { name: 'Answers' });
    const recitation = document.querySelector('audio')!;
    expect(recitation.getAttribute('src')).toMatch(/^\/media\/audio\/622[23]\.mp3$/);

    fireEvent.error(recitation);

    expect(screen.getByRole('alert')).toHaveTextContent('Audio failed to load');
    expect(screen.getByRole('button', { name: 'Play' })).toBeDisabled();
  });
});
