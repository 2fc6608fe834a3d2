import type { SlipKind } from '@/lib/slip-kinds';
import type { VerseReference } from '@/types/api';

export type RecitedVerse = VerseReference & { words: readonly string[] };

/** A slip on word `word` of verse `verse` (both indexes: into the passage's verses and the verse's words). A wrong
 * word may name the look-alike the learner drifted into; null once they said it was none of them. */
export type Mark = { verse: number; word: number; kind: SlipKind; driftedInto?: VerseReference | null };

/**
 * A recitation from memory as it goes: the passage's words, hidden until revealed in order; the slips marked on
 * them; and the hint. Words are counted through the whole passage (`revealed` of them are shown), so "the next
 * word" runs on from one verse into the next. Within a verse they are revealed in its `order`: the verse's own, or
 * with the learner's weak words last (weakWordsLast).
 */
export type RecitationState = {
  verses: readonly RecitedVerse[];
  /** Where each verse's first word stands in the passage's count of words. */
  starts: readonly number[];
  /** Per verse, its word indexes in the order they are revealed. */
  orders: readonly (readonly number[])[];
  revealed: number;
  /** The words shown when it began (carried on from the mushaf's test): not recited in this recitation. */
  start: number;
  /** The word the marks go on, when the learner chose one; else they go on the last word revealed. */
  selected: number | null;
  /** First letters shown on hidden words. */
  hint: boolean;
  /** The verses recited while the hint showed (indexes into `verses`). */
  hinted: ReadonlySet<number>;
  marks: readonly Mark[];
  /** The marks as they were before each change, the latest last: what Undo goes back to. */
  earlierMarks: readonly (readonly Mark[])[];
};

export function recitationStart(verses: readonly RecitedVerse[], revealed = 0): RecitationState {
  const starts: number[] = [];
  let count = 0;
  for (const verse of verses) {
    starts.push(count);
    count += verse.words.length;
  }
  const shown = Math.min(Math.max(revealed, 0), count);
  return {
    verses,
    starts,
    orders: verses.map((verse) => verse.words.map((_, word) => word)),
    revealed: shown,
    start: shown,
    selected: null,
    hint: false,
    hinted: new Set(),
    marks: [],
    earlierMarks: [],
  };
}

export function wordTotal(state: RecitationState): number {
  const last = state.verses.length - 1;
  return last < 0 ? 0 : state.starts[last] + state.verses[last].words.length;
}

/** The passage's nth word as (verse, word) indexes. */
export function wordAt(state: RecitationState, position: number): { verse: number; word: number } {
  let verse = state.verses.length - 1;
  while (verse > 0 && state.starts[verse] > position) verse -= 1;
  return { verse, word: position - state.starts[verse] };
}

export function positionOf(state: RecitationState, verse: number, word: number): number {
  return state.starts[verse] + word;
}

/** The position of the nth word revealed (the verse's order within each verse). */
function revealedAt(state: RecitationState, nth: number): number {
  const { verse, word } = wordAt(state, nth);
  return positionOf(state, verse, state.orders[verse][word]);
}

/** How many of a verse's words are shown: the first that many of its order. */
export function shownInVerse(state: RecitationState, verse: number): number {
  return Math.min(Math.max(state.revealed - state.starts[verse], 0), state.verses[verse].words.length);
}

function isShown(state: RecitationState, position: number): boolean {
  const { verse, word } = wordAt(state, position);
  return state.orders[verse].indexOf(word) < shownInVerse(state, verse);
}

/**
 * The words not shown yet revealed with each verse's weak words last (`weak`: per verse, the indexes of its weak
 * words), so the learner recalls them with the rest of the verse in sight; null puts them back in the verse's order.
 * Words already shown stay shown.
 */
export function weakWordsLast(state: RecitationState, weak: readonly ReadonlySet<number>[] | null): RecitationState {
  const orders = state.verses.map((_, verse) => {
    const shown = state.orders[verse].slice(0, shownInVerse(state, verse));
    const rest = state.verses[verse].words.map((_, word) => word).filter((word) => !shown.includes(word));
    const last = weak?.[verse] ?? new Set<number>();
    return [...shown, ...rest.filter((word) => !last.has(word)), ...rest.filter((word) => last.has(word))];
  });
  return { ...state, orders };
}

export const isFinished = (state: RecitationState) => state.revealed >= wordTotal(state);

/** The verse being recited: the one holding the next hidden word (the last verse once all are shown). */
export function currentVerse(state: RecitationState): number {
  return wordAt(state, Math.min(state.revealed, wordTotal(state) - 1)).verse;
}

function withHinted(state: RecitationState, verses: number[]): ReadonlySet<number> {
  if (!state.hint || verses.every((verse) => state.hinted.has(verse))) return state.hinted;
  return new Set([...state.hinted, ...verses]);
}

/** Shows words up to `revealed` (the count), the marks' word going back to the last one shown. */
function revealTo(state: RecitationState, revealed: number): RecitationState {
  const to = Math.min(revealed, wordTotal(state));
  if (to <= state.revealed) return state;
  const verses = [];
  for (let verse = wordAt(state, state.revealed).verse; verse <= wordAt(state, to - 1).verse; verse += 1) {
    verses.push(verse);
  }
  return { ...state, revealed: to, selected: null, hinted: withHinted(state, verses) };
}

