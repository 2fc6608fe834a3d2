/** A verse's words: its text split on spaces, pause marks staying with the word before them. */
export function splitWords(text: string): string[] {
  return text.split(' ').filter(Boolean);
}
