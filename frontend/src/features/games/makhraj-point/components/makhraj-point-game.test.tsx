import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders, signIn } from '@/testing/test-utils';
import type { MakhrajPointGame as Dealt } from '@/types/api';

import { lostVerdict, recordGradingCalls } from '../../shared/testing/game-fixtures';
import { MakhrajPointGame } from './makhraj-point-game';

const question = (id: number, letter: string, glyph: string, name: string, right_point: number) => ({
  id,
  letter,
  glyph,
  name_en: name,
  name_ru: name,
  shown_in: { surah_id: 109, ayah_id: 2, word: 'أَعۡبُدُ', letter: { start: 2, end: 4 } },
  right_point,
});

const dealt: Dealt = {
  game_id: 'point-1',
  points: Array.from({ length: 17 }, (_, index) => index + 1),
  questions: [question(1, 'ain', 'ع', "'Ayn", 3), question(2, 'qaf', 'ق', 'Qaf', 5)],
};

function renderGame() {
  const requests: unknown[] = [];
  server.use(
    http.post(api('/games/makhraj_point/'), async ({ request }) => {
      requests.push(await request.json());
      return HttpResponse.json(dealt);
    }),
  );
  const next = { label: 'Back to Makhraj', go: vi.fn() };
  return { requests, next, ...renderWithProviders(<MakhrajPointGame onBack={vi.fn()} next={next} />) };
}

describe('MakhrajPointGame', () => {
  beforeEach(() => signIn());

  it('asks where each letter is born, marks each point chosen at once, and has the answers graded', async () => {
    const calls = recordGradingCalls();
    const { user, requests } = renderGame();

    expect(await screen.findByRole('heading', { name: "ع Where is 'Ayn born?" })).toBeInTheDocument();
    expect(requests).toEqual([{}]);
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    expect(document.querySelector('mark')).toHaveTextContent('عۡ');

    await user.click(screen.getByRole('button', { name: 'Point 3' }));
    expect(screen.getByRole('status')).toHaveTextContent('Right: point 3.');
    expect(screen.getByRole('button', { name: 'Point 3' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { name: 'ق Where is Qaf born?' })).toHaveFocus();
    screen.getByRole('button', { name: 'Point 5' }).focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { name: 'Game Completed!' })).toBeInTheDocument();
    expect(calls).toEqual([
      {
        game_id: 'point-1',
        moves: [
          { question: 1, point: 3 },
          { question: 2, point: 5 },
        ],
      },
    ]);
  });

  it('shows the right point beside a wrong one, and the game is lost', async () => {
    const calls = recordGradingCalls({ ...lostVerdict, answer: { born_at: [] } });
    const { user } = renderGame();

    await user.click(await screen.findByRole('button', { name: 'Point 9' }));
    expect(screen.getByRole('status')).toHaveTextContent('Not quite: it is born at point 3.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Point 5' }));

    expect(await screen.findByRole('heading', { name: 'Not quite right' })).toBeInTheDocument();
    expect(calls[0].moves).toEqual([
      { question: 1, point: 9 },
      { question: 2, point: 5 },
    ]);
  });
});