export const revealWord = (state: RecitationState) => revealTo(state, state.revealed + 1);

/** Shows the rest of the verse being recited, or the whole next verse when the last one shown ended one. */
export function revealVerse(state: RecitationState): RecitationState {
  if (isFinished(state)) return state;
  const verse = currentVerse(state);
  return revealTo(state, state.starts[verse] + state.verses[verse].words.length);
}

/** The first letters on or off; turning them on marks the verse being recited as hinted. */
export function toggleHint(state: RecitationState): RecitationState {
  const hint = !state.hint;
  const hinted = hint && !isFinished(state) ? withHinted({ ...state, hint }, [currentVerse(state)]) : state.hinted;
  return { ...state, hint, hinted };
}

/** The word a mark would go on: the chosen one, else the last revealed; null before any is shown. */
export function markedPosition(state: RecitationState): number | null {
  return state.selected ?? (state.revealed > 0 ? revealedAt(state, state.revealed - 1) : null);
}

/** Chooses a revealed word for the marks; choosing it again lets the marks follow the recitation again. */
export function selectWord(state: RecitationState, position: number): RecitationState {
  if (!isShown(state, position)) return state;
  return { ...state, selected: state.selected === position ? null : position };
}

/**
 * Marks a slip. "Forgot" is the prompt a learner needs when the next word does not come: it goes on the next hidden
 * word and shows it. Every other kind (and "forgot" once all is shown, or on a chosen word) goes on the marked word.
 * The same kind on the same word again takes the mark off.
 */
export function markSlip(state: RecitationState, kind: SlipKind): RecitationState {
  const prompting = kind === 'forgot' && state.selected === null && !isFinished(state);
  const position = prompting ? revealedAt(state, state.revealed) : markedPosition(state);
  if (position === null) return state;
  const { verse, word } = wordAt(state, position);
  const shown = prompting ? revealWord(state) : state;
  const existing = state.marks.findIndex((mark) => mark.verse === verse && mark.word === word && mark.kind === kind);
  const marks =
    existing === -1 ? [...state.marks, { verse, word, kind }] : state.marks.filter((_, index) => index !== existing);
  // A prompted word is the one the next marks go on, as any word just shown.
  return withMarks(shown, marks);
}

function withMarks(state: RecitationState, marks: readonly Mark[]): RecitationState {
  return { ...state, marks, earlierMarks: [...state.earlierMarks, state.marks] };
}

/** Takes back the last change to the marks: a mark put on comes off, one taken off comes back. Words shown stay
 * shown. */
export function undoMark(state: RecitationState): RecitationState {
  const previous = state.earlierMarks[state.earlierMarks.length - 1];
  return previous === undefined ? state : { ...state, marks: previous, earlierMarks: state.earlierMarks.slice(0, -1) };
}

/** Names the look-alike a wrong word drifted into (null: none of them), on the mark at `index`. */
export function setDrift(state: RecitationState, index: number, verse: VerseReference | null): RecitationState {
  const mark = state.marks[index];
  if (mark?.kind !== 'wrong_word') return state;
  const marks = state.marks.map((candidate, at) => (at === index ? { ...candidate, driftedInto: verse } : candidate));
  return withMarks(state, marks);
}

/** The slips on one word, in the order marked. */
export function wordMarks(state: RecitationState, verse: number, word: number): SlipKind[] {
  return state.marks.filter((mark) => mark.verse === verse && mark.word === word).map((mark) => mark.kind);
}

/** The wrong word just marked, whose look-alike the learner may name: the last mark, on the word the marks go on,
 * not named yet. Its index in the marks, or null. */
export function driftAsked(state: RecitationState): number | null {
  const last = state.marks.length - 1;
  const mark = state.marks[last];
  if (mark?.kind !== 'wrong_word' || mark.driftedInto !== undefined) return null;
  return markedPosition(state) === positionOf(state, mark.verse, mark.word) ? last : null;
}

/** How many slips of each kind were marked. */
export function slipCounts(marks: readonly Pick<Mark, 'kind'>[]): Record<SlipKind, number> {
  const counts = { forgot: 0, wrong_word: 0, vowel: 0, tajweed: 0 };
  for (const mark of marks) counts[mark.kind] += 1;
  return counts;
}

/**
 * How many verses, from the passage's first, were recited: through the last verse either shown whole or marked. A
 * verse only begun when the learner stopped (its last words still hidden, nothing marked on it) is not, nor is
 * anything before a word was shown in this recitation: neither is reviewed or paid as if recited.
 */
export function versesRecited(state: RecitationState): number {
  if (state.revealed === state.start && state.marks.length === 0) return 0;
  const lastShown = wordAt(state, Math.max(state.revealed - 1, 0));
  const wholeThrough = state.revealed === 0 ? 0 : lastShown.verse + (isVerseShown(state, lastShown.verse) ? 1 : 0);
  const markedThrough = Math.max(0, ...state.marks.map((mark) => mark.verse + 1));
  return Math.max(wholeThrough, markedThrough);
}

function isVerseShown(state: RecitationState, verse: number): boolean {
  return state.revealed >= state.starts[verse] + state.verses[verse].words.length;
}
