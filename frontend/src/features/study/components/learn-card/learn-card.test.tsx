import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import i18n from '@/lib/i18n';
import { api, testContentVersion } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { emptyBookmarkPage, ikhlas, testVerseContent } from '@/testing/mocks/study-handlers';
import { renderWithProviders, signIn } from '@/testing/test-utils';
import { serveWeakWords } from '@/testing/weak-words-api';
import { useWeakSpotsShown } from '@/stores/weak-spots-store';
import type { BookmarkPage, VerseReference } from '@/types/api';

import { useLearnCardSettings } from '../../stores/learn-card-settings-store';
import type { CardMode } from './card-mode-switch';
import { LearnCard } from './learn-card';

const [firstVerse] = ikhlas.verses;

type HarnessProps = { chapter: number; verse: number; onPractise?: () => void };

function Harness({ chapter, verse, onPractise = () => {} }: HarnessProps) {
  const [mode, setMode] = useState<CardMode>('full');
  return <LearnCard chapter={chapter} verse={verse} mode={mode} onModeChange={setMode} onPractise={onPractise} />;
}

function renderCard(chapter = 112, verse = 1, onPractise?: () => void) {
  return renderWithProviders(<Harness chapter={chapter} verse={verse} onPractise={onPractise} />, {
    url: `/games/${chapter}/${verse}`,
  });
}

/** The card once the image call has answered. */
async function loaded() {
  await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument());
}

