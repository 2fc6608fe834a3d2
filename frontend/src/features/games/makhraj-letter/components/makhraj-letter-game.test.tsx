import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import i18n from '@/lib/i18n';
import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders, signIn } from '@/testing/test-utils';
import type { MakhrajLetterGame as Dealt } from '@/types/api';

import { lostVerdict, recordGradingCalls } from '../../shared/testing/game-fixtures';
import { MakhrajLetterGame } from './makhraj-letter-game';

const letter = (id: string, glyph: string, name_en: string, name_ru: string) => ({ id, glyph, name_en, name_ru });

/** ٱلۡحَمۡدُ with its ح left out, among ح and ه; then قُلۡ with its ق left out, among ق and ك. */
const dealt: Dealt = {
  game_id: 'letter-1',
  questions: [
    {
      id: 1,
      surah_id: 1,
      ayah_id: 2,
      word_index: 0,
      before: 'ٱلۡ',
      left_out: 'حَ',
      after: 'مۡدُ',
      options: [letter('ha', 'ه', "Ha'", 'Ха'), letter('hha', 'ح', "Ḥa'", 'Хьа')],
      right_option: 'hha',
    },
    {
      id: 2,
      surah_id: 112,
      ayah_id: 1,
      word_index: 0,
      before: '',
      left_out: 'قُ',
      after: 'لۡ',
      options: [letter('qaf', 'ق', 'Qaf', 'Каф'), letter('kaf', 'ك', 'Kaf', 'Кяф')],
      right_option: 'qaf',
    },
  ],
};

function renderGame() {
  server.use(http.post(api('/games/makhraj_letter/'), () => HttpResponse.json(dealt)));
  return renderWithProviders(<MakhrajLetterGame onBack={vi.fn()} next={{ label: 'Back', go: vi.fn() }} />);
}

const options = (name = 'Letters') => within(screen.getByRole('list', { name })).getAllByRole('button');

describe('MakhrajLetterGame', () => {
  beforeEach(() => signIn());

  it('leaves a letter out of a real word, fills it in once answered, and has the answers graded', async () => {
    const calls = recordGradingCalls();
    const { user } = renderGame();

    expect(
      await screen.findByRole('heading', { name: /Which letter is missing from this word of .*1:2\?/ }),
    ).toBeVisible();
    const word = document.querySelector('p[lang="ar"]');
    expect(word).toHaveTextContent(`ٱلۡ${'\u0640'.repeat(3)}مۡدُ`);
    await user.keyboard('2');
    expect(word).toHaveTextContent('ٱلۡحَمۡدُ');
    expect(screen.getByRole('status')).toHaveTextContent("Right: Ḥa'.");
    await user.keyboard('{Enter}');

    await screen.findByRole('heading', { name: /112:1/ });
    await user.click(options()[0]);
    expect(await screen.findByRole('heading', { name: 'Game Completed!' })).toBeInTheDocument();
    expect(calls[0]).toEqual({
      game_id: 'letter-1',
      moves: [
        { question: 1, letter: 'hha' },
        { question: 2, letter: 'qaf' },
      ],
    });
  });

  it('says which letter the word has after a wrong pick, in Russian too', async () => {
    recordGradingCalls({ ...lostVerdict, answer: { letters: [] } });
    await i18n.changeLanguage('ru');
    const { user } = renderGame();

    await user.click((await screen.findAllByRole('button', { name: /ه/ }))[0]);
    expect(screen.getByRole('status')).toHaveTextContent('Не совсем: в слове Хьа.');
    expect(options('Буквы')[0]).toHaveAccessibleName(/неверно/);
  });
});
