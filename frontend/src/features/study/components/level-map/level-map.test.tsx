import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import i18n from '@/lib/i18n';
import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders, signIn } from '@/testing/test-utils';

import { chapterNumbers } from '../../utils/verse-counts';
import { LevelMap } from './level-map';

function renderMap() {
  return renderWithProviders(<LevelMap order={chapterNumbers} />, {
    url: '/levels',
    routes: [{ path: '/games/:id/:ayahId', element: <p>Game page</p> }],
  });
}

// Text queries find a node quickly; a role query computes the names of all 114 buttons.
const nodeNamed = async (name: string) => (await screen.findByText(name)).closest('button') as HTMLButtonElement;
const scale = () => screen.getByText(/^\d+%$/);
const world = () => screen.getByRole('list').parentElement as HTMLElement;
const viewport = () => world().parentElement as HTMLElement;

describe('LevelMap', () => {
  beforeEach(() => signIn());

  it('shows a spinner until the chapters arrive, then a node for each of the 114', async () => {
    renderMap();

    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(await nodeNamed('Sincerity')).toHaveAccessibleName('112 Sincerity');
    expect(screen.getByRole('list').children).toHaveLength(114);
    expect(await nodeNamed('Surah 1')).toHaveAccessibleName('1 Surah 1');
    expect(await nodeNamed('Surah 114')).toHaveAccessibleName('114 Surah 114');
  });

  it('names the chapters in the interface language', async () => {
    await i18n.changeLanguage('ru');
    renderMap();

    expect(await nodeNamed('Искренность')).toHaveAccessibleName('112 Искренность');
  });

  it('marks the done levels, for screen readers too', async () => {
    renderMap();

    await waitFor(async () => expect(await nodeNamed('Surah 103')).toHaveAccessibleName('103 Surah 103 Completed'));
    expect(await nodeNamed('Surah 107')).toHaveAccessibleName('107 Surah 107 Completed');
    expect(await nodeNamed('Sincerity')).toHaveAccessibleName('112 Sincerity');
  });

  it('opens verse 1 of a chapter from its node', async () => {
    const { user, router } = renderMap();

    await user.click(await nodeNamed('Sincerity'));

    expect(await screen.findByText('Game page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/games/112/1');
  });

  it('lays the chapters along the track in the order of the learner’s path', async () => {
    const hafidhsPath = [...chapterNumbers.slice(77).reverse(), ...chapterNumbers.slice(0, 77)];
    renderWithProviders(<LevelMap order={hafidhsPath} />);

    await screen.findByText('Sincerity');
    const nodes = [...screen.getByRole('list').children].map((node) => node.querySelector('button')!);
    expect(nodes[0]).toHaveAccessibleName('114 Surah 114');
    expect(nodes[2]).toHaveAccessibleName('112 Sincerity');
    expect(nodes[37]).toHaveAccessibleName('1 Surah 1');
    // The track starts at the top left whichever chapter stands there.
    expect(nodes[0].closest('li')).toHaveStyle({ left: '90px', top: '90px' });
  });

  it('waits for the path’s order before laying out the map', () => {
    renderWithProviders(<LevelMap order={undefined} />);

    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  });

  it('still shows numbered nodes when the chapters cannot be loaded', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(api('/chapters/'), () => new HttpResponse(null, { status: 500 })));
    renderMap();

    expect((await screen.findByText('112')).closest('button')).toHaveAccessibleName('112');
    expect(log).toHaveBeenCalledWith('Loading the chapters failed', expect.anything());
  });

  describe('zoom', () => {
    it('zooms in a tenth per wheel turn towards the user and out per turn away', async () => {
      renderMap();
      await screen.findByText('Sincerity');
      expect(scale()).toHaveTextContent('100%');

      fireEvent.wheel(viewport(), { deltaY: -120 });
      expect(scale()).toHaveTextContent('110%');

      fireEvent.wheel(viewport(), { deltaY: 120 });
      fireEvent.wheel(viewport(), { deltaY: 120 });
      expect(scale()).toHaveTextContent('90%');
      expect(world().style.transform).toContain('scale(0.9)');
    });

    it('stops at 0.125 and at 4', async () => {
      renderMap();
      await screen.findByText('Sincerity');

      for (let turn = 0; turn < 10; turn += 1) fireEvent.wheel(viewport(), { deltaY: 100 });
      expect(scale()).toHaveAttribute('data-scale', '0.125');

      for (let turn = 0; turn < 40; turn += 1) fireEvent.wheel(viewport(), { deltaY: -100 });
      expect(scale()).toHaveAttribute('data-scale', '4');
    });

    it('keeps the page from scrolling while the wheel zooms', async () => {
      renderMap();
      await screen.findByText('Sincerity');

      const scrolled = fireEvent.wheel(viewport(), { deltaY: 100, cancelable: true });

      expect(scrolled).toBe(false);
    });

    it('zooms with the buttons too', async () => {
      const { user } = renderMap();
      await screen.findByText('Sincerity');
      const controls = within(screen.getByRole('group', { name: 'Zoom' }));

      await user.click(controls.getByRole('button', { name: 'Zoom in' }));
      await user.click(controls.getByRole('button', { name: 'Zoom in' }));
      expect(scale()).toHaveTextContent('120%');

      await user.click(controls.getByRole('button', { name: 'Zoom out' }));
      expect(scale()).toHaveTextContent('110%');

      await user.click(controls.getByRole('button', { name: 'Fit the map to the view' }));
      expect(scale()).toHaveTextContent('100%');
    });
  });

  describe('panning', () => {
    it('moves the map with a drag, without opening the node the drag ends on', async () => {
      const { router } = renderMap();
      const target = await nodeNamed('Sincerity');

      fireEvent.pointerDown(target, { pointerId: 1, clientX: 100, clientY: 100, button: 0, pointerType: 'mouse' });
      fireEvent.pointerMove(target, { pointerId: 1, clientX: 130, clientY: 110, pointerType: 'mouse' });
      fireEvent.pointerMove(target, { pointerId: 1, clientX: 160, clientY: 130, pointerType: 'mouse' });
      fireEvent.pointerUp(target, { pointerId: 1, clientX: 160, clientY: 130, pointerType: 'mouse' });
      fireEvent.click(target);

      expect(world().style.transform).toBe('translate(60px, 30px) scale(1)');
      await waitFor(() => expect(router.state.location.pathname).toBe('/levels'));
    });

    it('treats a press that barely moves as a click', async () => {
      const { router } = renderMap();
      const target = await nodeNamed('Sincerity');

      fireEvent.pointerDown(target, { pointerId: 1, clientX: 100, clientY: 100, button: 0, pointerType: 'mouse' });
      fireEvent.pointerMove(target, { pointerId: 1, clientX: 102, clientY: 101, pointerType: 'mouse' });
      fireEvent.pointerUp(target, { pointerId: 1, clientX: 102, clientY: 101, pointerType: 'mouse' });
      expect(world().style.transform).toBe('translate(0px, 0px) scale(1)');
      fireEvent.click(target);

      await waitFor(() => expect(router.state.location.pathname).toBe('/games/112/1'));
    });
  });
});
