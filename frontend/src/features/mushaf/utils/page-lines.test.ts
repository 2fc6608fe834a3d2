import { describe, expect, it } from 'vitest';

import { testMushafPages } from '../testing/mushaf-api';
import { pageLines, pageWordCount } from './page-lines';

const page604 = testMushafPages[604];

describe('pageLines', () => {
  it('sets page 604 as the mushaf does: three chapters, each a title and a basmala over its verses, 15 lines', () => {
    const lines = pageLines(page604);

    expect(lines.map((line) => line.number)).toEqual(Array.from({ length: 15 }, (_, index) => index + 1));
    expect(lines.filter((line) => line.kind !== 'verses').map((line) => `${line.kind} ${line.surahId}`)).toEqual([
      'chapter 112',
      'basmala 112',
      'chapter 113',
      'basmala 113',
      'chapter 114',
      'basmala 114',
    ]);
  });

  it('puts every word of the page on its line once, in reading order, the last of each verse ending it', () => {
    const words = pageLines(page604).flatMap((line) => (line.kind === 'verses' ? line.words : []));

    expect(words.map((word) => word.order)).toEqual(Array.from({ length: pageWordCount(page604) }, (_, i) => i));
    expect(words.map((word) => word.text)).toEqual(page604.verses.flatMap((verse) => verse.words));
    expect(words.filter((word) => word.endsVerse).map((word) => `${word.surahId}:${word.ayahId}`)).toEqual(
      page604.verses.map((verse) => `${verse.surah_id}:${verse.ayah_id}`),
    );
    // 112:1, «قُلۡ هُوَ ٱللَّهُ أَحَدٌ», opens the page's first line of verses.
    const firstLine = pageLines(page604)[2];
    expect(firstLine.kind === 'verses' && firstLine.words[0]).toMatchObject({ surahId: 112, ayahId: 1, index: 0 });
  });

  it('marks in the margin the line where a juz or a hizb quarter opens', () => {
    const page = {
      ...page604,
      verses: page604.verses.map((verse, index) => ({
        ...verse,
        juz_start: index === 0,
        hizb_quarter_start: index === 0 || index === 4,
        hizb_quarter: index < 4 ? 237 : 238,
      })),
    };
    const marks = pageLines(page).flatMap((line) => (line.kind === 'verses' ? line.marks : []));

    // A juz opening opens its first hizb too: the juz is marked, not both. Quarter 238 is hizb 60's second.
    expect(marks).toEqual([
      { kind: 'juz', juz: 30 },
      { kind: 'quarter', hizb: 60, quarter: 1 },
    ]);
  });
});