/** A bookmark endpoint that remembers, recording each call. */
function useBookmarkServer() {
  const saved = new Set<string>();
  const calls: string[] = [];
  server.use(
    http.get(api('/bookmarks/'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      const key = `${params.get('surah_id')}:${params.get('ayah_id')}`;
      const page: BookmarkPage = saved.has(key)
        ? {
            ...emptyBookmarkPage,
            count: 1,
            results: [
              {
                surah_id: 112,
                ayah_id: 1,
                chapter_name_simple: 'Al-Ikhlas',
                chapter_name_simple_ru: 'Аль-Ихляс',
                text: firstVerse.text,
                created_at: '2026-01-01T00:00:00Z',
              },
            ],
          }
        : emptyBookmarkPage;
      return HttpResponse.json(page);
    }),
    http.post(api('/bookmarks/'), async ({ request }) => {
      const { surah_id, ayah_id } = (await request.json()) as VerseReference;
      saved.add(`${surah_id}:${ayah_id}`);
      calls.push(`POST ${surah_id}:${ayah_id}`);
      return HttpResponse.json({}, { status: 201 });
    }),
    http.delete(api('/bookmarks/:surah/:ayah/'), ({ params }) => {
      saved.delete(`${params.surah}:${params.ayah}`);
      calls.push(`DELETE ${params.surah}:${params.ayah}`);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

describe('LearnCard', () => {
  let scrollIntoView: ReturnType<typeof vi.fn<Element['scrollIntoView']>>;

  beforeEach(() => {
    signIn();
    useLearnCardSettings.setState(useLearnCardSettings.getInitialState());
    // jsdom lays nothing out, so it cannot scroll: the calls are what the card asks for.
    scrollIntoView = vi.fn<Element['scrollIntoView']>();
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('shows a spinner until the image call has finished', async () => {
    renderCard();

    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    await loaded();
    expect(screen.getByRole('img', { name: 'Picture for ayah 112:1' })).toHaveAttribute(
      'src',
      '/media/verses/art/112-1.svg',
    );
  });

  it('keeps the spinner until the verse has come, asked for once at the content version the browser keeps', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const asked: URL[] = [];
    server.use(
      http.get(api('/verses/:chapter/:verse/'), async ({ request }) => {
        asked.push(new URL(request.url));
        await answered;
        return HttpResponse.json(testVerseContent({ surah_id: 112, ayah_id: 1 }));
      }),
    );
    renderCard();

    await waitFor(() => expect(asked).toHaveLength(1));
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    answer();
    await loaded();
    expect(screen.getByText(firstVerse.text)).toBeInTheDocument();
    expect(asked.map((url) => `${url.pathname}?${url.searchParams}`)).toEqual([
      `/api/v1/verses/112/1/?v=${testContentVersion}`,
    ]);
  });

  it('shows the Arabic text, its transliteration and its translation', async () => {
    renderCard();
    await loaded();

    const arabic = await screen.findByText(firstVerse.text);
    expect(arabic).toHaveAttribute('lang', 'ar');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText(firstVerse.transliteration_text)).toBeInTheDocument();
    expect(screen.getByText(firstVerse.english_text)).toBeInTheDocument();
  });

  it('uses the Russian transliteration and translation in the Russian interface', async () => {
    await i18n.changeLanguage('ru');
    renderCard();
    await loaded();

    expect(await screen.findByText(firstVerse.transliteration_text_ru)).toBeInTheDocument();
    expect(screen.getByText(firstVerse.russian_text)).toBeInTheDocument();
    expect(screen.queryByText(firstVerse.english_text)).not.toBeInTheDocument();
  });

  describe('card modes', () => {
    it('starts as a full card showing the picture and the text together', async () => {
      renderCard();
      await loaded();

      expect(screen.getByRole('button', { name: 'Full card' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('img', { name: 'Picture for ayah 112:1' })).toBeInTheDocument();
      expect(await screen.findByText(firstVerse.text)).toBeInTheDocument();
    });

    it('shows one side of a flash card at a time and flips it on a click', async () => {
      const { user } = renderCard();
      await loaded();
      await screen.findByText(firstVerse.text);

      await user.click(screen.getByRole('button', { name: 'Flash card' }));
      const card = screen.getByRole('button', { description: 'Click the card to see the text' });
      expect(within(card).getByRole('img', { name: 'Picture for ayah 112:1' })).toBeInTheDocument();
      expect(screen.queryByText(firstVerse.text)).not.toBeInTheDocument();

      await user.click(card);
      expect(screen.getByText(firstVerse.text)).toBeInTheDocument();
      expect(screen.getByText(firstVerse.english_text)).toBeInTheDocument();
      expect(screen.queryByRole('img')).not.toBeInTheDocument();

      await user.click(card);
      expect(screen.getByRole('img', { name: 'Picture for ayah 112:1' })).toBeInTheDocument();
    });

    it('asks for the verse on the picture side: its reference and what to do, without its text', async () => {
      const { user } = renderCard(112, 1);
      await loaded();

      await user.click(screen.getByRole('button', { name: 'Flash card' }));

      const card = screen.getByRole('button', { description: 'Click the card to see the text' });
      expect(within(card).getByText('112:1')).toBeInTheDocument();
      expect(await within(card).findByText('Al-Ikhlas')).toBeInTheDocument();
      expect(within(card).getByText('Recite this ayah from memory, then turn the card to check.')).toBeInTheDocument();
      expect(screen.queryByText(firstVerse.text)).not.toBeInTheDocument();
      expect(screen.queryByText(firstVerse.english_text)).not.toBeInTheDocument();
    });

    it('says "tap" rather than "click" on a touch screen', async () => {
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: query === '(hover: none) and (pointer: coarse)',
        addEventListener: () => {},
        removeEventListener: () => {},
      }));
      const { user } = renderCard();
      await loaded();
      await user.click(screen.getByRole('button', { name: 'Flash card' }));

      const card = screen.getByRole('button', { description: 'Tap the card to see the text' });
      await user.click(card);
      expect(card).toHaveAccessibleDescription('Tap the card to see the picture');
    });

    it('flips the flash card with Enter and Space', async () => {
      const { user } = renderCard();
      await loaded();
      await user.click(screen.getByRole('button', { name: 'Flash card' }));
      const card = screen.getByRole('button', { description: 'Click the card to see the text' });

      card.focus();
      await user.keyboard('{Enter}');
      expect(card).toHaveAccessibleDescription('Click the card to see the picture');
      await user.keyboard(' ');
      expect(card).toHaveAccessibleDescription('Click the card to see the text');
    });

    it('goes back to both sides on the full card', async () => {
      const { user } = renderCard();
      await loaded();
      await user.click(screen.getByRole('button', { name: 'Flash card' }));

      await user.click(screen.getByRole('button', { name: 'Full card' }));

      expect(screen.getByRole('img', { name: 'Picture for ayah 112:1' })).toBeInTheDocument();
      expect(screen.getByText(firstVerse.text)).toBeInTheDocument();
    });
  });

  describe('step by step', () => {
    const words = ikhlas.verses[0].text.split(' ');

    const shownWords = () =>
      screen
        .getByText(/of 4 words/)
        .previousElementSibling?.textContent?.split(' ')
        .filter(Boolean);

    it('reveals the verse a word at a time from the first word, then hides the add button', async () => {
      const { user } = renderCard();
      await loaded();
      await screen.findByText(firstVerse.text);

      await user.click(screen.getByRole('button', { name: 'Step by step' }));
      expect(shownWords()).toEqual(words.slice(0, 1));
      expect(screen.getByText('1 of 4 words')).toBeInTheDocument();
      expect(screen.queryByText(firstVerse.text)).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Show the next word' }));
      expect(shownWords()).toEqual(words.slice(0, 2));

      await user.click(screen.getByRole('button', { name: 'Show the next word' }));
      expect(screen.getByRole('button', { name: 'Show the next word' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Show the next word' }));
      expect(shownWords()).toEqual(words);
      expect(screen.queryByRole('button', { name: 'Show the next word' })).not.toBeInTheDocument();
    });

    it('stops, shows the whole verse again and starts over from one word', async () => {
      const { user } = renderCard();
      await loaded();
      await screen.findByText(firstVerse.text);
      await user.click(screen.getByRole('button', { name: 'Step by step' }));
      await user.click(screen.getByRole('button', { name: 'Show the next word' }));

      await user.click(screen.getByRole('button', { name: 'Stop' }));
      expect(screen.getByText(firstVerse.text)).toBeInTheDocument();
      // Its buttons gone, the focus is back on the one that starts it.
      expect(screen.getByRole('button', { name: 'Step by step' })).toHaveFocus();
      expect(screen.queryByRole('button', { name: 'Show the next word' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Step by step' }));
      expect(shownWords()).toEqual(words.slice(0, 1));
    });

    it('keeps the transliteration and translation back until the verse is whole', async () => {
      const { user } = renderCard();
      await loaded();
      expect(await screen.findByText(firstVerse.english_text)).toBeInTheDocument();
      expect(screen.getByText(firstVerse.transliteration_text)).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Step by step' }));
      expect(screen.queryByText(firstVerse.english_text)).not.toBeInTheDocument();
      expect(screen.queryByText(firstVerse.transliteration_text)).not.toBeInTheDocument();

      for (let shown = 1; shown < words.length; shown += 1) {
        await user.click(screen.getByRole('button', { name: 'Show the next word' }));
      }
      expect(screen.getByText(firstVerse.english_text)).toBeInTheDocument();
      expect(screen.getByText(firstVerse.transliteration_text)).toBeInTheDocument();
    });

    it('puts its buttons right under the verse, brings the words into view and gives the focus to the next word', async () => {
      const { user } = renderCard();
      await loaded();
      await screen.findByText(firstVerse.text);

      await user.click(screen.getByRole('button', { name: 'Step by step' }));

      const addWord = screen.getByRole('button', { name: 'Show the next word' });
      const stop = screen.getByRole('button', { name: 'Stop' });
      const play = screen.getByRole('button', { name: 'Play' });
      // Before the player: the buttons follow the words, not the recitation's controls.
      expect(addWord.compareDocumentPosition(play) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(stop.compareDocumentPosition(play) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Step by step' })).not.toBeInTheDocument();
      expect(addWord).toHaveFocus();
      expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });

      for (let shown = 1; shown < words.length; shown += 1) await user.click(addWord);
      // The next-word button is gone with the last word: Stop takes the focus.
      expect(stop).toHaveFocus();
    });

    it('turns a flash card to its text side', async () => {
      const { user } = renderCard();
      await loaded();
      await screen.findByText(firstVerse.text);
      await user.click(screen.getByRole('button', { name: 'Flash card' }));

      await user.click(screen.getByRole('button', { name: 'Step by step' }));

      expect(screen.getByText('1 of 4 words')).toBeInTheDocument();
    });
  });

  describe('verse arrows', () => {
    it('lead to the previous and next verse', async () => {
      renderCard(112, 1);

      expect(screen.getByRole('link', { name: 'Previous ayah (111:5)' })).toHaveAttribute('href', '/games/111/5');
      expect(screen.getByRole('link', { name: 'Next ayah (112:2)' })).toHaveAttribute('href', '/games/112/2');
    });

    it('follow the study path’s chapter jumps', () => {
      renderCard(103, 3);

      expect(screen.getByRole('link', { name: 'Next ayah (107:1)' })).toHaveAttribute('href', '/games/107/1');
    });

    it('offer no previous verse before 1:1 and no next one after the last verse', () => {
      renderCard(1, 1);
      expect(screen.queryByRole('link', { name: /Previous ayah/ })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Next ayah (1:2)' })).toBeInTheDocument();
    });

    it('offer no next verse after 114:6', () => {
      renderCard(114, 6);
      expect(screen.queryByRole('link', { name: /Next ayah/ })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Previous ayah (114:5)' })).toBeInTheDocument();
    });
  });

  describe('bookmark', () => {
    it('saves the verse and shows it saved, then removes it', async () => {
      const calls = useBookmarkServer();
      const { user } = renderCard();
      const bookmark = screen.getByRole('button', { name: 'Bookmark this ayah' });
      await waitFor(() => expect(bookmark).toBeEnabled());
      expect(bookmark).toHaveAttribute('aria-pressed', 'false');

      await user.click(bookmark);
      await waitFor(() => expect(bookmark).toHaveAttribute('aria-pressed', 'true'));

      await user.click(bookmark);
      await waitFor(() => expect(bookmark).toHaveAttribute('aria-pressed', 'false'));
      expect(calls).toEqual(['POST 112:1', 'DELETE 112:1']);
    });

    it('tells the user when the bookmark cannot be saved', async () => {
      server.use(http.post(api('/bookmarks/'), () => HttpResponse.json({ message: 'Oops' }, { status: 500 })));
      const { user } = renderCard();
      const bookmark = screen.getByRole('button', { name: 'Bookmark this ayah' });
      await waitFor(() => expect(bookmark).toBeEnabled());

      await user.click(bookmark);

      expect(await screen.findByText('Could not bookmark the ayah.')).toBeInTheDocument();
      expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    });
  });

  describe('settings', () => {
    it('hides and shows the transliteration and translation, and remembers the choice', async () => {
      const { user } = renderCard();
      await loaded();
      await screen.findByText(firstVerse.transliteration_text);

      await user.click(screen.getByRole('button', { name: 'Card settings' }));
      await user.click(screen.getByRole('switch', { name: 'Show transliteration' }));
      expect(screen.queryByText(firstVerse.transliteration_text)).not.toBeInTheDocument();
      expect(screen.getByText(firstVerse.english_text)).toBeInTheDocument();

      await user.click(screen.getByRole('switch', { name: 'Show translation' }));
      expect(screen.queryByText(firstVerse.english_text)).not.toBeInTheDocument();
      expect(JSON.parse(localStorage.getItem('learn-card-settings') ?? '{}').state).toEqual({
        showTransliteration: false,
        showTranslation: false,
      });

      await user.click(screen.getByRole('switch', { name: 'Show transliteration' }));
      expect(screen.getByText(firstVerse.transliteration_text)).toBeInTheDocument();
    });

    it('closes on Escape and returns focus to the settings icon', async () => {
      const { user } = renderCard();
      const settings = screen.getByRole('button', { name: 'Card settings' });
      await user.click(settings);
      expect(settings).toHaveAttribute('aria-expanded', 'true');

      await user.keyboard('{Escape}');

      expect(screen.queryByRole('switch')).not.toBeInTheDocument();
      expect(settings).toHaveFocus();
    });
  });

  it('only logs a failed verse call and stops the spinner: no text, no picture, no audio, no message', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(api('/verses/:chapter/:verse/'), () => new HttpResponse(null, { status: 500 })));
    renderCard();

    await loaded();

    await waitFor(() => expect(log).toHaveBeenCalledWith('Loading the verse failed', expect.anything()));
    expect(screen.queryByText(firstVerse.text)).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play' })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("underlines the learner's weak words by kind, said in words, and hides them while they test themselves", async () => {
    useWeakSpotsShown.setState({ shown: true });
    const asked = serveWeakWords({
      verses: [{ surah_id: 112, ayah_id: 1, words: [{ word: 2, kind: 'forgot', weakness: 0.5 }] }],
    });
    const { user } = renderCard();
    const text = await screen.findByText(/weak spot: forgot/);

    const weak = text.closest('[data-weak-kind]');
    expect(weak).toHaveAttribute('data-weak-kind', 'forgot');
    expect(weak).toHaveAttribute('data-weak-level', 'medium');
    expect(weak?.textContent).toMatch(/^ٱللَّهُ ?\(weak spot: forgot\)$/);
    expect(asked[0].toString()).toBe('kind=verses&from_verse=112%3A1&to_verse=112%3A1');

    await user.click(screen.getByRole('button', { name: 'Hide weak spots' }));
    expect(document.querySelector('[data-weak-kind]')).toBeNull();
    expect(screen.getByText(firstVerse.text)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show weak spots' }));
    expect(document.querySelector('[data-weak-kind]')).not.toBeNull();
  });

  it('offers no weak spots toggle on a verse without weak words', async () => {
    renderCard();
    await screen.findByText(firstVerse.text);

    expect(screen.queryByRole('button', { name: /weak spots/ })).not.toBeInTheDocument();
  });

  it('brings the game tiles into view from "Practise with games"', async () => {
    const onPractise = vi.fn();
    const { user } = renderCard(112, 1, onPractise);

    await user.click(screen.getByRole('button', { name: 'Practise with games' }));

    expect(onPractise).toHaveBeenCalledTimes(1);
  });

  it('links to the Hifz player at its verse', async () => {
    renderCard(112, 3);
    await loaded();

    expect(screen.getByRole('link', { name: 'Hifz player' })).toHaveAttribute('href', '/karaoke/112/3');
  });

  it('recites from memory the verses the games cover, ending at its verse', async () => {
    renderWithProviders(
      <LearnCard chapter={112} verse={3} mode="full" onModeChange={() => {}} onPractise={() => {}} reciteCount={2} />,
      { url: '/games/112/3' },
    );
    await loaded();

    expect(screen.getByRole('link', { name: 'Recite from memory' })).toHaveAttribute(
      'href',
      '/recite?from=112%3A2&to=112%3A3',
    );
  });

  it('shows its verse on its page of the mushaf', async () => {
    renderCard(112, 3);
    await loaded();

    expect(screen.getByRole('link', { name: 'Show on the page' })).toHaveAttribute('href', '/mushaf/604?verse=112:3');
  });

  it("ends with the verse's look-alikes, hidden while the learner recites from memory", async () => {
    server.use(
      http.get(api('/verses/112/3/similar/'), () =>
        HttpResponse.json({
          similar: [
            {
              surah_id: 112,
              ayah_id: 1,
              kind: 'verse',
              score: 0.5,
              words: [{ text: 'قُلْ', same: false }],
              verse_words: [{ text: 'لَمْ', same: false }],
              phrase: null,
              verse_phrase: null,
            },
          ],
          words: [{ text: 'لَمْ', same: false }],
        }),
      ),
    );
    const { user } = renderCard(112, 3);
    const card = screen.getByRole('region', { name: 'Learn card for ayah 112:3' });
    const similar = () => within(card).queryByRole('region', { name: 'Similar verses' });

    expect(await within(card).findByRole('link', { name: 'Al-Ikhlas 112:1' })).toBeInTheDocument();
    // Under a flash card's picture side the learner recites from memory: the look-alikes would give the verse away.
    await user.click(within(card).getByRole('button', { name: 'Flash card' }));
    expect(similar()).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { description: 'Click the card to see the text' }));
    expect(similar()).toBeInTheDocument();
    // So would they while step by step reveals it a word at a time.
    await user.click(within(card).getByRole('button', { name: 'Step by step' }));
    expect(similar()).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Stop' }));
    expect(similar()).toBeInTheDocument();
  });
});
