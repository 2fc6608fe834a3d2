// Qur'anic pause (waqf) marks: a verse may be split into parts after a word carrying one.
const PAUSE_MARKS = ['ۖ', 'ۗ', 'ۚ', 'ۛ', 'ۙ', 'ۘ'] as const;

const standaloneMark = /^[\p{M}\p{Po}\p{So}\p{Cf}]+$/u;

/** A verse's words: its text split on plain spaces, a pause mark standing alone joined to the word before it. */
export function verseWords(text: string): string[] {
  return text
    .split(' ')
    .filter(Boolean)
    .reduce<string[]>((words, token) => {
      if (words.length > 0 && standaloneMark.test(token)) words[words.length - 1] += token;
      else words.push(token);
      return words;
    }, []);
}

export function endsWithPauseMark(word: string): boolean {
  return PAUSE_MARKS.some((mark) => word.includes(mark));
}

/** Letters only (no vowel signs or other marks): how long a word takes to recite, roughly. */
export function letterCount(word: string): number {
  return word.match(/\p{L}/gu)?.length ?? 0;
}
