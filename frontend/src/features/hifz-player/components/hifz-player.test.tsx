import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import i18n from '@/lib/i18n';
import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { usePlayerPositionStore } from '@/stores/player-position-store';
import { useWeakSpotsShown } from '@/stores/weak-spots-store';
import { renderWithProviders, signIn } from '@/testing/test-utils';
import { serveWeakWords } from '@/testing/weak-words-api';

import { installFakeMedia } from '../testing/fake-media';
import { LISTENING_ID, recitationOf, servePlayerApi } from '../testing/player-api';
import { CHAPTER_112 } from '../testing/verses';
import type { PlayerSettings } from '../types';
import { verseWords } from '../utils/verse-words';
import { HifzPlayerPage } from './hifz-player-page';

let media: ReturnType<typeof installFakeMedia>;
// The third word of 112:1, as the source spells it.
const allah = verseWords(CHAPTER_112[0])[2];

beforeEach(() => {
  media = installFakeMedia();
  signIn();
  usePlayerPositionStore.setState({ position: null });
});

const audio = () => document.querySelector('audio') as HTMLAudioElement;
const player = () => screen.getByRole('region', { name: /Hifz player/ });
const litVerseElement = () => document.querySelector('[data-verse][aria-current="true"]');
const litVerse = () => litVerseElement()?.getAttribute('data-verse');
const litReference = () =>
  `${litVerseElement()?.getAttribute('data-chapter')}:${litVerseElement()?.getAttribute('data-verse')}`;
const litWord = () => document.querySelector('[data-lit]')?.getAttribute('data-word');
const status = () => within(player()).getAllByRole('status').at(-1)?.textContent;

async function openPlayer(
  settings: Partial<PlayerSettings>,
  url = '/karaoke/112/1',
  verse = 1,
  chapter = 112,
  timings: Record<string, JsonBodyType> = {},
) {
  const sent = servePlayerApi(settings, timings);
  const rendered = renderWithProviders(<HifzPlayerPage chapter={chapter} verse={verse} />, { url });
  await waitFor(() => expect(document.querySelector('[data-verse]')).toBeInTheDocument());
  // The learner's settings are in once they can be changed.
  await waitFor(() => expect(document.querySelector('fieldset:disabled')).toBeNull());
  return { ...rendered, sent };
}

/** Lets the player read the file's header and start playing. */
const loaded = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

const selectRange = async (user: ReturnType<typeof renderWithProviders>['user'], from: number, to: number) => {
  await user.selectOptions(screen.getByLabelText('To verse'), String(to));
  await user.selectOptions(screen.getByLabelText('From verse'), String(from));
};

/** From surah, from verse, to surah, to verse, as the range picker shows them. */
const rangeShown = () =>
  ['From surah', 'From verse', 'To surah', 'To verse'].map(
    (label) => (screen.getByLabelText(label) as HTMLSelectElement).value,
  );

