import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import i18n from '@/lib/i18n';
import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders, signIn } from '@/testing/test-utils';
import type { VerseReference } from '@/types/api';

import { lostVerdict, recordGradingCalls, wonVerdict } from '../../shared/testing/game-fixtures';
import type { MarkedVerse, WhichOneGame as WhichOneDeal, WhichOneRequest } from '../types';
import { WhichOneGame } from './which-one-game';

const BAQARAH_35 = { surah_id: 2, ayah_id: 35 };
const ARAF_19 = { surah_id: 7, ayah_id: 19 };

const marked = (
  verse: VerseReference,
  words: [string, boolean][],
  phrase: MarkedVerse['phrase'] = null,
): MarkedVerse => ({
  ...verse,
  words: words.map(([text, same]) => ({ text, same })),
  phrase,
});
const baqarah = marked(BAQARAH_35, [
  ['وقلنا', false],
  ['يا', true],
  ['ادم', true],
  ['اسكن', true],
]);
const araf = marked(ARAF_19, [
  ['ويا', false],
  ['ادم', true],
  ['اسكن', true],
]);

/** 2:35 against 7:19, asked both ways: they part at their first words, and share "اسكن" after. */
const drill: WhichOneDeal = {
  game_id: 'drill-1',
  verse: BAQARAH_35,
  questions: [
    {
      id: 1,
      named: ARAF_19,
      before: '',
      after: 'اسكن',
      phrase: false,
      options: [
        { id: 1, text: 'وقلنا يا ادم', ...BAQARAH_35 },
        { id: 2, text: 'ويا ادم', ...ARAF_19 },
      ],
      right_option: 2,
      verses: [araf, baqarah],
    },
    {
      id: 2,
      named: BAQARAH_35,
      before: '',
      after: 'اسكن',
      phrase: false,
      options: [
        { id: 1, text: 'ويا ادم', ...ARAF_19 },
        { id: 2, text: 'وقلنا يا ادم', ...BAQARAH_35 },
      ],
      right_option: 2,
      verses: [baqarah, araf],
    },
  ],
};

function serveDrill(answer: WhichOneDeal | null = drill) {
  const requests: WhichOneRequest[] = [];
  server.use(
    http.post(api('/games/which_one/'), async ({ request }) => {
      requests.push((await request.json()) as WhichOneRequest);
      return answer
        ? HttpResponse.json(answer)
        : HttpResponse.json(
            { message: 'This verse has no look-alike to tell it apart from.', fields: {} },
            { status: 404 },
          );
    }),
  );
  return requests;
}

function renderDrill(props: { against?: VerseReference; onResult?: () => void } = {}) {
  const next = { label: 'Back to the verse', go: vi.fn() };
  return {
    next,
    ...renderWithProviders(
      <WhichOneGame chapter={2} verse={35} selectedAyah={1} onBack={vi.fn()} next={next} {...props} />,
      { routes: [{ path: '/elsewhere', element: <p>Elsewhere</p> }] },
    ),
  };
}

const options = () => within(screen.getByRole('list', { name: 'Answers' })).getAllByRole('button');

