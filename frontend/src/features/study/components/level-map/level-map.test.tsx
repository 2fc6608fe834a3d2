import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import i18n from '@/lib/i18n';
import { chapterNumbers } from '@/lib/verse-counts';
import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders, signIn } from '@/testing/test-utils';

import { levelPosition } from '../../utils/level-layout';
import { LevelMap } from './level-map';

function renderMap() {
  return renderWithProviders(<LevelMap order={chapterNumbers} />, {
    url: '/levels',
    routes: [{ path: '/games/:id/:ayahId', element: <p>Game page</p> }],
  });
}

// Text queries find a node quickly; a role query computes the names of all 114 buttons.
const nodeNamed = async (name: string) => (await screen.findByText(name)).closest('button') as HTMLButtonElement;
const scale = () => within(screen.getByRole('group', { name: 'Zoom' })).getByText(/^\d+%$/);
const world = () => screen.getByRole('list').parentElement as HTMLElement;
const viewport = () => world().parentElement as HTMLElement;

/** The map's offset in the viewport and its scale, from its transform. */
function view() {
  const match = /translate\((-?[\d.]+)px, (-?[\d.]+)px\) scale\(([\d.]+)\)/.exec(world().style.transform);
  if (!match) throw new Error(`No view in "${world().style.transform}"`);
  return { x: Number(match[1]), y: Number(match[2]), scale: Number(match[3]) };
}

/** The node once the current chapter has come and the map has opened on it, so the view no longer jumps. */
async function settledNode(name: string) {
  await waitFor(() => expect(document.querySelector('[aria-current="step"]')).not.toBeNull());
  return nodeNamed(name);
}

function currentVerseIs(surah_id: number, path_finished = false) {
  server.use(http.get(api('/progress/current/'), () => HttpResponse.json({ surah_id, ayah_id: 1, path_finished })));
}

