import { describe, expect, it } from 'vitest';

import type { ListenedVerse } from '@/lib/recordings/waiting-recordings';

import { slipsOn, slipToggled, verseSegment } from './listening';

const verse = (ayah: number, start: number | null): ListenedVerse => ({
  surah_id: 112,
  ayah_id: ayah,
  words: ['a', 'b', 'c'],
  audio_url: `/media/audio/${6221 + ayah}.mp3`,
  start_ms: start,
});

describe('verseSegment', () => {
  const verses = [verse(1, null), verse(2, 0), verse(3, 1500), verse(4, null)];

  it('runs from a verse to the next one recorded, the last to the end', () => {
    expect(verseSegment(verses, 1, 4000)).toEqual({ start: 0, end: 1500 });
    expect(verseSegment(verses, 2, 4000)).toEqual({ start: 1500, end: 4000 });
  });

  it('is null for a verse the recording does not hold', () => {
    expect(verseSegment(verses, 0, 4000)).toBeNull();
    expect(verseSegment(verses, 3, 4000)).toBeNull();
  });
});

describe('slipToggled', () => {
  const second = verse(2, 0);

  it('adds a slip of a kind to a word, and takes it off again', () => {
    const marked = slipToggled([], second, 1, 'vowel');
    expect(marked).toEqual([{ surah_id: 112, ayah_id: 2, word: 1, kind: 'vowel', drifted_into: null }]);
    const both = slipToggled(marked, second, 1, 'tajweed');
    expect(slipsOn(both, second, 1)).toEqual(['vowel', 'tajweed']);
    expect(slipsOn(slipToggled(both, second, 1, 'vowel'), second, 1)).toEqual(['tajweed']);
  });

  it('leaves the same word of another verse alone', () => {
    const marked = slipToggled([], second, 0, 'forgot');
    expect(slipsOn(marked, verse(3, 1500), 0)).toEqual([]);
  });
});
