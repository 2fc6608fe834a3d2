import { describe, expect, it } from 'vitest';

import type { RecitationPassage } from '@/types/api';

import { recitationBody } from './recitation-body';
import { markSlip, recitationStart, revealVerse, revealWord, setDrift, toggleHint } from './session';

const verses = [
  { surah_id: 112, ayah_id: 1, words: ['قُلۡ', 'هُوَ', 'ٱللَّهُ', 'أَحَدٌ'] },
  { surah_id: 112, ayah_id: 2, words: ['ٱللَّهُ', 'ٱلصَّمَدُ'] },
  { surah_id: 112, ayah_id: 3, words: ['لَمۡ', 'يَلِدۡ', 'وَلَمۡ', 'يُولَدۡ'] },
];
const passage: RecitationPassage = {
  kind: 'verses',
  from_verse: { surah_id: 112, ayah_id: 1 },
  to_verse: { surah_id: 112, ayah_id: 3 },
};

describe("the recitation's call", () => {
  it('names the whole passage, every slip and the verses hinted once every word was shown', () => {
    let state = markSlip(revealWord(recitationStart(verses)), 'forgot');
    state = markSlip(state, 'wrong_word');
    state = setDrift(state, 1, { surah_id: 109, ayah_id: 3 });
    state = revealVerse(revealVerse(toggleHint(revealVerse(state))));

    expect(recitationBody(state, passage, 'session-1')).toEqual({
      session_id: 'session-1',
      passage,
      slips: [
        { surah_id: 112, ayah_id: 1, word: 1, kind: 'forgot' },
        { surah_id: 112, ayah_id: 1, word: 1, kind: 'wrong_word', drifted_into: { surah_id: 109, ayah_id: 3 } },
      ],
      hinted: [
        { surah_id: 112, ayah_id: 2 },
        { surah_id: 112, ayah_id: 3 },
      ],
    });
  });

  it('names the verses recited when the learner stopped before the end', () => {
    // The second verse shown whole, one word of the third: two verses recited.
    const state = revealWord(revealVerse(revealVerse(recitationStart(verses))));

    expect(recitationBody(state, passage, 's')?.passage).toEqual({
      kind: 'verses',
      from_verse: { surah_id: 112, ayah_id: 1 },
      to_verse: { surah_id: 112, ayah_id: 2 },
    });
    const review: RecitationPassage = {
      kind: 'review',
      verses: verses.map(({ surah_id, ayah_id }) => ({ surah_id, ayah_id })),
    };
    expect(recitationBody(state, review, 's')?.passage).toEqual({ kind: 'review', verses: review.verses?.slice(0, 2) });
  });

  it('has nothing to send before a word was shown', () => {
    expect(recitationBody(recitationStart(verses), passage, 's')).toBeNull();
  });
});