describe('LevelMap', () => {
  beforeEach(() => signIn());

  it('shows a spinner until the chapters arrive, then a node for each of the 114', async () => {
    renderMap();

    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(await nodeNamed('Sincerity')).toHaveAccessibleName('112 Sincerity Not started');
    expect(screen.getByRole('list').children).toHaveLength(114);
    expect(await nodeNamed('Surah 1')).toHaveAccessibleName('1 Surah 1 Not started');
  });

  it('names the chapters and their states in the interface language', async () => {
    await i18n.changeLanguage('ru');
    renderMap();

    expect(await nodeNamed('Искренность')).toHaveAccessibleName('112 Искренность Не начато');
    await waitFor(async () =>
      expect(await nodeNamed('Сура 114')).toHaveAccessibleName('114 Сура 114 Вы здесь, В процессе, 40%'),
    );
    expect(await nodeNamed('Сура 103')).toHaveAccessibleName('103 Сура 103 Пройдено');
    expect(screen.getByText('Перетаскивайте карту, колесо мыши меняет масштаб')).toBeInTheDocument();
  });

  describe('where the learner stands', () => {
    it('shows each chapter done, in progress with its percentage, or not started, for screen readers too', async () => {
      renderMap();

      await waitFor(async () => expect(await nodeNamed('Surah 103')).toHaveAccessibleName('103 Surah 103 Completed'));
      expect(await nodeNamed('Surah 107')).toHaveAccessibleName('107 Surah 107 Completed');
      expect(await nodeNamed('Surah 114')).toHaveAccessibleName('114 Surah 114 You are here, In progress, 40%');
      expect(within(await nodeNamed('Surah 114')).getByText('40%')).toBeVisible();
      expect(await nodeNamed('Sincerity')).toHaveAccessibleName('112 Sincerity Not started');
    });

    it('marks the current chapter, and only it, as the step the learner is on', async () => {
      renderMap();

      await waitFor(async () => expect(await nodeNamed('Surah 114')).toHaveAttribute('aria-current', 'step'));
      expect(document.querySelectorAll('[aria-current]')).toHaveLength(1);
      expect(within(await nodeNamed('Surah 114')).getByText('You are here')).toBeVisible();
    });

    it('follows the current-level button’s chapter', async () => {
      currentVerseIs(112);
      renderMap();

      await waitFor(async () =>
        expect(await nodeNamed('Sincerity')).toHaveAccessibleName('112 Sincerity You are here, Not started'),
      );
      expect(await nodeNamed('Surah 114')).not.toHaveAttribute('aria-current');
    });

    it('marks no chapter current once the whole path is learnt', async () => {
      currentVerseIs(1, true);
      renderMap();

      await waitFor(async () => expect(await nodeNamed('Surah 103')).toHaveAccessibleName('103 Surah 103 Completed'));
      expect(document.querySelectorAll('[aria-current]')).toHaveLength(0);
      expect(screen.queryByRole('button', { name: 'My surah' })).not.toBeInTheDocument();
    });

    it('still marks the current chapter when the levels cannot be loaded', async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      server.use(http.get(api('/levels/'), () => new HttpResponse(null, { status: 500 })));
      renderMap();

      await waitFor(async () =>
        expect(await nodeNamed('Surah 114')).toHaveAccessibleName('114 Surah 114 You are here, Not started'),
      );
      await waitFor(() => expect(log).toHaveBeenCalledWith('Loading the levels failed', expect.anything()));
    });

    it('loads every node’s state in one call, not one per node', async () => {
      const calls: string[] = [];
      server.events.on('request:start', ({ request }) => calls.push(new URL(request.url).pathname));
      renderMap();

      await waitFor(async () => expect(await nodeNamed('Surah 103')).toHaveAccessibleName('103 Surah 103 Completed'));
      await waitFor(async () => expect(await nodeNamed('Surah 114')).toHaveAttribute('aria-current', 'step'));
      server.events.removeAllListeners();
      expect(calls.filter((path) => path.endsWith('/levels/'))).toHaveLength(1);
      expect(calls.filter((path) => path.endsWith('/progress/current/'))).toHaveLength(1);
      expect(calls.filter((path) => /\/chapters\/\d+/.test(path) || /progress_info/.test(path))).toEqual([]);
    });
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
    expect(nodes[0]).toHaveAccessibleName(/^114 Surah 114 /);
    expect(nodes[2]).toHaveAccessibleName(/^112 Sincerity /);
    expect(nodes[37]).toHaveAccessibleName(/^1 Surah 1 /);
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

    expect((await screen.findByText('112')).closest('button')).toHaveAccessibleName('112 Not started');
    expect(log).toHaveBeenCalledWith('Loading the chapters failed', expect.anything());
  });

  describe('hint', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('speaks of the mouse on a computer', async () => {
      renderMap();

      expect(await screen.findByText('Drag to move the map, scroll to zoom')).toBeInTheDocument();
    });

    it.each([
      ['en', 'Drag with a finger to move the map, pinch with two to zoom'],
      ['ru', 'Двигайте карту пальцем, меняйте масштаб двумя пальцами'],
    ])('speaks of fingers on a touch screen (%s)', async (language, hint) => {
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: query === '(hover: none) and (pointer: coarse)',
        addEventListener: () => {},
        removeEventListener: () => {},
      }));
      await i18n.changeLanguage(language);
      renderMap();

      expect(await screen.findByText(hint)).toBeInTheDocument();
    });
  });

  describe('opening view', () => {
    // jsdom lays nothing out: the viewport is given a phone's map size.
    beforeEach(() => {
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(500);
    });

    it('opens at a readable scale centred on the current chapter', async () => {
      currentVerseIs(50);
      renderMap();
      await screen.findByText('Surah 50');

      const node = levelPosition(50);
      await waitFor(() => expect(view()).toEqual({ x: 150 - node.x, y: 250 - node.y, scale: 1 }));
      expect(scale()).toHaveTextContent('100%');
    });

    it('comes back to the current chapter from My surah', async () => {
      currentVerseIs(50);
      const { user } = renderMap();
      await screen.findByText('Surah 50');
      await waitFor(() => expect(view().x).toBe(150 - levelPosition(50).x));
      const opening = view();

      await user.click(screen.getByRole('button', { name: 'Fit the map to the view' }));
      expect(view()).not.toEqual(opening);
      await user.click(screen.getByRole('button', { name: 'My surah' }));

      expect(view()).toEqual(opening);
    });
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

    it('takes no further step when the wheel stops', async () => {
      renderMap();
      await screen.findByText('Sincerity');

      fireEvent.wheel(viewport(), { deltaY: -120 });
      // The gesture library ends a wheel gesture 140 ms after its last turn.
      await new Promise((resolve) => setTimeout(resolve, 250));

      expect(scale()).toHaveTextContent('110%');
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

    it('zooms around the fingers of a two-finger pinch', async () => {
      renderMap();
      await settledNode('Sincerity');
      const before = view();
      const touch = { pointerType: 'touch', buttons: 1, isPrimary: false };

      // Two fingers 40 px apart around (120, 100) move to 80 px apart around (140, 100).
      fireEvent.pointerDown(viewport(), { ...touch, pointerId: 1, clientX: 100, clientY: 100, isPrimary: true });
      fireEvent.pointerDown(viewport(), { ...touch, pointerId: 2, clientX: 140, clientY: 100 });
      fireEvent.pointerMove(viewport(), { ...touch, pointerId: 2, clientX: 180, clientY: 100 });
      fireEvent.pointerUp(viewport(), { ...touch, pointerId: 2, clientX: 180, clientY: 100 });
      fireEvent.pointerUp(viewport(), { ...touch, pointerId: 1, clientX: 100, clientY: 100, isPrimary: true });

      const after = view();
      expect(after.scale).toBe(2);
      expect(scale()).toHaveTextContent('200%');
      // The map point that was between the fingers is between them still.
      expect((140 - after.x) / after.scale).toBeCloseTo((120 - before.x) / before.scale);
      expect((100 - after.y) / after.scale).toBeCloseTo((100 - before.y) / before.scale);
    });

    it('pinches from the scale the wheel left', async () => {
      renderMap();
      await screen.findByText('Sincerity');
      fireEvent.wheel(viewport(), { deltaY: -120 });
      const touch = { pointerType: 'touch', buttons: 1 };

      fireEvent.pointerDown(viewport(), { ...touch, pointerId: 1, clientX: 100, clientY: 100 });
      fireEvent.pointerDown(viewport(), { ...touch, pointerId: 2, clientX: 140, clientY: 100 });
      fireEvent.pointerMove(viewport(), { ...touch, pointerId: 2, clientX: 180, clientY: 100 });
      fireEvent.pointerUp(viewport(), { ...touch, pointerId: 2, clientX: 180, clientY: 100 });
      fireEvent.pointerUp(viewport(), { ...touch, pointerId: 1, clientX: 100, clientY: 100 });

      expect(scale()).toHaveTextContent('220%');
    });
  });

  describe('panning', () => {
    it('moves the map with a drag, without opening the node the drag ends on', async () => {
      const { router } = renderMap();
      const target = await settledNode('Sincerity');
      const before = view();
      const mouse = { pointerId: 1, button: 0, buttons: 1, pointerType: 'mouse' };

      fireEvent.pointerDown(target, { ...mouse, clientX: 100, clientY: 100 });
      fireEvent.pointerMove(target, { ...mouse, clientX: 130, clientY: 110 });
      fireEvent.pointerMove(target, { ...mouse, clientX: 160, clientY: 130 });
      fireEvent.pointerUp(target, { ...mouse, buttons: 0, clientX: 160, clientY: 130 });
      const clicked = fireEvent.click(target, { detail: 1 });

      // The click that ends the drag is cancelled before it reaches the node.
      expect(clicked).toBe(false);
      // The map follows the pointer from where the press became a drag: past the tap allowance of 5 px.
      const after = view();
      expect(after.x - before.x).toBe(55);
      expect(after.y - before.y).toBe(25);
      await waitFor(() => expect(router.state.location.pathname).toBe('/levels'));
    });

    it('treats a press that barely moves as a click', async () => {
      const { router } = renderMap();
      const target = await settledNode('Sincerity');
      const before = view();
      const mouse = { pointerId: 1, button: 0, buttons: 1, pointerType: 'mouse' };

      fireEvent.pointerDown(target, { ...mouse, clientX: 100, clientY: 100 });
      fireEvent.pointerMove(target, { ...mouse, clientX: 102, clientY: 101 });
      fireEvent.pointerUp(target, { ...mouse, buttons: 0, clientX: 102, clientY: 101 });
      expect(view()).toEqual(before);
      fireEvent.click(target, { detail: 1 });

      await waitFor(() => expect(router.state.location.pathname).toBe('/games/112/1'));
    });
  });
});
