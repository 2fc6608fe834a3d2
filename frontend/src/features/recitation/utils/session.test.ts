import { describe, expect, it } from 'vitest';

import {
  currentVerse,
  driftAsked,
  isFinished,
  markedPosition,
  markSlip,
  recitationStart,
  revealVerse,
  revealWord,
  selectWord,
  setDrift,
  shownInVerse,
  slipCounts,
  toggleHint,
  undoMark,
  versesRecited,
  weakWordsLast,
  wordMarks,
  type RecitationState,
} from './session';

// Al-Ikhlas 112:1–2: four words, then two.
const verses = [
  { surah_id: 112, ayah_id: 1, words: ['قُلۡ', 'هُوَ', 'ٱللَّهُ', 'أَحَدٌ'] },
  { surah_id: 112, ayah_id: 2, words: ['ٱللَّهُ', 'ٱلصَّمَدُ'] },
];

const times = (count: number, step: (state: RecitationState) => RecitationState, state: RecitationState) =>
  Array.from({ length: count }).reduce<RecitationState>((current) => step(current), state);

describe('a recitation from memory', () => {
  it('begins with every word hidden, or with the words a test already showed', () => {
    expect(recitationStart(verses).revealed).toBe(0);
    expect(recitationStart(verses, 5).revealed).toBe(5);
    expect(recitationStart(verses, 99).revealed).toBe(6);
    expect(markedPosition(recitationStart(verses))).toBeNull();
  });

  it('shows a word at a time, running on from one verse into the next', () => {
    const state = times(5, revealWord, recitationStart(verses));

    expect(state.revealed).toBe(5);
    expect(currentVerse(state)).toBe(1);
    expect(isFinished(state)).toBe(false);
    expect(isFinished(revealWord(state))).toBe(true);
    expect(revealWord(revealWord(state)).revealed).toBe(6);
  });

  it('shows the rest of the verse being recited, then the whole next one', () => {
    const state = revealVerse(revealWord(recitationStart(verses)));

    expect(state.revealed).toBe(4);
    expect(revealVerse(state).revealed).toBe(6);
  });

  it('marks a slip on the last word shown, or on a word chosen, and takes it off again', () => {
    let state = times(3, revealWord, recitationStart(verses));
    state = markSlip(state, 'vowel');
    expect(wordMarks(state, 0, 2)).toEqual(['vowel']);

    state = markSlip(selectWord(state, 0), 'tajweed');
    expect(wordMarks(state, 0, 0)).toEqual(['tajweed']);
    // The same mark again on the same word takes it off.
    expect(wordMarks(markSlip(state, 'tajweed'), 0, 0)).toEqual([]);
    // Choosing the chosen word again lets the marks follow the recitation.
    expect(markedPosition(selectWord(state, 0))).toBe(2);
    // A hidden word cannot be chosen.
    expect(selectWord(state, 4).selected).toBe(0);
  });

  it('prompts a forgotten word: "Forgot" shows the next word and marks it', () => {
    const state = markSlip(revealWord(recitationStart(verses)), 'forgot');

    expect(state.revealed).toBe(2);
    expect(wordMarks(state, 0, 1)).toEqual(['forgot']);
    expect(markedPosition(state)).toBe(1);
  });

  it('counts as recited the verses shown whole or marked, and nothing before a word of its own was shown', () => {
    const begun = recitationStart(verses);
    expect(versesRecited(begun)).toBe(0);
    // One word of the second verse: only the first was recited.
    expect(versesRecited(times(5, revealWord, begun))).toBe(1);
    expect(versesRecited(times(6, revealWord, begun))).toBe(2);
    // A slip marked in the second verse makes it recited, whole or not.
    expect(versesRecited(markSlip(times(4, revealWord, begun), 'forgot'))).toBe(2);
    // Carried on from the mushaf with three words shown: nothing recited until the learner goes on.
    const carried = recitationStart(verses, 3);
    expect(versesRecited(carried)).toBe(0);
    expect(versesRecited(revealWord(carried))).toBe(1);
  });

  it('undoes the last mark, leaving its word shown', () => {
    const marked = markSlip(markSlip(revealWord(recitationStart(verses)), 'forgot'), 'vowel');

    const undone = undoMark(marked);
    expect(undone.marks).toEqual([{ verse: 0, word: 1, kind: 'forgot' }]);
    expect(undoMark(undone).marks).toEqual([]);
    expect(undoMark(undone).revealed).toBe(2);
    const nothingMarked = undoMark(undone);
    expect(undoMark(nothingMarked)).toBe(nothingMarked);
  });

  it('undoes taking a mark off by putting it back', () => {
    const marked = markSlip(markSlip(revealWord(recitationStart(verses)), 'vowel'), 'tajweed');
    const takenOff = markSlip(marked, 'vowel');
    expect(takenOff.marks.map((mark) => mark.kind)).toEqual(['tajweed']);

    expect(undoMark(takenOff).marks.map((mark) => mark.kind)).toEqual(['vowel', 'tajweed']);
  });

  it('keeps the verses recited with their first letters shown', () => {
    let state = toggleHint(revealWord(recitationStart(verses)));
    expect([...state.hinted]).toEqual([0]);
    state = revealVerse(toggleHint(state));
    expect([...state.hinted]).toEqual([0]);
    state = revealWord(toggleHint(state));
    expect([...state.hinted]).toEqual([0, 1]);
  });

  it('asks which look-alike a wrong word went on with, until answered or the learner recites on', () => {
    const wrong = markSlip(times(2, revealWord, recitationStart(verses)), 'wrong_word');
    expect(driftAsked(wrong)).toBe(0);

    const named = setDrift(wrong, 0, { surah_id: 113, ayah_id: 1 });
    expect(named.marks[0].driftedInto).toEqual({ surah_id: 113, ayah_id: 1 });
    expect(driftAsked(named)).toBeNull();
    expect(driftAsked(setDrift(wrong, 0, null))).toBeNull();
    expect(driftAsked(revealWord(wrong))).toBeNull();
    // Only a wrong word drifts.
    expect(setDrift(markSlip(wrong, 'vowel'), 1, { surah_id: 1, ayah_id: 1 }).marks[1].driftedInto).toBeUndefined();
  });

  it('sums the slips by kind', () => {
    const state = markSlip(
      markSlip(markSlip(times(3, revealWord, recitationStart(verses)), 'forgot'), 'vowel'),
      'forgot',
    );
    // The second "Forgot" prompted the fifth word.
    expect(slipCounts(state.marks)).toEqual({ forgot: 2, wrong_word: 0, vowel: 1, tajweed: 0 });
  });

  it('reveals the weak words last in their verse, the rest of it in sight', () => {
    // 112:1's second and third words are weak; 112:2's first.
    const weak = [new Set([1, 2]), new Set([0])];
    const start = weakWordsLast(recitationStart(verses), weak);
    const shown = (state: RecitationState) =>
      state.verses.map((_, verse) => state.orders[verse].slice(0, shownInVerse(state, verse)));

    expect(shown(times(2, revealWord, start))).toEqual([[0, 3], []]);
    // Then the weak words, then on into the next verse, its weak word last too.
    expect(shown(times(4, revealWord, start))).toEqual([[0, 3, 1, 2], []]);
    expect(shown(times(5, revealWord, start))).toEqual([[0, 3, 1, 2], [1]]);
    // "Forgot" prompts the next word revealed: the first weak one; the marks follow the words as they show.
    const prompted = markSlip(times(2, revealWord, start), 'forgot');
    expect(prompted.marks).toEqual([{ verse: 0, word: 1, kind: 'forgot' }]);
    expect(markedPosition(times(2, revealWord, start))).toBe(3);
    // A word still hidden cannot be chosen; a shown one can.
    expect(selectWord(times(2, revealWord, start), 1).selected).toBeNull();
    expect(selectWord(times(2, revealWord, start), 3).selected).toBe(3);
  });

  it('puts the words not shown back in order when weak words last is turned off, keeping those shown', () => {
    const weak = [new Set([0]), new Set<number>()];
    const twoShown = times(2, revealWord, weakWordsLast(recitationStart(verses), weak));

    const off = weakWordsLast(twoShown, null);

    expect(off.orders[0]).toEqual([1, 2, 0, 3]);
    expect(revealWord(off).orders[0].slice(0, 3)).toEqual([1, 2, 0]);
  });
});