describe('WhichOneGame', () => {
  beforeEach(() => signIn());

  it('is won by keyboard: each question answered with its number key, Continue with Enter, then graded', async () => {
    const requests = serveDrill();
    const calls = recordGradingCalls(wonVerdict);
    const onResult = vi.fn();
    const { user } = renderDrill({ onResult });

    expect(await screen.findByRole('heading', { name: 'Which words open Chapter 7 7:19?' })).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    await user.keyboard('2');
    expect(screen.getByRole('status')).toHaveTextContent('Right!');
    expect(options()[1]).toHaveAccessibleName(/right/);
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { name: 'Which words open Chapter 2 2:35?' })).toHaveFocus();
    await user.keyboard('2');

    expect(await screen.findByRole('heading', { name: 'Game Completed!' })).toHaveFocus();
    expect(await screen.findByText('+10 xp')).toBeInTheDocument();
    expect(requests).toEqual([BAQARAH_35]);
    expect(calls).toEqual([
      {
        game_id: 'drill-1',
        moves: [
          { question: 1, option: 2 },
          { question: 2, option: 2 },
        ],
      },
    ]);
    expect(onResult).toHaveBeenCalledWith({ gameId: 'drill-1', won: true, mistakes: 0 });
  });

  it('sets the two verses side by side, the differing words lit, after a wrong pick, and is lost', async () => {
    serveDrill();
    const calls = recordGradingCalls({ ...lostVerdict, answer: { choices: [] } });
    const { user } = renderDrill();

    await screen.findByRole('list', { name: 'Answers' });
    await user.click(options()[0]);

    expect(screen.getByRole('status')).toHaveTextContent('Not this one: those are the words of Chapter 2 2:35.');
    expect(options()[0]).toHaveAccessibleName(/wrong/);
    expect(options()[1]).toHaveAccessibleName(/right/);
    const compared = screen.getByRole('group', { name: 'The two verses compared' });
    expect(within(compared).getByRole('heading', { name: 'Asked: Chapter 7 7:19' })).toBeInTheDocument();
    expect(within(compared).getByRole('heading', { name: 'Taken for it: Chapter 2 2:35' })).toBeInTheDocument();
    expect([...compared.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'ويا (differs)',
      'وقلنا (differs)',
    ]);
    // The first pick stands.
    expect(options().every((option) => option.hasAttribute('disabled'))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(options()[1]);
    expect(await screen.findByRole('heading', { name: 'Not quite right' })).toBeInTheDocument();
    expect(calls[0].moves).toEqual([
      { question: 1, option: 1 },
      { question: 2, option: 2 },
    ]);
  });

  it('is graded with the answers given when it is left unfinished, so that a wrong one is kept', async () => {
    serveDrill();
    const calls = recordGradingCalls({ ...lostVerdict, answer: { choices: [] } });
    const { user, router } = renderDrill();

    await screen.findByRole('list', { name: 'Answers' });
    await user.keyboard('1');
    await user.keyboard('2');
    expect(options()[0]).toHaveAttribute('aria-pressed', 'true');
    // Leaving the drill: another page takes its place.
    await act(() => router.navigate('/elsewhere'));

    await waitFor(() => expect(calls).toEqual([{ game_id: 'drill-1', moves: [{ question: 1, option: 1 }] }]));
  });

  it('drills only the look-alike it is given', async () => {
    const requests = serveDrill();
    renderDrill({ against: ARAF_19 });

    await screen.findByRole('list', { name: 'Answers' });
    expect(requests).toEqual([{ ...BAQARAH_35, with_verse: ARAF_19 }]);
  });

  it('says so when the verse has no look-alike to drill, and leads back', async () => {
    serveDrill(null);
    const { user, next } = renderDrill();

    expect(await screen.findByText('This verse has no look-alike to tell it apart from.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the verse' }));
    expect(next.go).toHaveBeenCalled();
  });

  it('asks for the word that differs inside a shared phrase, and compares the two on the phrase after a wrong pick', async () => {
    const FURQAN_52 = { surah_id: 25, ayah_id: 52 };
    const AHZAB_48 = { surah_id: 33, ayah_id: 48 };
    serveDrill({
      game_id: 'drill-2',
      verse: FURQAN_52,
      questions: [
        {
          id: 1,
          named: FURQAN_52,
          before: '',
          after: 'تطع الكافرين',
          phrase: true,
          options: [
            { id: 1, text: 'ولا', ...AHZAB_48 },
            { id: 2, text: 'فلا', ...FURQAN_52 },
          ],
          right_option: 2,
          verses: [
            marked(
              FURQAN_52,
              [
                ['فلا', false],
                ['تطع', true],
                ['الكافرين', true],
                ['وجاهدهم', false],
                ['به', false],
              ],
              {
                start: 0,
                end: 4,
              },
            ),
            marked(
              AHZAB_48,
              [
                ['ولا', false],
                ['تطع', true],
                ['الكافرين', true],
                ['والمنافقين', false],
              ],
              {
                start: 0,
                end: 4,
              },
            ),
          ],
        },
      ],
    });
    recordGradingCalls({ ...lostVerdict, answer: { choices: [] } });
    const { user } = renderDrill();

    expect(
      await screen.findByRole('heading', { name: 'Which words fill the gap in Chapter 25 25:52?' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/تطع الكافرين/)).toHaveTextContent('… تطع الكافرين');
    await user.keyboard('1');
    // After a wrong pick the two verses are compared on the phrase alone, "…" where a verse goes on.
    const compared = screen.getByRole('group', { name: 'The two verses compared' });
    expect([...compared.querySelectorAll('mark')].map((mark) => mark.firstChild?.textContent)).toEqual([
      'فلا',
      'وجاهدهم',
      'ولا',
      'والمنافقين',
    ]);
    expect(compared).not.toHaveTextContent('به');
    expect(compared.querySelector('[lang="ar"]')?.textContent?.trim().endsWith('…')).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Not quite right' })).toBeInTheDocument();
  });

  it('asks in Russian', async () => {
    await i18n.changeLanguage('ru');
    serveDrill();
    recordGradingCalls(wonVerdict);
    const { user } = renderDrill();

    expect(
      await screen.findByRole('heading', { name: /^Какими словами начинается аят .* 7:19\?$/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('Вопрос 1 из 2')).toBeInTheDocument();
    await user.keyboard('1');
    expect(screen.getByRole('status')).toHaveTextContent(/^Не этот: это слова аята .* 2:35\.$/);
    expect(screen.getByRole('group', { name: 'Два аята рядом' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Продолжить' })).toHaveFocus();
  });
});
