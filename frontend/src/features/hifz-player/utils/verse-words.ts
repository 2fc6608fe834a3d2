// Qur'anic pause (waqf) marks: a verse may be split into parts after a word carrying one.
const PAUSE_MARKS = ['ۖ', 'ۗ', 'ۚ', 'ۛ', 'ۙ', 'ۘ'] as const;

export function endsWithPauseMark(word: string): boolean {
  return PAUSE_MARKS.some((mark) => word.includes(mark));
}

/** Letters only (no vowel signs or other marks): how long a word takes to recite, roughly. */
export function letterCount(word: string): number {
  return word.match(/\p{L}/gu)?.length ?? 0;
}