describe('HifzPlayer', () => {
  it('plays a range, each verse twice, following the verses and words, and records the pass', async () => {
    const { user, sent } = await openPlayer({ verse_repeats: 2, pause_mode: 'none' });
    await selectRange(user, 1, 2);

    await user.click(screen.getByRole('button', { name: 'Play' }));
    await loaded();
    expect(audio().src).toBe(recitationOf(112, 1));
    expect(player()).toHaveAttribute('data-phase', 'playing');
    expect(litVerse()).toBe('1');
    expect(status()).toBe('Verse 1 · repeat 1 of 2');

    // 112:1 is 0.4 s for 11 letters: قُلۡ (2) هُوَ (2) ٱللَّهُ (4) أَحَدٌ (3).
    act(() => media.advance(audio(), 0.1));
    expect(litWord()).toBe('1');
    act(() => media.advance(audio(), 0.3));
    expect(litWord()).toBe('3');

    act(() => media.end(audio()));
    expect(status()).toBe('Verse 1 · repeat 2 of 2');
    expect(audio().currentTime).toBe(0);
    act(() => media.end(audio()));
    await loaded();
    expect(litVerse()).toBe('2');
    expect(audio().src).toBe(recitationOf(112, 2));
    act(() => media.end(audio()));
    act(() => media.end(audio()));

    expect(player()).toHaveAttribute('data-phase', 'finished');
    expect(status()).toBe('Done. Press play to listen again.');
    // Named by the player's listening_id, so the server can time the pass against its recitation.
    await waitFor(() =>
      expect(sent.listened).toEqual([
        { surah_id: 112, from_ayah: 1, to_surah_id: 112, to_ayah: 2, repeats: 2, listening_id: LISTENING_ID },
      ]),
    );
    expect(media.play).toHaveBeenCalledTimes(4);
  });

  it('plays on across the chapter boundary, 113:5 into 114:1, and records it as one pass', async () => {
    const { user, sent, router } = await openPlayer({ verse_repeats: 1, pause_mode: 'none' }, '/karaoke/113/5', 5, 113);
    await user.selectOptions(screen.getByLabelText('To surah'), '114');
    expect(screen.getByLabelText('To verse')).toHaveValue('6');
    await user.selectOptions(screen.getByLabelText('To verse'), '1');
    expect(await screen.findByRole('heading', { name: 'Surah 114 · Chapter 114 begins' })).toBeInTheDocument();
    expect(within(player()).getByRole('region', { name: 'Verses 113:5–114:1' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Play' }));
    await loaded();
    expect(litReference()).toBe('113:5');
    expect(status()).toBe('Verse 113:5 · repeat 1 of 1');
    act(() => media.end(audio()));
    await loaded();
    expect(litReference()).toBe('114:1');
    expect(status()).toBe('Verse 114:1 · repeat 1 of 1');
    expect(screen.getByRole('heading', { name: 'Surah 114 · Chapter 114' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/karaoke/114/1'));
    act(() => media.end(audio()));

    expect(player()).toHaveAttribute('data-phase', 'finished');
    await waitFor(() =>
      expect(sent.listened).toEqual([
        { surah_id: 113, from_ayah: 5, to_surah_id: 114, to_ayah: 1, repeats: 1, listening_id: LISTENING_ID },
      ]),
    );
  });

  it("underlines the learner's weak words in the range, and hides them with the toggle", async () => {
    useWeakSpotsShown.setState({ shown: true });
    const asked = serveWeakWords({
      verses: [{ surah_id: 112, ayah_id: 1, words: [{ word: 2, kind: 'tajweed', weakness: 0.3 }] }],
    });
    const { user } = await openPlayer({});

    const weak = await waitFor(() => {
      const marked = document.querySelector('[data-weak-kind="tajweed"]');
      expect(marked).not.toBeNull();
      return marked as HTMLElement;
    });
    expect(weak).toHaveAttribute('data-word', '2');
    expect(weak).toHaveAttribute('data-weak-level', 'faint');
    expect(weak.textContent).toMatch(new RegExp(`^${allah} ?\\(fading weak spot: tajweed\\)$`));
    expect(asked[0].get('kind')).toBe('verses');
    expect(asked[0].get('from_verse')).toBe('112:1');

    await user.click(screen.getByRole('button', { name: 'Hide weak spots' }));
    expect(document.querySelector('[data-weak-kind]')).toBeNull();
    useWeakSpotsShown.setState({ shown: true });
  });

  it('moves on from the last verse of a chapter to the first of the next', async () => {
    const { user, router } = await openPlayer({ verse_repeats: 1, pause_mode: 'none' }, '/karaoke/113/5', 5, 113);

    await user.click(screen.getByRole('button', { name: 'Next verse' }));

    await waitFor(() => expect(screen.getByLabelText('From surah')).toHaveValue('114'));
    expect(screen.getByLabelText('From verse')).toHaveValue('1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/karaoke/114/1'));
  });

  it('takes a whole juz or one of its hizbs as the range', async () => {
    const { user } = await openPlayer({});
    await user.click(screen.getByText('A juz, a hizb or pages'));
    const portion = screen.getByLabelText('Juz or hizb');
    await waitFor(() => expect(portion).toBeEnabled());

    await user.selectOptions(portion, 'Juz 1, whole (1:1–1:5)');
    expect(rangeShown()).toEqual(['1', '1', '1', '5']);

    await user.selectOptions(portion, 'Hizb 2 (1:3–1:5)');
    expect(rangeShown()).toEqual(['1', '3', '1', '5']);
  });

  it('takes a run of mushaf pages, and says why when it cannot', async () => {
    const firstVerses: Record<number, [number, number, number]> = {
      1: [1, 1, 7],
      2: [2, 1, 5],
      604: [112, 1, 4],
    };
    server.use(
      http.get(api('/pages/:page/'), ({ params }) => {
        const page = Number(params.page);
        const [chapter, from, to] = firstVerses[page];
        const verses = Array.from({ length: to - from + 1 }, (_, index) => ({
          surah_id: chapter,
          ayah_id: from + index,
        }));
        return HttpResponse.json({ page, verses });
      }),
    );
    const { user } = await openPlayer({});
    await user.click(screen.getByText('A juz, a hizb or pages'));

    await user.clear(screen.getByLabelText('To page'));
    await user.type(screen.getByLabelText('To page'), '2');
    await user.click(screen.getByRole('button', { name: 'Use these pages' }));
    await waitFor(() => expect(rangeShown()).toEqual(['1', '1', '2', '5']));

    await user.clear(screen.getByLabelText('To page'));
    await user.type(screen.getByLabelText('To page'), '604');
    await user.click(screen.getByRole('button', { name: 'Use these pages' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A range is at most 564 verses');
    expect(rangeShown()).toEqual(['1', '1', '2', '5']);

    await user.clear(screen.getByLabelText('From page'));
    await user.type(screen.getByLabelText('From page'), '700');
    await user.click(screen.getByRole('button', { name: 'Use these pages' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose pages from 1 to 604');
  });

  it('pauses after each verse as long as the verse it just played (0.5×)', async () => {
    const { user } = await openPlayer({ verse_repeats: 2, pause_mode: 'multiple', pause_multiple: 0.5 });

    await user.click(screen.getByRole('button', { name: 'Play' }));
    await loaded();
    act(() => media.end(audio()));

    // 112:1 lasts 0.4 s: a 0.2 s pause to recite it back, then the second repeat.
    expect(player()).toHaveAttribute('data-phase', 'gap');
    expect(status()).toBe('Your turn: recite it back (0.2 s)');
    expect(media.play).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(player()).toHaveAttribute('data-phase', 'playing'), { timeout: 1000 });
    expect(media.play).toHaveBeenCalledTimes(2);
    expect(player()).toHaveAttribute('data-repeat', '2');
  });

  it('keeps a pause paused and resumes it', async () => {
    const { user } = await openPlayer({ verse_repeats: 2, pause_mode: 'fixed', pause_seconds: 1 });

    await user.click(screen.getByRole('button', { name: 'Play' }));
    await loaded();
    act(() => media.end(audio()));
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));

    expect(player()).toHaveAttribute('data-phase', 'paused');
    expect(media.play).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(player()).toHaveAttribute('data-phase', 'gap');
    await waitFor(() => expect(media.play).toHaveBeenCalledTimes(2), { timeout: 1500 });
  });

  it('plays stepped repeats: verse k of the range k times', async () => {
    const { user, sent } = await openPlayer({ stepped: true, pause_mode: 'none' });
    await selectRange(user, 1, 3);

    await user.click(screen.getByRole('button', { name: 'Play' }));
    const heard: string[] = [];
    for (let step = 0; step < 6; step += 1) {
      await loaded();
      heard.push(`${litVerse()}×${player().dataset.repeat}`);
      act(() => media.end(audio()));
    }

    expect(heard).toEqual(['1×1', '2×1', '2×2', '3×1', '3×2', '3×3']);
    await waitFor(() => expect(sent.listened).toHaveLength(3));
    expect(sent.listened.map((pass) => [pass.from_ayah, pass.repeats])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
  });

  it('answers the keyboard: space plays and pauses, arrows change verse, R repeats the verse', async () => {
    const { user } = await openPlayer({ verse_repeats: 1, pause_mode: 'none' });
    await selectRange(user, 1, 3);
    (document.activeElement as HTMLElement | null)?.blur();

    await user.keyboard(' ');
    await loaded();
    expect(player()).toHaveAttribute('data-phase', 'playing');
    await user.keyboard(' ');
    expect(player()).toHaveAttribute('data-phase', 'paused');

    await user.keyboard('{ArrowRight}');
    expect(litVerse()).toBe('2');
    await user.keyboard('{ArrowLeft}');
    expect(litVerse()).toBe('1');

    await user.keyboard('r');
    expect(screen.getByRole('button', { name: 'Repeat this verse' })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard(' ');
    await loaded();
    act(() => media.end(audio()));
    act(() => media.end(audio()));
    expect(litVerse()).toBe('1');
    expect(status()).toBe('Verse 1 · repeat 3');
    await user.keyboard('R');
    act(() => media.end(audio()));
    await loaded();
    expect(litVerse()).toBe('2');
  });

  it('slides a one-verse range to the next verse and keeps playing', async () => {
    const { user, router } = await openPlayer({ verse_repeats: 1, pause_mode: 'none' });

    await user.click(screen.getByRole('button', { name: 'Play' }));
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Next verse' }));

    await waitFor(() => expect(audio().src).toBe(recitationOf(112, 2)));
    expect(player()).toHaveAttribute('data-phase', 'playing');
    expect(screen.getByLabelText('From verse')).toHaveValue('2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/karaoke/112/2'));
  });

  it('follows real word timings when the recitation has them, and says so', async () => {
    // 112:1 (0.4 s) with a long first word: the estimate would light the third word at 0.2 s.
    const timings = {
      '112:1': [
        [0, 300],
        [300, 320],
        [320, 360],
        [360, 400],
      ],
    };
    const { user } = await openPlayer({ pause_mode: 'none' }, '/karaoke/112/1', 1, 112, timings);
    await waitFor(() =>
      expect(screen.getByText('The lit word follows the word timings of this recitation.')).toBeInTheDocument(),
    );

    await user.click(screen.getByRole('button', { name: 'Play' }));
    await loaded();
    act(() => media.advance(audio(), 0.2));
    expect(litWord()).toBe('0');
    act(() => media.advance(audio(), 0.33));
    expect(litWord()).toBe('2');
  });

  it('estimates the word timings when the timing file does not fit the verse', async () => {
    const { user } = await openPlayer({ pause_mode: 'none' }, '/karaoke/112/1', 1, 112, { '112:1': [[0, 300]] });

    await user.click(screen.getByRole('button', { name: 'Play' }));
    await loaded();
    act(() => media.advance(audio(), 0.2));

    expect(litWord()).toBe('2');
    expect(
      screen.getByText(
        "The lit word moves at a pace set by each word's length, an estimate: this recitation has no word timings.",
      ),
    ).toBeInTheDocument();
  });

  it('hides the words to their first letter and shows one when tapped', async () => {
    const { user } = await openPlayer({ hide_mode: 'first_letter', difficulty: 9 });

    const words = within(screen.getByRole('region', { name: 'Verses 1–1' }));
    expect(words.queryByText(allah)).not.toBeInTheDocument();
    expect(words.getAllByRole('button', { name: /Show word/ })).toHaveLength(4);
    expect(words.getByRole('button', { name: /Show word 3$/ })).toHaveAccessibleName(/^ٱلل\S* Show word 3$/);

    await user.click(words.getByRole('button', { name: /Show word 3$/ }));

    expect(words.getByText(allah)).toBeInTheDocument();
    expect(words.getAllByRole('button', { name: /Show word/ })).toHaveLength(3);
  });

  it('names each verse-end mark by the mark it shows, then what it does', async () => {
    await openPlayer({});

    const verseEnd = screen.getByRole('button', { name: /Play from verse 1$/ });
    // The name holds the visible text, so a voice control can say what the learner sees (WCAG 2.5.3).
    expect(verseEnd).toHaveAccessibleName(`${verseEnd.querySelector('[lang="ar"]')?.textContent} Play from verse 1`);
  });

  it('hides a share of the words with the difficulty slider, and none at 0', async () => {
    const { user, sent } = await openPlayer({ hide_mode: 'hidden', difficulty: 9 });
    const slider = screen.getByRole('slider', { name: /Words hidden/ });

    // A slider is set by dragging; the change it makes is what counts.
    fireEvent.change(slider, { target: { value: '0' } });

    expect(screen.queryAllByRole('button', { name: /Show word/ })).toHaveLength(0);
    expect(screen.getByText(allah)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Hidden words show'), 'none');
    await waitFor(() => expect(sent.settings.at(-1)).toMatchObject({ hide_mode: 'none', difficulty: 0 }), {
      timeout: 1500,
    });
    expect(sent.settings).toHaveLength(1);
  });

  it('splits a long verse at its pause marks and repeats one part on its own (2:282)', async () => {
    const { user } = await openPlayer(
      { split_mode: 'pause_marks', verse_repeats: 2, pause_mode: 'none' },
      '/karaoke/2/282',
      282,
      2,
    );
    const parts = screen.getByRole('group', { name: 'Parts of verse 282' });
    expect(within(parts).getAllByRole('button', { name: /^Part/ })).toHaveLength(16);

    await user.click(within(parts).getByRole('button', { name: 'Part 2' }));
    await loaded();

    // The part's slice: words 10–13 of 128, in proportion to their letters, of the 2 s recitation.
    const start = audio().currentTime;
    expect(start).toBeGreaterThan(0.1);
    expect(start).toBeLessThan(0.3);
    expect(player()).toHaveAttribute('data-part', '2');
    expect(status()).toBe('Verse 282 · part 2 of 16 · repeat 1 of 2');
    expect(Number(litWord())).toBe(10);

    act(() => media.advance(audio(), start + 0.3));
    expect(status()).toBe('Verse 282 · part 2 of 16 · repeat 2 of 2');
    expect(audio().currentTime).toBeCloseTo(start);
    act(() => media.advance(audio(), start + 0.3));
    expect(player()).toHaveAttribute('data-phase', 'finished');
  });

  it('saves a changed setting for the learner, all settings at once', async () => {
    const { user, sent } = await openPlayer({});

    await user.selectOptions(screen.getByLabelText('Each verse'), 'endless');

    await waitFor(() => expect(sent.settings).toHaveLength(1), { timeout: 1500 });
    expect(sent.settings[0]).toMatchObject({ verse_repeats: null, range_repeats: 1, hide_mode: 'none' });
  });

  it('starts afresh at the verse in the address when the saved range is no range it can play', async () => {
    usePlayerPositionStore.setState({
      position: { fromVerse: 6222, toVerse: 99999, verse: 6222, cursor: null, focus: null },
    });

    await openPlayer({});

    expect(rangeShown()).toEqual(['112', '1', '112', '1']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('resumes where it was after a reload', async () => {
    const first = await openPlayer({ verse_repeats: 2, pause_mode: 'none' });
    await selectRange(first.user, 1, 2);
    await first.user.click(screen.getByRole('button', { name: 'Play' }));
    await loaded();
    act(() => media.end(audio()));
    act(() => media.end(audio()));
    await loaded();
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/karaoke/112/2'));
    first.queryClient.clear();
    document.body.innerHTML = '';

    const { user } = await openPlayer({ verse_repeats: 2, pause_mode: 'none' }, '/karaoke/112/2', 2);
    expect(screen.getByLabelText('From verse')).toHaveValue('1');
    await user.click(screen.getByRole('button', { name: 'Play' }));
    await loaded();

    expect(audio().src).toBe(recitationOf(112, 2));
    expect(status()).toBe('Verse 2 · repeat 1 of 2');
  });

  it('speaks Russian', async () => {
    await i18n.changeLanguage('ru');
    await openPlayer({});

    expect(screen.getByRole('button', { name: 'Слушать' })).toBeInTheDocument();
    expect(screen.getByText('Нажмите «Слушать», чтобы начать.')).toBeInTheDocument();
  });
});
