import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { server } from '@/testing/mocks/server';
import type { LetterExample } from '@/types/api';

import { exampleKey, useExamplePlayer } from './use-example-player';

const ain: LetterExample = {
  kind: 'sukun',
  surah_id: 109,
  ayah_id: 2,
  word_index: 1,
  verse_word_count: 3,
  word: 'أَعۡبُدُ',
  letter: { start: 2, end: 4 },
  audio_url: '/media/audio/6209.mp3',
  timings_url: null,
};

describe('useExamplePlayer', () => {
  let played: HTMLMediaElement[];

  beforeEach(() => {
    played = [];
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      played.push(this);
      return Promise.resolve();
    });
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('plays the whole verse without word timings, until it ends', async () => {
    const { result } = renderHook(() => useExamplePlayer());

    await act(() => result.current.play(ain));

    expect(played).toHaveLength(1);
    expect(played[0].src).toMatch(/\/media\/audio\/6209\.mp3$/);
    expect(played[0].currentTime).toBe(0);
    expect(result.current.playing).toBe(exampleKey(ain));
    act(() => void played[0].dispatchEvent(new Event('ended')));
    expect(result.current.playing).toBeNull();
  });

  it('plays just the word with word timings, and stops at its end', async () => {
    server.use(
      http.get('*/media/timings/6209.json', () =>
        HttpResponse.json([
          [0, 400],
          [400, 1100],
          [1100, 1500],
        ]),
      ),
    );
    const { result } = renderHook(() => useExamplePlayer());

    await act(() => result.current.play({ ...ain, timings_url: '/media/timings/6209.json' }));

    expect(played[0].currentTime).toBe(0.4);
    expect(result.current.playing).toBe(exampleKey(ain));
    // The recitation reaches the word's end: stopped there, before the next word.
    Object.defineProperty(played[0], 'currentTime', { value: 1.1, configurable: true });
    await waitFor(() => expect(result.current.playing).toBeNull());
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
  });

  it('plays nothing when stopped while the timings are on their way', async () => {
    let answer: (() => void) | undefined;
    server.use(
      http.get('*/media/timings/6209.json', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json([
          [0, 400],
          [400, 1100],
          [1100, 1500],
        ]);
      }),
    );
    const { result } = renderHook(() => useExamplePlayer());

    let playing: Promise<void> = Promise.resolve();
    act(() => void (playing = result.current.play({ ...ain, timings_url: '/media/timings/6209.json' })));
    await waitFor(() => expect(answer).toBeDefined());
    act(() => result.current.stop());
    answer!();
    await act(() => playing);

    expect(played).toEqual([]);
    expect(result.current.playing).toBeNull();
  });
});
