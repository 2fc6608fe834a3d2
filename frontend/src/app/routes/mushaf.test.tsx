import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useLastPageStore } from '@/features/mushaf/stores/last-page-store';
import { serveMushafApi } from '@/features/mushaf/testing/mushaf-api';
import { AUTH_TOKEN_KEY } from '@/stores/auth-store';
import { usePlayerPositionStore } from '@/stores/player-position-store';
import { useWeakSpotsShown } from '@/stores/weak-spots-store';
import { serveWeakWords } from '@/testing/weak-words-api';

import { renderApp } from '../testing/render-app';

// Page 604 holds 112:1 (global 6222) to 114:6 (6236); 6 of its 15 lines are titles and basmalas.
const LINES_OF_VERSES = 9;

afterEach(() => vi.unstubAllGlobals());

beforeEach(() => {
  localStorage.setItem(AUTH_TOKEN_KEY, 'test-token');
  usePlayerPositionStore.setState({ position: null });
  useLastPageStore.setState({ page: 1 });
  serveMushafApi({ memorised: [{ surah_id: 113, ayah_id: 1 }] });
});

const page = async (number: number) => screen.findByRole('article', { name: `Page ${number}` });

describe('/mushaf/{page}', () => {
  it('sets the page line by line, right to left in Arabic, with its chapters titled and its verses numbered', async () => {
    renderApp('/mushaf/604');

    const sheet = await page(604);
    expect(
      within(sheet)
        .getAllByRole('heading', { level: 2 })
        .map((title) => title.getAttribute('aria-label')),
    ).toEqual(['Surah Al-Ikhlas', 'Surah Chapter 113', 'Surah Chapter 114']);
    const verseEnds = within(sheet).getAllByRole('button', { name: /^Verse \d+:\d+: what to do$/ });
    expect(verseEnds).toHaveLength(15);
    expect(verseEnds[0]).toHaveTextContent('﴿١﴾');
    const lines = sheet.querySelector('[lang="ar"]');
    expect(lines).toHaveAttribute('dir', 'rtl');
    expect(lines?.querySelectorAll('p')).toHaveLength(15 - 3);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('turns back with the arrow key to the right, and forward with the one to the left', async () => {
    const router = renderApp('/mushaf/604');
    await page(604);

    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(await page(603)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mushaf/603');

    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(await page(604)).toBeInTheDocument();
    expect(useLastPageStore.getState().page).toBe(604);
  });

  it('hides the page in test mode and reveals it a line at a time: Space, a tap, or the button', async () => {
    const user = userEvent.setup();
    renderApp('/mushaf/604');
    await page(604);
    const hiddenLines = () => screen.queryAllByRole('button', { name: /^Hidden line \d+: reveal it$/ });

    await user.click(screen.getByRole('button', { name: 'Test myself' }));
    expect(hiddenLines()).toHaveLength(LINES_OF_VERSES);

    fireEvent.keyDown(document.body, { key: ' ' });
    await waitFor(() => expect(hiddenLines()).toHaveLength(LINES_OF_VERSES - 1));
    await user.click(hiddenLines()[0]);
    expect(hiddenLines()).toHaveLength(LINES_OF_VERSES - 2);
    await user.click(screen.getByRole('button', { name: 'Reveal next' }));
    expect(hiddenLines()).toHaveLength(LINES_OF_VERSES - 3);

    // From the keyboard: Enter on a hidden line reveals it, and the focus goes on to the next one.
    hiddenLines()[0].focus();
    await user.keyboard('{Enter}');
    expect(hiddenLines()).toHaveLength(LINES_OF_VERSES - 4);
    await waitFor(() => expect(hiddenLines()[0]).toHaveFocus());

    // The test carries on as a recitation with slips marked, from the first word still hidden to the page's end.
    const recite = screen.getByRole('link', { name: 'Mark my slips' });
    expect(recite.getAttribute('href')).toMatch(/^\/recite\?from=\d+%3A\d+&to=114%3A6(&revealed=\d+)?$/);

    await user.click(screen.getByLabelText('First letters'));
    expect(document.querySelector('[aria-hidden="true"][class*="hint"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show the page' }));
    expect(hiddenLines()).toHaveLength(0);
  });

  it('offers a verse its learn card, the Hifz player from it or its page, and a test from it', async () => {
    const user = userEvent.setup();
    const router = renderApp('/mushaf/604');
    await page(604);

    await user.click(screen.getByRole('button', { name: 'Verse 113:1: what to do' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Chapter 113 113:1' });
    expect(within(dialog).getByRole('link', { name: 'Learn card' })).toHaveAttribute('href', '/games/113/1');
    expect(await within(dialog).findByText('No verse looks like this one.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Test myself from here' }));
    // Al-Ikhlas stays shown; from 113:1 on the page is hidden.
    expect(screen.getAllByRole('button', { name: /^Hidden line/ }).length).toBeLessThan(LINES_OF_VERSES);
    expect(document.querySelector('[data-verse="112:4"][class*="hidden"]')).toBeNull();
    expect(document.querySelector('[data-verse="113:1"][class*="hidden"]')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Verse 112:4: what to do' }));
    await user.click(await screen.findByRole('button', { name: 'Play the page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/karaoke/112/1'));
    expect(usePlayerPositionStore.getState().position).toMatchObject({ fromVerse: 6222, toVerse: 6236 });
  });

  it("tints the learner's memorised verses once asked, and lights the verse named in the address", async () => {
    const user = userEvent.setup();
    renderApp('/mushaf/604?verse=112:2');
    await page(604);
    expect(document.querySelector('[data-verse="112:2"]')?.className).toMatch(/highlighted/);
    expect(document.querySelector('[data-verse="113:1"]')?.className).not.toMatch(/memorised/);

    await user.click(screen.getByLabelText('Tint my memorised verses'));
    await waitFor(() => expect(document.querySelector('[data-verse="113:1"]')?.className).toMatch(/memorised/));
    // Not by colour alone: the verse's marker says so.
    expect(screen.getByRole('button', { name: 'Verse 113:1: what to do (memorised)' })).toBeInTheDocument();
    expect(document.querySelector('[data-verse="113:2"]')?.className).not.toMatch(/memorised/);
  });

  it("underlines the learner's weak words on the page, on their own word, and hides them with the toggle", async () => {
    const user = userEvent.setup();
    useWeakSpotsShown.setState({ shown: true });
    // The same word, ٱللَّهُ, is 112:1's third and 112:2's first: only the weak one is marked.
    const asked = serveWeakWords({
      verses: [{ surah_id: 112, ayah_id: 1, words: [{ word: 2, kind: 'vowel', weakness: 1.2 }] }],
    });
    renderApp('/mushaf/604');
    const sheet = await page(604);

    const weak = await waitFor(() => {
      const marked = sheet.querySelectorAll('[data-weak-kind]');
      expect(marked).toHaveLength(1);
      return marked[0];
    });
    expect(weak).toHaveAttribute('data-verse', '112:1');
    expect(weak).toHaveAttribute('data-weak-level', 'strong');
    expect(sheet.querySelectorAll('[data-verse="112:1"]')[2]).toBe(weak);
    expect(weak.textContent).toMatch(/ ?\(weak spot: vowel\)$/);
    expect(asked[0].toString()).toBe('kind=pages&from_page=604&to_page=604');

    await user.click(screen.getByRole('button', { name: 'Hide weak spots' }));
    expect(sheet.querySelector('[data-weak-kind]')).toBeNull();
    useWeakSpotsShown.setState({ shown: true });
  });

  it('goes to a page by its number, and says which numbers there are', async () => {
    const user = userEvent.setup();
    const router = renderApp('/mushaf/604');
    await page(604);

    await user.click(screen.getByText('Page 604', { selector: 'summary' }));
    const input = screen.getByRole('spinbutton', { name: 'Page' });
    await user.clear(input);
    await user.type(input, '700');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A page from 1 to 604.');

    await user.clear(input);
    await user.type(input, '603');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await page(603)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mushaf/603');
  });

  it('says so when a page cannot be loaded, with a way to try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/mushaf/5');

    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it.each([
    ['/mushaf/999', '/mushaf/604', ''],
    ['/mushaf/0', '/mushaf/1', ''],
    ['/mushaf/abc', '/mushaf/1', ''],
    ['/mushaf/1.5', '/mushaf/1', ''],
    ['/mushaf/603abc?verse=113:1', '/mushaf/603', '?verse=113%3A1'],
  ])('takes %s to %s', async (url, target, search) => {
    const router = renderApp(url);
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
    expect(router.state.location.search).toBe(search);
  });

  it('opens two pages side by side on a wide screen, and a test from a verse on the left one hides only from there', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(min-width: 1100px)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const user = userEvent.setup();
    renderApp('/mushaf/604');

    const [right, left] = [await page(603), await page(604)];
    expect(screen.getAllByRole('article')).toEqual([right, left]);

    await user.click(within(left).getByRole('button', { name: 'Verse 113:1: what to do' }));
    await user.click(await screen.findByRole('button', { name: 'Test myself from here' }));
    expect(right.querySelector('[class*="hidden"]')).toBeNull();
    expect(left.querySelector('[data-verse="112:4"][class*="hidden"]')).toBeNull();
    expect(left.querySelector('[data-verse="113:1"][class*="hidden"]')).not.toBeNull();
  });

  it('opens /mushaf at the page last read', async () => {
    act(() => useLastPageStore.setState({ page: 603 }));
    const router = renderApp('/mushaf');

    expect(await page(603)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mushaf/603');
  });
});
