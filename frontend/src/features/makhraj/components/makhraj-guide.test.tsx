import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import i18n from '@/lib/i18n';
import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders, signIn } from '@/testing/test-utils';

import { guide } from '../testing/guide-fixture';
import { MakhrajGuide } from './makhraj-guide';

function renderGuide(url = '/makhraj') {
  server.use(http.get(api('/makhraj/'), () => HttpResponse.json(guide)));
  return renderWithProviders(<MakhrajGuide />, { url });
}

const lettersOf = (name: string) =>
  within(screen.getByRole('group', { name }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('MakhrajGuide', () => {
  beforeEach(() => {
    signIn();
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  });

  it("lists every letter until an area is chosen on the drawing, then the area's points and their letters", async () => {
    const { user, router } = renderGuide();

    expect(await screen.findByRole('group', { name: 'The 28 letters' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Al-Halq: the throat' }));

    expect(router.state.location.search).toBe('?area=halq');
    expect(screen.getByRole('heading', { name: /Al-Halq \(the throat\)/ })).toBeInTheDocument();
    expect(lettersOf('Letters of point 2')).toEqual(['ء Hamzah', "ه Ha'"]);
    expect(lettersOf('Letters of point 3')).toEqual(["ع 'Ayn", "ح Ḥa'"]);
    expect(lettersOf('Letters of point 4')).toEqual(['غ Ghayn', "خ Kha'"]);
    expect(screen.getByRole('button', { name: "Point 3: 'Ayn, Ḥa'" })).toHaveAttribute('aria-pressed', 'false');
  });

  it('opens a letter: its point, its sifat, and its examples with the letter lit, its name recited first', async () => {
    const { user, router } = renderGuide('/makhraj?area=halq');

    await user.click(await screen.findByRole('button', { name: "ع 'Ayn" }));

    expect(router.state.location.search).toBe('?letter=ain');
    expect(screen.getByRole('heading', { name: "ع 'Ayn" })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Born at point 3, Al-Halq' })).toBeInTheDocument();
    expect(screen.getByText('The middle of the throat.', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Jahr')).toBeInTheDocument();
    expect(screen.getByText('Tawassut')).toBeInTheDocument();
    const examples = screen.getAllByRole('listitem');
    expect(examples.map((item) => item.querySelector('mark')?.textContent)).toEqual(['عٓ', 'عَ', 'عۡ']);
    expect(within(examples[0]).getByText('Its name, as the reciter says it')).toBeInTheDocument();
    expect(within(examples[1]).getByRole('link')).toHaveAttribute('href', '/games/111/2');

    await user.click(screen.getByRole('button', { name: 'Born at point 3, Al-Halq' }));
    expect(router.state.location.search).toBe('?point=3');
    expect(lettersOf('Letters of point 3')).toEqual(["ع 'Ayn", "ح Ḥa'"]);
    expect(screen.queryByText('Letters of point 2')).not.toBeInTheDocument();
  });

  it('plays an example verse, one at a time, and stops it', async () => {
    const { user } = renderGuide('/makhraj?letter=ain');

    const play = await screen.findByRole('button', { name: /Play .*109:2/ });
    await user.click(play);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
  });

  it('speaks Russian', async () => {
    await i18n.changeLanguage('ru');
    const { user } = renderGuide('/makhraj?area=halq');

    expect(await screen.findByRole('heading', { name: /Аль-Хальк \(горло\)/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ع Айн' }));
    expect(screen.getByRole('button', { name: 'Рождается в точке 3, Аль-Хальк' })).toBeInTheDocument();
    expect(screen.getByText('В начале слова')).toBeInTheDocument();
  });
});
