import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { outboxKeep, outboxWaiting } from '@/features/recitation/stores/outbox';
import { serveRecitationApi } from '@/features/recitation/testing/recitation-api';
import i18n from '@/lib/i18n';
import { AUTH_TOKEN_KEY, useAuthStore } from '@/stores/auth-store';
import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import type { SimilarVerses } from '@/types/api';

import { renderApp } from '../testing/render-app';

beforeEach(() => {
  localStorage.setItem(AUTH_TOKEN_KEY, 'test-token');
  localStorage.removeItem('recitation-outbox');
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const text = async () => {
  await screen.findByRole('button', { name: 'Next word' });
  return document.querySelector('[data-verse]')?.parentElement as HTMLElement;
};
const shownWords = (container: HTMLElement) =>
  within(container)
    .queryAllByRole('button')
    .map((word) => word.textContent);

describe('/recite', () => {
  it('hides the passage and shows it a word at a time, then a verse at a time', async () => {
    const user = userEvent.setup();
    serveRecitationApi();
    renderApp('/recite?from=112:1&to=112:4');

    const verses = await text();
    expect(shownWords(verses)).toEqual([]);
    expect(await screen.findByRole('heading', { name: 'Al-Ikhlas 112:1–4' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next word' }));
    expect(shownWords(verses)).toEqual(['قُلۡ']);
    await user.click(screen.getByRole('button', { name: 'Whole verse' }));
    expect(shownWords(verses)).toHaveLength(4);
    expect(screen.getByText(/Verse 2 of 4/)).toBeInTheDocument();
  });

  it('reveals the weak words last when the learner asks, and offers it only where the passage holds some', async () => {
    const user = userEvent.setup();
    serveRecitationApi({ weak: { 1: [1] } });
    renderApp('/recite?from=112:1&to=112:4');
    const verses = await text();

    const weakLast = screen.getByRole('button', { name: 'Weak words last', pressed: false });
    await user.click(weakLast);
    expect(weakLast).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Next word' }));
    await user.click(screen.getByRole('button', { name: 'Next word' }));
    // 112:1's second word, هُوَ, waits under its band while the words after it show; a screen reader hears where.
    expect(shownWords(verses)).toEqual(['قُلۡ', 'ٱللَّهُ']);
    expect(verses.querySelector('[data-verse="112:1"]')).toHaveTextContent(/هُوَ ?\(a weak word, still hidden\)ٱللَّهُ/);
    await user.click(screen.getByRole('button', { name: 'Next word' }));
    await user.click(screen.getByRole('button', { name: 'Next word' }));
    expect(shownWords(verses)).toEqual(['قُلۡ', 'هُوَ', 'ٱللَّهُ', 'أَحَدٌ']);
  });

  it('reads the weak words anew for "Recite again": the recitation just sent changed them', async () => {
    const user = userEvent.setup();
    const weak: Record<number, number[]> = {};
    serveRecitationApi({ weak });
    renderApp('/recite?from=112:1&to=112:4');
    await text();
    expect(screen.queryByRole('button', { name: 'Weak words last' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next word' }));
    await user.click(screen.getByRole('button', { name: /Forgot/ }));
    for (let verse = 0; verse < 4; verse += 1) await user.click(screen.getByRole('button', { name: 'Whole verse' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    weak[1] = [1];

    await user.click(await screen.findByRole('button', { name: 'Recite again' }));

    expect(await screen.findByRole('button', { name: 'Weak words last' })).toBeInTheDocument();
  });

  it('offers no weak words last to a learner without weak words in the passage', async () => {
    serveRecitationApi();
    renderApp('/recite?from=112:1&to=112:4');
    await text();

    expect(screen.queryByRole('button', { name: 'Weak words last' })).not.toBeInTheDocument();
  });

  it('marks a forgotten word, sends the recitation at the end and lights the slip in the summary', async () => {
    const user = userEvent.setup();
    const sent = serveRecitationApi();
    renderApp('/recite?from=112:1&to=112:4');
    await text();

    await user.click(screen.getByRole('button', { name: 'Next word' }));
    // The second word will not come: "Forgot" shows it, marked.
    await user.click(screen.getByRole('button', { name: /Forgot/ }));
    // A browser reads "هُوَ (Forgot)"; jsdom leaves out the space.
    expect(screen.getByRole('button', { name: /^هُوَ ?\(Forgot\)$/ })).toBeInTheDocument();
    for (let verse = 0; verse < 4; verse += 1) await user.click(screen.getByRole('button', { name: 'Whole verse' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    expect(await screen.findByRole('heading', { name: 'Recitation finished' })).toHaveFocus();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].slips).toEqual([{ surah_id: 112, ayah_id: 1, word: 1, kind: 'forgot' }]);
    expect(sent[0].hinted).toEqual([]);
    expect(sent[0].passage).toEqual({
      kind: 'verses',
      from_verse: { surah_id: 112, ayah_id: 1 },
      to_verse: { surah_id: 112, ayah_id: 4 },
    });
    expect(await screen.findByText('+4 xp')).toBeInTheDocument();
    expect(screen.getByText('1 slip:')).toBeInTheDocument();
    const slipped = document.querySelector('mark[data-slips]')?.closest('li') as HTMLElement;
    expect(within(slipped).getByText('Again')).toBeInTheDocument();
    expect(within(slipped).getByText('next review in 10 minutes')).toBeInTheDocument();
    expect(slipped.querySelector('mark[data-slips="forgot"]')).toHaveTextContent('هُوَ');
    expect(within(slipped).getByText('Al-Ikhlas 112:1')).toBeInTheDocument();
    expect(screen.getByText('3 verses without a slip')).toBeInTheDocument();
    expect(outboxWaiting()).toEqual([]);
  });

  it('is recited by keyboard: Space, Enter, 1–4 to mark, U to undo, H for the first letters', async () => {
    const sent = serveRecitationApi();
    renderApp('/recite?from=112:1&to=112:4');
    const verses = await text();

    fireEvent.keyDown(document.body, { key: ' ', code: 'Space' });
    fireEvent.keyDown(document.body, { key: '3', code: 'Digit3' });
    fireEvent.keyDown(document.body, { key: '4', code: 'Digit4' });
    fireEvent.keyDown(document.body, { key: 'u', code: 'KeyU' });
    expect(screen.getByRole('button', { name: /^قُلۡ ?\(Vowel\)$/ })).toBeInTheDocument();

    fireEvent.keyDown(document.body, { key: 'h', code: 'KeyH' });
    expect(screen.getByRole('button', { name: 'First letters' })).toHaveAttribute('aria-pressed', 'true');
    expect(verses.textContent).toContain('هُ');
    fireEvent.keyDown(document.body, { key: 'Enter', code: 'Enter' });
    expect(shownWords(verses)).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    // Stopped after the first verse: only it was recited, with its first letters shown.
    expect(sent[0]).toMatchObject({
      passage: { kind: 'verses', from_verse: { surah_id: 112, ayah_id: 1 }, to_verse: { surah_id: 112, ayah_id: 1 } },
      slips: [{ surah_id: 112, ayah_id: 1, word: 0, kind: 'vowel' }],
      hinted: [{ surah_id: 112, ayah_id: 1 }],
    });
  });

  it('leaves Space to a control the learner has moved to: it presses it', async () => {
    const user = userEvent.setup();
    const sent = serveRecitationApi();
    renderApp('/recite?from=112:1&to=112:4');
    await text();

    fireEvent.keyDown(document.body, { key: 'Enter', code: 'Enter' });
    screen.getByRole('button', { name: 'Finish' }).focus();
    await user.keyboard(' ');

    expect(await screen.findByRole('heading', { name: 'Recitation finished' })).toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(1));
    // Space pressed Finish, and showed no word of the second verse.
    expect(sent[0].passage.to_verse).toEqual({ surah_id: 112, ayah_id: 1 });
  });

  it('asks which look-alike a wrong word went on with, and offers its drill', async () => {
    const user = userEvent.setup();
    const sent = serveRecitationApi();
    server.use(
      http.get(api('/verses/112/1/similar/'), () =>
        HttpResponse.json<SimilarVerses>({
          similar: [
            {
              surah_id: 109,
              ayah_id: 1,
              kind: 'verse',
              score: 0.5,
              words: [],
              verse_words: [],
              phrase: null,
              verse_phrase: null,
            },
          ],
          words: [],
        }),
      ),
    );
    renderApp('/recite?from=112:1&to=112:4');
    await text();

    await user.click(screen.getByRole('button', { name: 'Next word' }));
    await user.click(screen.getByRole('button', { name: /Wrong word/ }));
    const question = await screen.findByRole('group', { name: 'Went on with a look-alike?' });
    await user.click(within(question).getByRole('button', { name: /109:1/ }));
    expect(screen.queryByRole('group', { name: 'Went on with a look-alike?' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].slips).toEqual([
      { surah_id: 112, ayah_id: 1, word: 0, kind: 'wrong_word', drifted_into: { surah_id: 109, ayah_id: 1 } },
    ]);
    expect(await screen.findByRole('link', { name: /112:1 and .*109:1: “Which one\?”/ })).toHaveAttribute(
      'href',
      '/drill/112/1?with=109:1',
    );
  });

  it('keeps a recitation ended without network on the device, and sends it once back online', async () => {
    const user = userEvent.setup();
    serveRecitationApi({ offline: true });
    renderApp('/recite?from=112:1&to=112:4');
    await text();

    await user.click(screen.getByRole('button', { name: 'Whole verse' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    expect(await screen.findByText(/Kept on this device/)).toBeInTheDocument();
    expect(outboxWaiting()).toHaveLength(1);

    const sent = serveRecitationApi();
    act(() => window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(outboxWaiting()).toEqual([]);
    expect(await screen.findByText('Your recitation kept on this device was sent.')).toBeInTheDocument();
  });

  it('sends a recitation kept on the device when the level map opens', async () => {
    const sent = serveRecitationApi();
    const kept = {
      session_id: '0b7f3c2e-1d4a-4b8e-9c6f-2a5d8e1f4b3c',
      passage: {
        kind: 'verses' as const,
        from_verse: { surah_id: 112, ayah_id: 1 },
        to_verse: { surah_id: 112, ayah_id: 1 },
      },
      slips: [],
      hinted: [],
    };
    useAuthStore.getState().init();
    outboxKeep(kept);
    renderApp('/levels');

    await waitFor(() => expect(sent).toEqual([kept]));
    await waitFor(() => expect(outboxWaiting()).toEqual([]));
  });

  it("never sends one learner's kept recitation under another's sign-in", async () => {
    const sent = serveRecitationApi();
    useAuthStore.getState().init();
    outboxKeep({
      session_id: '0b7f3c2e-1d4a-4b8e-9c6f-2a5d8e1f4b3c',
      passage: { kind: 'quarter', quarter: 240 },
      slips: [],
      hinted: [],
    });
    localStorage.setItem(AUTH_TOKEN_KEY, 'another-learners-token');
    renderApp('/levels');

    await screen.findByRole('heading', { name: 'Level map' });
    await waitFor(() => expect(localStorage.getItem('recitation-outbox')).toBeNull());
    expect(sent).toEqual([]);
  });

  it("recites today's review in Russian", async () => {
    await i18n.changeLanguage('ru');
    serveRecitationApi();
    renderApp('/recite?review');

    await screen.findByRole('button', { name: 'Следующее слово' });
    expect(screen.getByRole('heading', { name: 'Сегодняшнее повторение' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Забыто/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Огласовка/ })).toBeDisabled();
  });

  it('says so when nothing is due', async () => {
    serveRecitationApi();
    server.use(
      http.get(api('/recitations/passage/'), () =>
        HttpResponse.json({ passage: { kind: 'review', verses: [] }, verses: [] }),
      ),
    );
    renderApp('/recite?review');
    expect(await screen.findByText(/Nothing is due for review right now/)).toBeInTheDocument();
  });

  it('shows "Page not found" for an address that names no passage', async () => {
    renderApp('/recite?quarter=999');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
