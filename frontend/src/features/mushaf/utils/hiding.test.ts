import { describe, expect, it } from 'vitest';

import { testMushafPages } from '../testing/mushaf-api';
import { hideAll, hideFrom, hidesMore, isHidden, NOT_HIDING, revealNext, revealThrough } from './hiding';
import { pageLines, pageWordCount } from './page-lines';

const page = testMushafPages[604];
const lines = pageLines(page);
const verseLines = lines.flatMap((line) => (line.kind === 'verses' ? [line] : []));

describe('hide mode', () => {
  it('hides nothing until turned on, then the whole page', () => {
    expect(isHidden(NOT_HIDING, 604, 0)).toBe(false);
    const hiding = hideAll(NOT_HIDING);
    expect(isHidden(hiding, 604, 0)).toBe(true);
    expect(isHidden(hiding, 603, 10)).toBe(true);
  });

  it('reveals a line at a time, then says when nothing is left', () => {
    let hiding = hideAll(NOT_HIDING);
    const firstLineEnd = verseLines[0].words.at(-1)!.order;

    hiding = revealNext(hiding, 604, lines);
    expect(isHidden(hiding, 604, firstLineEnd)).toBe(false);
    expect(isHidden(hiding, 604, firstLineEnd + 1)).toBe(true);

    verseLines.forEach(() => (hiding = revealNext(hiding, 604, lines)));
    expect(hidesMore(hiding, 604, pageWordCount(page))).toBe(false);
    expect(revealNext(hiding, 604, lines)).toBe(hiding);
  });

  it('reveals a word at a time in word mode', () => {
    const hiding = revealNext({ ...hideAll(NOT_HIDING), unit: 'word' }, 604, lines);

    expect([isHidden(hiding, 604, 0), isHidden(hiding, 604, 1)]).toEqual([false, true]);
  });

  it('hides from a verse on the left-hand page of a spread, leaving the right-hand page shown', () => {
    const hiding = hideFrom(NOT_HIDING, 604, 10, { 603: 120 });

    expect([isHidden(hiding, 603, 119), isHidden(hiding, 604, 9), isHidden(hiding, 604, 10)]).toEqual([
      false,
      false,
      true,
    ]);
    expect(hidesMore(hiding, 603, 120)).toBe(false);
  });

  it('hides from a chosen verse on, and a tap reveals through the word tapped, never hiding again', () => {
    let hiding = hideFrom(NOT_HIDING, 604, 10);
    expect([isHidden(hiding, 604, 9), isHidden(hiding, 604, 10)]).toEqual([false, true]);

    hiding = revealThrough(hiding, 604, 20);
    expect([isHidden(hiding, 604, 20), isHidden(hiding, 604, 21)]).toEqual([false, true]);
    expect(revealThrough(hiding, 604, 5)).toBe(hiding);
  });
});
