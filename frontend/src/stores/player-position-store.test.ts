import { afterEach, describe, expect, it } from 'vitest';

import { karaokePath, usePlayerPositionStore } from './player-position-store';

const STORAGE_KEY = 'hifz-player-position';

afterEach(() => usePlayerPositionStore.setState({ position: null }));

describe('the player position store', () => {
  it('takes a position saved within one chapter as the same verses by global number', async () => {
    const saved = {
      position: {
        chapter: 113,
        fromVerse: 2,
        toVerse: 5,
        verse: 4,
        cursor: { pass: 1, verseIndex: 2, partIndex: 0, repeat: 2 },
        focus: { verse: 4, part: 1 },
      },
    };
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ state: saved, version: 0 }));

    await usePlayerPositionStore.persist.rehydrate();

    expect(usePlayerPositionStore.getState().position).toEqual({
      fromVerse: 6227,
      toVerse: 6230,
      verse: 6229,
      cursor: { pass: 1, verseIndex: 2, partIndex: 0, repeat: 2 },
      focus: { verse: 6229, part: 1 },
    });
  });

  it('drops a position of an earlier version that names no chapter', async () => {
    const saved = { position: { chapter: 0, fromVerse: 1, toVerse: 2, verse: 1, cursor: null, focus: null } };
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ state: saved, version: 0 }));

    await usePlayerPositionStore.persist.rehydrate();

    expect(usePlayerPositionStore.getState().position).toBeNull();
  });

  it.each([
    ['a verse past the last', { fromVerse: 6230, toVerse: 7000, verse: 7000 }],
    ['no verse', { fromVerse: 1, toVerse: 2 }],
    ['a verse that is no number', { fromVerse: 1, toVerse: 2, verse: '1' }],
  ])('opens the player at the current verse rather than fail on a position saved with %s', async (_, position) => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ state: { position }, version: 1 }));

    await usePlayerPositionStore.persist.rehydrate();

    expect(karaokePath(usePlayerPositionStore.getState().position)).toBe('/karaoke');
  });

  it('keeps a position of this version as it was saved', async () => {
    const position = { fromVerse: 6230, toVerse: 6231, verse: 6231, cursor: null, focus: { verse: 6231, part: 0 } };
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ state: { position }, version: 1 }));

    await usePlayerPositionStore.persist.rehydrate();

    expect(usePlayerPositionStore.getState().position).toEqual(position);
  });

  it('opens the player at the chapter and verse of the position', () => {
    const position = { fromVerse: 6230, toVerse: 6231, verse: 6231, cursor: null, focus: null };

    expect(karaokePath(position)).toBe('/karaoke/114/1');
    expect(karaokePath(null)).toBe('/karaoke');
  });
});
