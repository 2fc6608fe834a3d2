import { describe, expect, it } from 'vitest';

import { nextVerse, previousVerse, resolveVerseRoute, versePath } from './verse-navigation';

describe('nextVerse', () => {
  it('moves to the next verse inside a chapter', () => {
    expect(nextVerse({ chapter: 112, verse: 1 })).toEqual({ chapter: 112, verse: 2 });
    expect(nextVerse({ chapter: 2, verse: 285 })).toEqual({ chapter: 2, verse: 286 });
  });

  it('moves from a chapter’s last verse to verse 1 of the next chapter', () => {
    expect(nextVerse({ chapter: 1, verse: 7 })).toEqual({ chapter: 2, verse: 1 });
    expect(nextVerse({ chapter: 112, verse: 4 })).toEqual({ chapter: 113, verse: 1 });
    expect(nextVerse({ chapter: 113, verse: 5 })).toEqual({ chapter: 114, verse: 1 });
  });

  it.each([
    [103, 3, 107],
    [107, 7, 108],
    [108, 3, 110],
  ])('jumps from the end of chapter %i (verse %i) to chapter %i', (chapter, verse, target) => {
    expect(nextVerse({ chapter, verse })).toEqual({ chapter: target, verse: 1 });
  });

  it('does not jump before the end of a jumping chapter', () => {
    expect(nextVerse({ chapter: 103, verse: 2 })).toEqual({ chapter: 103, verse: 3 });
  });

  it('keeps the normal order for the chapters the path skips', () => {
    expect(nextVerse({ chapter: 104, verse: 9 })).toEqual({ chapter: 105, verse: 1 });
    expect(nextVerse({ chapter: 109, verse: 6 })).toEqual({ chapter: 110, verse: 1 });
  });

  it('has nothing after the last verse of chapter 114', () => {
    expect(nextVerse({ chapter: 114, verse: 6 })).toBeNull();
    expect(nextVerse({ chapter: 114, verse: 5 })).toEqual({ chapter: 114, verse: 6 });
  });
});

describe('previousVerse', () => {
  it('moves to the previous verse inside a chapter', () => {
    expect(previousVerse({ chapter: 112, verse: 4 })).toEqual({ chapter: 112, verse: 3 });
    expect(previousVerse({ chapter: 110, verse: 2 })).toEqual({ chapter: 110, verse: 1 });
  });

  it('moves from verse 1 to the last verse of the previous chapter', () => {
    expect(previousVerse({ chapter: 2, verse: 1 })).toEqual({ chapter: 1, verse: 7 });
    expect(previousVerse({ chapter: 113, verse: 1 })).toEqual({ chapter: 112, verse: 4 });
    expect(previousVerse({ chapter: 104, verse: 1 })).toEqual({ chapter: 103, verse: 3 });
    expect(previousVerse({ chapter: 3, verse: 1 })).toEqual({ chapter: 2, verse: 286 });
  });

  it.each([
    [110, 108],
    [108, 107],
    [107, 103],
  ])('jumps back from verse 1 of chapter %i to verse 1 of chapter %i', (chapter, target) => {
    expect(previousVerse({ chapter, verse: 1 })).toEqual({ chapter: target, verse: 1 });
  });

  it('has nothing before 1:1', () => {
    expect(previousVerse({ chapter: 1, verse: 1 })).toBeNull();
    expect(previousVerse({ chapter: 1, verse: 2 })).toEqual({ chapter: 1, verse: 1 });
  });
});

describe('along the learner’s path', () => {
  // Hafiz's path: An-Nas back to An-Naba, then Al-Fatihah on to Al-Mursalat.
  const hafizPath = [
    ...Array.from({ length: 37 }, (_, index) => 114 - index),
    ...Array.from({ length: 77 }, (_, i) => i + 1),
  ];

  it('goes on from An-Nas to the next surah of the path, not to a dead end', () => {
    expect(nextVerse({ chapter: 114, verse: 6 }, hafizPath)).toEqual({ chapter: 113, verse: 1 });
    expect(nextVerse({ chapter: 78, verse: 40 }, hafizPath)).toEqual({ chapter: 1, verse: 1 });
    expect(nextVerse({ chapter: 103, verse: 3 }, hafizPath)).toEqual({ chapter: 102, verse: 1 });
  });

  it('goes back to the last verse of the surah before on the path', () => {
    expect(previousVerse({ chapter: 113, verse: 1 }, hafizPath)).toEqual({ chapter: 114, verse: 6 });
    expect(previousVerse({ chapter: 1, verse: 1 }, hafizPath)).toEqual({ chapter: 78, verse: 40 });
  });

  it('has nothing past either end of the path', () => {
    expect(previousVerse({ chapter: 114, verse: 1 }, hafizPath)).toBeNull();
    expect(nextVerse({ chapter: 77, verse: 50 }, hafizPath)).toBeNull();
  });
});

describe('versePath', () => {
  it('is the game page of the verse', () => {
    expect(versePath({ chapter: 112, verse: 3 })).toBe('/games/112/3');
  });
});

describe('resolveVerseRoute', () => {
  it('accepts a verse that exists', () => {
    expect(resolveVerseRoute('112', '1')).toEqual({ status: 'found', chapter: 112, verse: 1 });
    expect(resolveVerseRoute('112', '4')).toEqual({ status: 'found', chapter: 112, verse: 4 });
    expect(resolveVerseRoute('1', '7')).toEqual({ status: 'found', chapter: 1, verse: 7 });
  });

  it('sends a verse above the chapter’s count to its last verse', () => {
    expect(resolveVerseRoute('112', '5')).toEqual({ status: 'redirect', chapter: 112, verse: 4 });
    expect(resolveVerseRoute('112', '99')).toEqual({ status: 'redirect', chapter: 112, verse: 4 });
  });

  it('sends a verse below 1 to verse 1', () => {
    expect(resolveVerseRoute('112', '0')).toEqual({ status: 'redirect', chapter: 112, verse: 1 });
    expect(resolveVerseRoute('112', '-3')).toEqual({ status: 'redirect', chapter: 112, verse: 1 });
  });

  it.each([undefined, '', 'abc', '2.5', '3abc'])('sends a missing or non-numeric verse (%s) to verse 1', (verse) => {
    expect(resolveVerseRoute('112', verse)).toEqual({ status: 'redirect', chapter: 112, verse: 1 });
  });

  it('rewrites padded numbers to plain ones', () => {
    expect(resolveVerseRoute('0112', '02')).toEqual({ status: 'redirect', chapter: 112, verse: 2 });
  });

  it.each([undefined, '', '0', '115', '-1', 'abc', '1.5'])('does not find chapter %s', (chapter) => {
    expect(resolveVerseRoute(chapter, '1')).toEqual({ status: 'chapter-not-found' });
  });
});
